/**
 * A zod schema as the JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) of what travels on the
 * wire: the input side of each schema, since the server parses a request's JSON with it and the
 * web app parses an answer's JSON with it.
 */
import { z } from 'zod';
import { strictArrayOf } from '../../common/schemas/checked-array.js';

export type JsonSchema = Record<string, unknown>;

/** A checked array (a custom schema, for speed) is described by the zod array it checks against. */
function describeCheckedArrays(ctx: { zodSchema: unknown; jsonSchema: JsonSchema }): void {
  const strict = strictArrayOf.get(ctx.zodSchema as z.ZodType);
  if (strict) Object.assign(ctx.jsonSchema, wireSchema(strict));
}

export function wireSchema(schema: z.core.$ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    // A refinement (a check across fields) has no JSON Schema; the route still applies it.
    unrepresentable: 'any',
    override: describeCheckedArrays,
  }) as JsonSchema;
  delete json.$schema;
  if ('$defs' in json) {
    // "#/$defs/…" would point into the OpenAPI document, not into this schema.
    throw new Error('A schema with $defs (a recursive or shared part) needs components/schemas');
  }
  return json;
}

/** Each property of an object schema, required or not: query and path parameters. */
export function propertiesOf(
  schema: z.core.$ZodType,
): { name: string; schema: JsonSchema; required: boolean; description?: string }[] {
  const json = wireSchema(schema);
  // An intersection (`a.and(b)`) is an allOf of objects: its parameters are theirs together.
  const parts = Array.isArray(json.allOf) ? (json.allOf as JsonSchema[]) : [json];
  return parts.flatMap((part) => {
    const properties = (part.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((part.required ?? []) as string[]);
    return Object.entries(properties).map(([name, property]) => {
      const { description, ...rest } = property;
      return {
        name,
        schema: rest,
        required: required.has(name),
        ...(typeof description === 'string' ? { description } : {}),
      };
    });
  });
}
