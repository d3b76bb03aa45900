/** Serves the built web app: hashed assets cached for a year, the shell revalidated every time. */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES, type Language, pickLanguage } from '../../common/language.js';

export type SendAppShell = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string,
  sendAppShell: SendAppShell,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: true,
    index: false,
    // The build writes .br and .gz beside each asset; the best one the browser accepts is sent.
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The static wildcard would answer "/" with 403 (a directory, index off); "/" is the app.
  app.get('/', sendAppShell);
}

/** Client-side routes (/home, /results/…) get index.html; the router in the browser takes over. */
export function isAppRoute(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.url.startsWith('/api/') &&
    !/\.[a-z0-9]+($|\?)/i.test(request.url)
  );
}

function prerenderedFile(language: Language, routePath: string): string {
  return `prerendered/${language}${routePath}.html`;
}

function prerenderedFiles(webRoot: string, language: Language): string[] {
  const dir = path.join(webRoot, 'prerendered', language);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.html'))
    .map((name) => prerenderedFile(language, `/${name.slice(0, -'.html'.length)}`));
}

/**
 * index.html, or for a prerendered route the page in the browser's language: the first tag of
 * Accept-Language is what `navigator.language` says, which the app itself goes by.
 */
export function createAppShell(webRoot: string): SendAppShell {
  // What the build prerendered (the web app's route table decides): the files are the list.
  const available = new Set(LANGUAGES.flatMap((language) => prerenderedFiles(webRoot, language)));
  const prerenderedPaths = new Set(
    [...available].map((file) => file.replace(/^prerendered\/[^/]+/, '').replace(/\.html$/, '')),
  );
  return (request, reply) => {
    reply.header('cache-control', 'no-cache').type('text/html');
    const routePath = request.url.split('?')[0] ?? '';
    if (prerenderedPaths.has(routePath)) {
      const firstTag = request.headers['accept-language']?.split(',')[0]?.split(';')[0]?.trim();
      const file = prerenderedFile(pickLanguage(null, firstTag), routePath);
      if (available.has(file)) return reply.header('vary', 'accept-language').sendFile(file);
    }
    return reply.sendFile('index.html');
  };
}
