/**
 * The OpenAPI 3.1 document of the API (GET /api/openapi.json), built from the operations the
 * routes registered (api-operation.ts) and their zod schemas: nothing here is written twice.
 */
import { apiErrorSchema } from '../../common/schemas/errors.js';
import type { ApiOperation, RefusalStatus } from './api-operation.js';
import { type JsonSchema, propertiesOf, wireSchema } from './openapi-schema.js';

/** Fastify's `:param` as OpenAPI's `{param}`. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

const ref = (kind: 'schemas' | 'responses' | 'parameters', name: string) => ({
  $ref: `#/components/${kind}/${name}`,
});

/** The refusal answers every operation shares, in the API's one error shape. */
const REFUSALS: Record<400 | 401 | RefusalStatus, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description: '`validation_failed`: `details` names each bad field (`body.samples.hr.3`).',
  },
  401: { name: 'Unauthorized', description: '`unauthorized`: no session, or it has ended.' },
  403: {
    name: 'Forbidden',
    description:
      'The role in the active workspace does not allow it (`forbidden`), or the clinic requires two-factor sign-in the account has not set up (`two_factor_required`).',
  },
  404: {
    name: 'NotFound',
    description: "`not_found`: no such record in this workspace (another workspace's ids too).",
  },
  423: {
    name: 'Locked',
    description:
      "`locked`: the session is behind the inactivity lock (the screen locked, or idle past the clinic's limit) until `POST /api/me/unlock`.",
  },
  409: {
    name: 'Conflict',
    description:
      '`conflict` (a stale `If-Match`, an id already used with `If-None-Match: *`, a clash with a stored record: `current` holds the record as the server has it), `programme_discharged` or `plan_changed`.',
  },
  410: {
    name: 'Gone',
    description: '`gone`: a single-use code already spent, expired or revoked.',
  },
  429: { name: 'TooManyRequests', description: '`too_many_requests`: too many failed attempts.' },
  503: {
    name: 'Unavailable',
    description:
      'A database is not answering, the disk refused the last write, or the server is stopping.',
  },
};

const CONDITION_PARAMETERS = {
  'if-match': {
    name: 'If-Match',
    in: 'header',
    description:
      'The version the edit was made from (`3` or `"3"`); another version stored → 409 with `current`.',
    schema: { type: 'string', pattern: '^(?:"[1-9][0-9]{0,9}"|[1-9][0-9]{0,9})$' },
  },
  'if-none-match': {
    name: 'If-None-Match',
    in: 'header',
    description: '`*`: create only; the id already in the workspace → 409 with that record.',
    schema: { type: 'string', const: '*' },
  },
} as const;

const errorJson = { 'application/json': { schema: ref('schemas', 'ApiError') } };

function components() {
  const responses = Object.fromEntries(
    Object.values(REFUSALS).map(({ name, description }) => [
      name,
      { description, content: errorJson },
    ]),
  );
  responses.Conflict = {
    description: REFUSALS[409].description,
    content: { 'application/json': { schema: ref('schemas', 'ConflictError') } },
  };
  return {
    securitySchemes: {
      sessionCookie: {
        type: 'apiKey',
        in: 'cookie',
        name: 'better-auth.session_token',
        description:
          'The session cookie set by `POST /api/auth/sign-in/email` (http-only, SameSite=Lax; `__Secure-` prefixed over HTTPS).',
      },
    },
    schemas: {
      ApiError: wireSchema(apiErrorSchema),
      ConflictError: {
        allOf: [
          ref('schemas', 'ApiError'),
          {
            type: 'object',
            properties: {
              current: { description: 'The record as the server now has it, or null.' },
            },
          },
        ],
      },
    },
    responses,
    parameters: {
      IfMatch: CONDITION_PARAMETERS['if-match'],
      IfNoneMatch: CONDITION_PARAMETERS['if-none-match'],
    },
  };
}

/** `getPatientsByPatientIdTrend`: unique, since a method and a path name one operation. */
function operationId({ method, url }: ApiOperation): string {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[/.-]/)
    .filter(Boolean)
    .map((word) => (word.startsWith(':') ? `by-${word.slice(1)}` : word))
    .flatMap((word) => word.split('-'));
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

function parameters(operation: ApiOperation): unknown[] {
  const path = operation.params ? propertiesOf(operation.params) : [];
  const declared = new Set(path.map((p) => p.name));
  // A URL parameter the route reads through a shared helper is still a string in the path.
  for (const [, name] of operation.url.matchAll(/:(\w+)/g)) {
    if (!declared.has(name!))
      path.push({ name: name!, schema: { type: 'string' }, required: true });
  }
  const query = operation.query ? propertiesOf(operation.query) : [];
  return [
    ...path.map((p) => ({ ...p, in: 'path', required: true })),
    ...query.map((q) => ({ ...q, in: 'query' })),
    ...(operation.conditions ?? []).map((c) =>
      ref('parameters', c === 'if-match' ? 'IfMatch' : 'IfNoneMatch'),
    ),
  ];
}

function responses(operation: ApiOperation): Record<string, unknown> {
  const { ok } = operation;
  const answer: JsonSchema = { description: ok.description };
  if (ok.status !== 204) {
    const schema = ok.schema ? wireSchema(ok.schema) : {};
    answer.content = { [ok.contentType ?? 'application/json']: { schema } };
  }
  const refusals = new Set<400 | 401 | RefusalStatus>(operation.refusals);
  const hasInput = operation.params || operation.query || operation.body || operation.conditions;
  if (hasInput || operation.url.includes(':')) refusals.add(400);
  if (operation.access !== 'public') refusals.add(401);
  // The inactivity lock (auth/session-lock-guard.ts) holds every session route but the unlock's.
  if (operation.access !== 'public' && !operation.whileLocked) refusals.add(423);
  const sorted = [...refusals].sort((a, b) => a - b);
  return {
    [ok.status]: answer,
    ...Object.fromEntries(sorted.map((s) => [s, ref('responses', REFUSALS[s].name)])),
  };
}

function operationObject(operation: ApiOperation) {
  const params = parameters(operation);
  return {
    operationId: operationId(operation),
    tags: [operation.tag],
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    security: operation.access === 'public' ? [] : [{ sessionCookie: [] }],
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(operation.body
      ? {
          requestBody: {
            required: !operation.bodyOptional,
            content: { 'application/json': { schema: wireSchema(operation.body) } },
          },
        }
      : {}),
    responses: responses(operation),
  };
}

export interface DocumentInfo {
  version: string;
  description: string;
  tags: readonly { name: string; description: string }[];
}

export function openApiDocument(operations: readonly ApiOperation[], info: DocumentInfo) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    const path = openApiPath(operation.url);
    paths[path] = { ...paths[path], [operation.method.toLowerCase()]: operationObject(operation) };
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'Ritmo API',
      version: info.version,
      description: info.description,
    },
    tags: info.tags,
    security: [{ sessionCookie: [] }],
    paths,
    components: components(),
  };
}
