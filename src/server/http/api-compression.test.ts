import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { simulatedActivitySamples } from '../../common/simulation/index.js';
import { makeActivity, makePatient } from '../test/factories.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';

const THIRTY_MINUTES_S = 30 * 60;

/** A raw GET: the bytes as they crossed the wire (fetch would undo the compression itself). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe.each(DATABASES)('API answers compressed on %s', (kind) => {
  let server: TestServer;
  let webRoot: string;
  // An asset as the build leaves it (with its .br) and one it did not compress.
  const asset = `export const zones = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => i))};`;
  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'ritmo-web-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Ritmo</title>');
    writeFileSync(path.join(webRoot, 'assets', 'app-1a2b.js'), asset);
    writeFileSync(path.join(webRoot, 'assets', 'app-1a2b.js.br'), brotliCompressSync(asset));
    writeFileSync(path.join(webRoot, 'assets', 'plain-3c4d.js'), asset);
    server = await startTestServer(kind, { WEB_ROOT: webRoot });
  });
  afterAll(async () => {
    await server.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('sends a 30-minute session br or gzip as asked, identical once decompressed', async () => {
    const user = await server.signUp();
    const patientId = randomUUID();
    await user.put(apiPaths.patient(patientId), makePatient());
    const { activityId, ...activity } = makeActivity(
      patientId,
      { samples: simulatedActivitySamples(7, THIRTY_MINUTES_S * 1000) },
      THIRTY_MINUTES_S,
    );
    expect((await user.put(apiPaths.activity(activityId), activity)).status).toBe(200);

    const url = server.baseUrl + apiPaths.activity(activityId);
    const as = (encoding: string) =>
      rawGet(url, { cookie: user.cookie, 'accept-encoding': encoding });
    const plain = await as('identity');
    const gzip = await as('gzip');
    const br = await as('gzip, deflate, br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(plain.body.toString()).activity.samples.t).toHaveLength(THIRTY_MINUTES_S);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    // Measured: 53.6 KB plain, 23.0 KB gzip, 18.3 KB br (simulated 1 Hz heart rate and RR).
    expect(gzip.body.length * 2).toBeLessThan(plain.body.length);
    expect(br.body.length).toBeLessThan(gzip.body.length);
  });

  it('leaves answers under 1 KB as they are', async () => {
    const small = await rawGet(server.baseUrl + apiPaths.healthLive(), { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ ok: true });
  });

  it('never compresses the web app: built files go out as the build compressed them, or plain', async () => {
    const precompressed = await rawGet(`${server.baseUrl}/assets/app-1a2b.js`, {
      'accept-encoding': 'br, gzip',
    });
    expect(precompressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(precompressed.body).toString()).toBe(asset);
    const plain = await rawGet(`${server.baseUrl}/assets/plain-3c4d.js`, {
      'accept-encoding': 'br, gzip',
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(asset);
  });
});
