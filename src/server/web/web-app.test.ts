import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
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
    // As scripts/prerender.mjs leaves them: the sign-in page per language.
    for (const language of ['en', 'pt-BR']) {
      mkdirSync(path.join(webRoot, 'prerendered', language), { recursive: true });
      const page = `<!doctype html><title>Ritmo</title><h1>login ${language}</h1>`;
      writeFileSync(path.join(webRoot, 'prerendered', language, 'login.html'), page);
      writeFileSync(path.join(webRoot, 'prerendered', language, 'login.html.gz'), gzipSync(page));
    }
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

  it.each([
    ['pt-BR,pt;q=0.9,en;q=0.8', 'login pt-BR'],
    ['pt-PT', 'login pt-BR'],
    ['en-US,en;q=0.9', 'login en'],
    ['de-DE', 'login en'],
    [undefined, 'login en'],
  ])('answers /login with the prerendered page for Accept-Language %s', async (accept, heading) => {
    const response = await fetch(`${server.baseUrl}/login?from=home`, {
      headers: accept ? { 'accept-language': accept } : {},
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toMatch(/accept-language/i);
    expect(await response.text()).toContain(`<h1>${heading}</h1>`);
  });

  it('sends the prerendered page compressed too, and other routes the plain shell', async () => {
    const login = await rawGet(`${server.baseUrl}/login`, 'gzip');
    expect(login.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(login.body).toString()).toContain('<h1>login en</h1>');
    const signup = await fetch(`${server.baseUrl}/signup`, {
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(await signup.text()).toBe('<!doctype html><title>Ritmo</title>');
  });
});
