import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.js';

const ASSET = `export const sessions = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => i))};`;

/** A raw GET (fetch would ask for and undo compression by itself). */
function rawGet(url: string, acceptEncoding?: string) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('serving the web app', () => {
  let server: TestServer;
  beforeAll(async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'ritmo-web-'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Ritmo</title>');
    // As the build leaves them: the asset, and its .br and .gz beside it.
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'assets', 'app-1a2b.js'), ASSET);
    writeFileSync(path.join(webRoot, 'assets', 'app-1a2b.js.br'), brotliCompressSync(ASSET));
    writeFileSync(path.join(webRoot, 'assets', 'app-1a2b.js.gz'), gzipSync(ASSET));
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

  it('sends the precompressed asset the browser accepts, and the plain one otherwise', async () => {
    const url = `${server.baseUrl}/assets/app-1a2b.js`;
    const brotli = await rawGet(url, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(ASSET);
    const gzip = await rawGet(url, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await rawGet(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(ASSET);
    expect(plain.headers['cache-control']).toContain('immutable');
  });
});
