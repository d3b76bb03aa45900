/** Serves the built web app: hashed assets cached for a year, the shell revalidated every time. */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
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
  app.get('/', (_request, reply) => sendAppShell(reply));
}

/** Client-side routes (/home, /results/…) get index.html; the router in the browser takes over. */
export function isAppRoute(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.url.startsWith('/api/') &&
    !/\.[a-z0-9]+($|\?)/i.test(request.url)
  );
}

export function sendAppShell(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
}
