/**
 * Security headers on every answer (@fastify/helmet): a strict Content-Security-Policy — scripts
 * only from this origin, plus the few inline scripts the build put in its HTML, by hash — no
 * framing, no sniffing, no referrer to other sites, HSTS when the public URL is https; and
 * `Cache-Control: no-store` on every API answer (patient data must not sit in a shared cache).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

const HSTS_MAX_AGE_S = 180 * 24 * 60 * 60;

/** `'sha256-…'` of every inline `<script>` in the built HTML (the prerendered page's boot code). */
export function inlineScriptHashes(webRoot: string | null): string[] {
  if (!webRoot || !existsSync(webRoot)) return [];
  const hashes = new Set<string>();
  for (const file of htmlFiles(webRoot)) {
    const html = readFileSync(file, 'utf8');
    for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      const body = match[1]!;
      if (body.trim() === '') continue;
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

interface SecurityHeaderConfig {
  publicUrl: string;
  webRoot: string | null;
}

function helmetOptions({ publicUrl, webRoot }: SecurityHeaderConfig): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(webRoot)],
        // Mantine and uPlot set style attributes and <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: publicUrl.startsWith('https:')
      ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: false }
      : false,
  };
}

/** Headers of every answer that are not about its body. */
const NOT_SECURITY = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
]);

/**
 * The headers helmet sets, as it sets them (one request to a throwaway instance), plus no-store:
 * for refusals made before any hook runs (a URL the router cannot decode, headers over 16 KiB),
 * which would otherwise go out bare.
 */
export async function refusalHeaders(
  config: SecurityHeaderConfig,
): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, helmetOptions(config));
  probe.get('/', async () => '');
  try {
    const { headers } = await probe.inject('/');
    const kept = Object.entries(headers).filter(([name]) => !NOT_SECURITY.has(name));
    return {
      ...Object.fromEntries(kept.map(([name, value]) => [name, String(value)])),
      'cache-control': 'no-store',
    };
  } finally {
    await probe.close();
  }
}

export async function installSecurityHeaders(
  app: FastifyInstance,
  config: SecurityHeaderConfig,
): Promise<void> {
  await app.register(helmet, helmetOptions(config));
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
}
