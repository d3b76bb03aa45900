import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';

describe.each(DATABASES)('liveness and readiness on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('both answer 200 while the process serves and both databases answer', async () => {
    const client = server.anonymous();
    expect(await client.get(apiPaths.healthLive())).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect(await client.get(apiPaths.health())).toMatchObject({ status: 200, body: { ok: true } });
  });

  it('when the data database stops answering, readiness is a 503 in the error shape and liveness stays 200', async () => {
    // Closing the pool (or the SQLite handle) is the database going away for this process.
    await server.app.dataDb.destroy();
    const client = server.anonymous();
    const ready = await client.get(apiPaths.health());
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({
      error: {
        code: 'database_unavailable',
        message: 'The data database is not answering',
        details: [{ field: 'database.data', message: 'The database is not answering' }],
      },
    });
    expect(await client.get(apiPaths.healthLive())).toMatchObject({
      status: 200,
      body: { ok: true },
    });
  });

  it('while draining, readiness is a 503 but requests are still served, each closing its connection', async () => {
    const client = server.anonymous();
    server.app.startDraining();
    const ready = await client.get(apiPaths.health());
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({
      error: { code: 'service_unavailable', message: 'The server is stopping' },
    });
    const live = await client.get(apiPaths.healthLive());
    expect(live).toMatchObject({ status: 200, body: { ok: true } });
    expect(live.headers.get('connection')).toBe('close');
  });
});
