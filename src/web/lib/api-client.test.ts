import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest, authRequest } from './api-client';
import { ApiError } from './api-error';

function answer(status: number, body?: unknown) {
  const init = { status, headers: { 'content-type': 'application/json' } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), init)),
  );
}

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client', () => {
  it('sends JSON with the session cookie and parses the answer with the given schema', async () => {
    answer(200, { patient: { name: 'Ana' }, extra: 1 });
    const schema = z.object({ patient: z.object({ name: z.string() }) });
    await expect(apiRequest('/api/x', { method: 'PUT', body: { a: 1 }, schema })).resolves.toEqual({
      patient: { name: 'Ana' },
    });
    const [path, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(path).toBe('/api/x');
    expect(init).toMatchObject({ method: 'PUT', credentials: 'same-origin', body: '{"a":1}' });
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('throws the data API`s error with its status, code, message and field details', async () => {
    const details = [{ field: 'body.patientName', message: 'must not be empty' }];
    answer(400, { error: { code: 'validation_failed', message: 'Invalid body', details } });
    const error = await failure(apiRequest('/api/patients/P-1', { method: 'PUT', body: {} }));
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', details });
    expect(error.message).toBe('Invalid body');
  });

  it('sends extra headers (If-Match) and keeps a 409`s whole answer with its current record', async () => {
    const current = { patientId: 'P-1', notes: 'allergy to X', version: 2 };
    answer(409, { error: { code: 'conflict', message: 'Changed elsewhere' }, current });
    const headers = { 'if-match': '"1"' };
    const error = await failure(apiRequest('/api/patients/P-1', { method: 'PUT', headers }));
    expect(vi.mocked(fetch).mock.calls[0]![1]?.headers).toMatchObject(headers);
    expect(error).toMatchObject({ status: 409, code: 'conflict' });
    expect(error.answer).toMatchObject({ current });
  });

  it('keeps the auth service`s own message unchanged', async () => {
    answer(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' });
    const error = await failure(authRequest('/api/auth/sign-in/email', {}));
    expect(error).toMatchObject({ status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' });
    expect(error.message).toBe('Invalid email or password');
  });

  it('names an error without a JSON body by its status', async () => {
    answer(502);
    expect(await failure(apiRequest('/api/patients'))).toMatchObject({
      status: 502,
      code: 'http_502',
    });
  });

  it('reports an unreachable server as status 0, network_error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await failure(apiRequest('/api/patients'))).toMatchObject({
      status: 0,
      code: 'network_error',
    });
  });

  it('refuses an answer that does not match the schema', async () => {
    answer(200, { patients: 'nope' });
    const schema = z.object({ patients: z.array(z.string()) });
    expect(await failure(apiRequest('/api/patients', { schema }))).toMatchObject({
      code: 'invalid_response',
    });
  });

  it('gives undefined for 204 No Content', async () => {
    answer(204);
    await expect(apiRequest('/api/patients/P-1', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});
