/**
 * API answers compressed (br or gzip, by Accept-Encoding) once they pass ~1 KB: a 30-minute
 * session's JSON shrinks several times over. Only /api: the web app's files are sent already
 * compressed by the build (@fastify/static, `preCompressed`), and must not be compressed again.
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

const THRESHOLD_BYTES = 1024;

export async function installApiCompression(app: FastifyInstance): Promise<void> {
  // Runs before the plugin's own onRoute hook, which then leaves these routes alone.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) route.compress = false;
  });
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: THRESHOLD_BYTES });
}
