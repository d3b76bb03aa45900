/**
 * Path traversal against the built web app's static files: however a path is encoded, nothing
 * outside the web root is ever sent (a secret beside it, /etc/passwd), and nothing answers 5xx.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { expectApiError, sendRaw } from './attack.test-helpers.js';

const SECRET = 'SECRET-OUTSIDE-THE-WEB-ROOT';

describe('static files under traversal', () => {
  let root: string;
  let app: FastifyInstance;
  let baseUrl: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'ritmo-static-'));
    const webRoot = path.join(root, 'web');
    mkdirSync(path.join(webRoot, 'assets'), { recursive: true });
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Ritmo</title>');
    writeFileSync(path.join(webRoot, 'assets/app-1234.js'), 'console.log("app")');
    writeFileSync(path.join(root, 'secret.txt'), SECRET);
    const dataDir = path.join(root, 'data');
    const config = loadConfig({
      DATA_DIR: dataDir,
      WEB_ROOT: webRoot,
      LOG_LEVEL: 'silent',
    });
    app = await buildApp(config);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await app?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the app, and never a file outside the web root', async () => {
    const asset = await sendRaw(baseUrl, 'GET', '/assets/app-1234.js');
    expect(asset.status).toBe(200);
    for (const target of ['secret.txt', 'etc/passwd']) {
      for (const prefix of [
        '/../',
        '/..%2f',
        '/%2e%2e/',
        '/%2e%2e%2f',
        '/assets/../../',
        '/assets/..%2f..%2f',
        '/assets/%2e%2e%2f%2e%2e%2f',
        '/assets/..%5c..%5c',
        '/..%252f',
        '/....//',
        '//',
        '/%2f',
        '/assets/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2f',
      ]) {
        const url = prefix + target;
        const response = await sendRaw(baseUrl, 'GET', url);
        // 403/404 in the error shape, or the app shell (200) for what looks like an app route.
        if (response.status !== 200) expectApiError(response, [403, 404], url);
        const text =
          typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
        expect(text, url).not.toContain(SECRET);
        expect(text, url).not.toMatch(/root:.*:0:0:/);
      }
    }
  });
});
