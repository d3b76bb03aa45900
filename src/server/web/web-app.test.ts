import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.js';

describe('serving the web app', () => {
  let server: TestServer;
  beforeAll(async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'ritmo-web-'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Ritmo</title>');
    server = await startTestServer('sqlite', { WEB_ROOT: webRoot });
  });
  afterAll(() => server.close());

  it.each(['/', '/home', '/results/6f1c0a52-4c1e-4bb8-9d55-5d2f3e1b2a10?x=1'])(
    'answers the app route %s with the shell',
    async (url) => {
      const response = await fetch(server.baseUrl + url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toContain('<title>Ritmo</title>');
    },
  );

  it('keeps unknown API paths a JSON 404', async () => {
    const response = await fetch(`${server.baseUrl}/api/unknown`);
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('not_found');
  });
});
