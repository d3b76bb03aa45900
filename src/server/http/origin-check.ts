/**
 * A state-changing data call (PUT, DELETE under /api) sent by a browser from another site is
 * refused: the browser names the page's origin, and only the app's own (PUBLIC_URL, the local
 * addresses, TRUSTED_ORIGINS) may write. Calls without an Origin (scripts, the CLI, curl) are not
 * cross-site requests a cookie could be abused by, and pass. Better Auth checks its own routes.
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.js';

const STATE_CHANGING = new Set(['PUT', 'DELETE', 'PATCH', 'POST']);

export function installOriginCheck(app: FastifyInstance, trustedOrigins: readonly string[]): void {
  const trusted = new Set(trustedOrigins.map((origin) => new URL(origin).origin));
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/auth/')) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (!trusted.has(origin)) {
      throw new HttpError(
        403,
        'forbidden',
        'This request comes from a site that may not write here',
        [{ field: 'headers.origin', message: `not a trusted origin: ${origin.slice(0, 100)}` }],
      );
    }
  });
}
