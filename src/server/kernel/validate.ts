/** Parses outside input with a shared zod schema; a failure names every bad field (400). */
import type { z } from 'zod';
import { describeIssues } from '../../common/schemas/errors.js';
import { HttpError } from './http-error.js';

export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: 'body' | 'params' | 'query',
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details = describeIssues(where, result.error.issues).slice(0, 50);
  const fields = [...new Set(details.map((d) => d.field))].slice(0, 5).join(', ');
  throw new HttpError(400, 'validation_failed', `Invalid ${where}: ${fields}`, details);
}
