import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe.each(DATABASES)('security headers on %s', (kind) => {
  const BOOT = 'window.booted=true;';
  let server: TestServer;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'ritmo-web-'));
    mkdirSync(path.join(webRoot, 'prerendered/en'), { recursive: true });
    writeFileSync(path.join(webRoot, 'index.html'), '<script type="module" src="/a.js"></script>');
    writeFileSync(path.join(webRoot, 'prerendered/en/login.html'), `<script>${BOOT}</script>`);
    server = await startTestServer(kind, { WEB_ROOT: webRoot });
  });
  afterAll(async () => {
    await server.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('every answer carries a strict CSP, no framing, nosniff and a same-origin referrer', async () => {
    for (const url of ['/api/health', '/api/patients', '/login', '/home', '/no-such.js']) {
      const { headers } = await server.anonymous().get(url);
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).not.toContain("script-src 'self' 'unsafe-inline'");
      expect(headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(headers.get('x-frame-options'), url).toBe('DENY');
      expect(headers.get('referrer-policy'), url).toBe('same-origin');
      // Served over http here: HSTS would pin a browser to an https that does not exist.
      expect(headers.get('strict-transport-security'), url).toBeNull();
    }
  });

  it('allows exactly the inline scripts of the built HTML, by hash', async () => {
    const csp = (await server.anonymous().get('/api/health')).headers.get(
      'content-security-policy',
    );
    const scriptSrc = csp?.split(';').find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe(`script-src 'self' ${sha256(BOOT)}`);
  });

  it('no API answer may be stored by a cache, errors included', async () => {
    const user = await server.signUp();
    for (const response of [
      await user.get('/api/patients'),
      await user.get('/api/patients/NOPE'),
      await server.anonymous().get('/api/export'),
    ]) {
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('HSTS', () => {
  it('is sent when the public URL is https', async () => {
    const server = await startTestServer('sqlite', { PUBLIC_URL: 'https://ritmo.clinic.example' });
    try {
      const { headers } = await server.anonymous().get('/api/health');
      expect(headers.get('strict-transport-security')).toBe('max-age=15552000');
    } finally {
      await server.close();
    }
  });
});
