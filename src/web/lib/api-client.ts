/**
 * Same-origin JSON client. Data API failures arrive as `{ error: { code, message, details } }`,
 * the auth service's as `{ code, message }`; both are thrown as an ApiError.
 */
// zod/mini: the client itself needs only zod's core (about 15 KB gzipped, not 24), so loading it
// does not bring the full API. Callers' schemas built with the full zod parse through that core.
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { apiErrorSchema } from '../../common/schemas/errors';
import { ApiError, NETWORK_ERROR_STATUS } from './api-error';
import { tellForbidden } from './forbidden-events';
import { clearLocalData } from './local-data';
import { noteServerLocked } from './session-lock';

const authErrorSchema = z.object({
  code: z.optional(z.string()),
  message: z.string().check(z.minLength(1)),
});

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Parses the JSON answer; without it the answer is ignored. */
  schema?: $ZodType<T>;
  /** Extra request headers, e.g. `If-Match` on an edit. */
  headers?: Record<string, string>;
}

export { onForbidden } from './forbidden-events';

/**
 * A call to the data API. A 401 while online means the session ended: the user and cached data
 * are cleared (unsynced writes and recordings stay for when they sign in again), and the route
 * guard then sends the visitor to /login.
 */
export async function apiRequest<T = undefined>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  try {
    return await request(path, options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && navigator.onLine) {
      await clearLocalData({ keepUnsynced: true });
    }
    if (error instanceof ApiError && error.status === 403) {
      tellForbidden(error);
    }
    // The session is locked on the server (idle there, or locked in another tab): lock the screen.
    if (error instanceof ApiError && error.status === 423) noteServerLocked();
    throw error;
  }
}

/** A call to the auth service (`/api/auth/*`): its 401 is a wrong password, not an ended session. */
export function authRequest<T = undefined>(
  path: string,
  body: unknown,
  schema?: $ZodType<T>,
  headers?: Record<string, string>,
): Promise<T> {
  return request(path, { method: 'POST', body, schema, headers });
}

async function request<T>(
  path: string,
  { method = 'GET', body, schema, headers: extraHeaders }: RequestOptions<T>,
): Promise<T> {
  const headers: Record<string, string> = { ...extraHeaders, accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new ApiError(NETWORK_ERROR_STATUS, 'network_error', String(error));
  }
  if (!response.ok) throw await readError(response);
  if (!schema || response.status === 204) return undefined as T;
  const parsed = z.safeParse(schema, await response.json().catch(() => undefined));
  if (!parsed.success) {
    throw new ApiError(response.status, 'invalid_response', `Unexpected answer from ${path}`);
  }
  return parsed.data;
}

async function readError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const apiError = z.safeParse(apiErrorSchema, body);
  if (apiError.success) {
    const { code, message, details } = apiError.data.error;
    return new ApiError(response.status, code, message, details, body);
  }
  const authError = z.safeParse(authErrorSchema, body);
  if (authError.success) {
    const { code, message } = authError.data;
    return new ApiError(response.status, code ?? `http_${response.status}`, message);
  }
  return new ApiError(
    response.status,
    `http_${response.status}`,
    response.statusText || `HTTP ${response.status}`,
  );
}
