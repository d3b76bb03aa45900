/**
 * One API operation, declared once beside its route: method, URL pattern, the zod schemas of its
 * input and answer, and the refusals it can give. The route registers and validates with it
 * (`addRoute`, `parseInput(op.body, …)`), and GET /api/openapi.json is built from the same
 * objects (openapi-document.ts), so the document cannot describe a schema the route does not use.
 */
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE';

/**
 * Refusals an operation can give besides 400 (any operation with input) and 401 (any that needs
 * a session), which the document adds itself.
 */
export type RefusalStatus = 403 | 404 | 409 | 410 | 423 | 429 | 503;

export interface ApiOperation {
  method: HttpMethod;
  /** Fastify's pattern (`/api/patients/:patientId`), from `apiRoutes`. */
  url: string;
  /** The area it belongs to; one tag per area in the document. */
  tag: string;
  summary: string;
  /** Who may, what is audited, the rules a caller must know: Markdown. */
  description?: string;
  /** `session` (the default): the session cookie, else 401. `public`: anyone. */
  access?: 'public' | 'session';
  /** Answers while the session is locked (the lock screen's own routes): no 423. */
  whileLocked?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body may be left out (it then counts as `{}`). */
  bodyOptional?: boolean;
  /** Optimistic-concurrency headers it reads (kernel/if-match.ts). */
  conditions?: readonly ('if-match' | 'if-none-match')[];
  ok: {
    status: 200 | 201 | 204;
    description: string;
    /** The answer's JSON, as the web app's client parses it (its input side is the wire). */
    schema?: z.core.$ZodType;
    /** Other than application/json (a CSV, a FHIR bundle). */
    contentType?: string;
  };
  refusals?: readonly RefusalStatus[];
}

/** Operations registered on each app, in order, for the document. */
const registered = new WeakMap<FastifyInstance, ApiOperation[]>();

function record(app: FastifyInstance, operation: ApiOperation): void {
  const list = registered.get(app) ?? [];
  list.push(operation);
  registered.set(app, list);
}

/** Registers the operation's route and records it for the document. */
export function addRoute(
  app: FastifyInstance,
  operation: ApiOperation,
  handler: RouteHandlerMethod,
): void {
  app.route({ method: operation.method, url: operation.url, handler });
  record(app, operation);
}

/**
 * Records operations served by a catch-all route (the auth service's `/api/auth/*`), so the
 * document lists each one though Fastify holds a single wildcard.
 */
export function describeServedBy(
  app: FastifyInstance,
  catchAll: string,
  operations: readonly ApiOperation[],
): void {
  for (const operation of operations) {
    if (!operation.url.startsWith(catchAll.replace(/\*$/, ''))) {
      throw new Error(`${operation.url} is not under ${catchAll}`);
    }
    record(app, operation);
  }
}

/** Every operation registered on the app so far. */
export function operationsOf(app: FastifyInstance): readonly ApiOperation[] {
  return registered.get(app) ?? [];
}
