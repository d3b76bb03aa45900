/**
 * Mounts the auth service at /api/auth/*. Its answers pass through unchanged, so the app can
 * show the auth service's own messages; failures also carry our `error` object (with `details`
 * naming the field where the auth service gave them) so every API failure can be read the same
 * way. A failure without a JSON body (a disabled endpoint's 404) gets that object alone.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiRoutes } from '../../common/api/api-paths.js';
import type { ErrorDetail } from '../../common/schemas/errors.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { describeServedBy } from '../kernel/api-operation.js';
import { CLIENT_IP_HEADER } from '../kernel/client-address.js';
import { HttpError } from '../kernel/http-error.js';
import { authOperations } from './auth-operations.js';
import type { AuthService } from './auth-service.js';

const AUTH_ERROR_CODES: Record<number, string> = {
  400: 'validation_failed',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  422: 'validation_failed',
  429: 'too_many_requests',
};

export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/** JSON.stringify recurses deeper than JSON.parse: a body nested ~10k levels overflows it. */
function reserialised(body: unknown): string {
  try {
    return JSON.stringify(body);
  } catch {
    throw new HttpError(400, 'validation_failed', 'Request body is nested too deeply');
  }
}

function toFetchRequest(request: FastifyRequest): Request {
  const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
  const headers = toFetchHeaders(request);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  headers.delete('content-length');
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody && request.body !== undefined ? reserialised(request.body) : undefined,
  });
}

function parsedObject(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Better Auth's refusals that clash with an existing row (one person, one membership and one
 * pending invitation per clinic) rather than being malformed: 409, not its 400.
 */
const CONFLICT_CODES = new Set([
  'USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION',
  'USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION',
]);

/** Ritmo's own refusals raised inside the auth service, under the data API's code for them. */
const RITMO_CODES: Record<string, string> = { TWO_FACTOR_REQUIRED: 'two_factor_required' };

interface AuthAnswer {
  status: number;
  body: string;
  /** The body is JSON now where it was not. */
  madeJson: boolean;
}

async function withErrorObject(response: Response): Promise<AuthAnswer> {
  const text = await response.text();
  if (response.ok) return { status: response.status, body: text, madeJson: false };
  const parsed = parsedObject(text);
  const status =
    typeof parsed?.code === 'string' && CONFLICT_CODES.has(parsed.code) ? 409 : response.status;
  const message =
    typeof parsed?.message === 'string' ? parsed.message : response.statusText || 'Failed';
  const ritmoCode = typeof parsed?.code === 'string' ? RITMO_CODES[parsed.code] : undefined;
  const code = ritmoCode ?? AUTH_ERROR_CODES[status] ?? 'internal_error';
  const details = Array.isArray(parsed?.details) ? (parsed.details as ErrorDetail[]) : undefined;
  const error = details ? { code, message, details } : { code, message };
  return { status, body: JSON.stringify({ ...parsed, error }), madeJson: !parsed };
}

/**
 * Only the clinic-membership indexes are unique in what a request can race on (one membership,
 * one pending invitation per person and clinic): a refusal there is a clash with a row another
 * request just wrote, answered 409; any other failure stays a fault.
 */
function asConflict(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new HttpError(
      409,
      'conflict',
      'This person is already invited to or a member of this clinic',
    );
  }
  throw error;
}

/** Better Auth's session cookie (with or without the `__Secure-` prefix). */
const carriesSession = (request: FastifyRequest) =>
  request.headers.cookie?.includes('better-auth.session_token=') ?? false;

/**
 * @param pingAuthDatabase throws the database's own error when it does not answer. Better Auth
 *   reads the session inside a catch, so with its database away a signed-in request is told 401
 *   (or 500), which the app takes as "signed out": asked then, the database's silence becomes the
 *   503 of any other outage, and the device keeps its session and its unsynced work.
 */
export function registerAuthRoutes(
  app: FastifyInstance,
  auth: AuthService,
  pingAuthDatabase: () => Promise<void>,
): void {
  app.route({
    method: ['GET', 'POST'],
    url: apiRoutes.auth,
    handler: async (request, reply) => {
      // Better Auth throws its database's errors (onAPIError.throw): a unique index's refusal is
      // a 409; an outage or a full disk goes on to the error handler (503/507), anything else 500.
      const response = await auth.handler(toFetchRequest(request)).catch(asConflict);
      const suspect = response.status === 401 || response.status >= 500;
      if (suspect && carriesSession(request)) await pingAuthDatabase();
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      const { status, body, madeJson } = await withErrorObject(response);
      reply.status(status);
      if (madeJson) reply.header('content-type', 'application/json; charset=utf-8');
      return reply.send(body);
    },
  });
  describeServedBy(app, apiRoutes.auth, authOperations);
}
