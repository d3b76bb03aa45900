import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePatient } from '../test/factories.js';
import { startTestServer, type TestServer } from '../test/test-server.js';

describe('API error shape', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(() => server.close());

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await server.anonymous().get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      error: { code: 'not_found', message: 'No route for GET /api/nothing-here' },
    });
  });

  it('answers malformed JSON with 400 and no internals', async () => {
    const user = await server.signUp();
    const response = await user.request('PUT', '/api/patients/P-1', undefined, {
      headers: { 'content-type': 'application/json' },
      raw: '{"patientName": ',
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(JSON.stringify(response.body)).not.toMatch(/at .*\.js|stack|SELECT|INSERT/i);
  });

  it('answers a wrong content type with 415', async () => {
    const user = await server.signUp();
    const response = await user.request('PUT', '/api/patients/P-1', undefined, {
      headers: { 'content-type': 'text/plain' },
      raw: JSON.stringify(makePatient()),
    });
    expect(response.status).toBe(415);
    expect(response.body.error.code).toBe('unsupported_media_type');
  });

  it('creates the workspace row on the first data call', async () => {
    const user = await server.signUp();
    expect((await user.get('/api/patients')).status).toBe(200);
    const response = await user.get('/api/me');
    expect(response.body.id).toBe(user.userId);
  });
});
