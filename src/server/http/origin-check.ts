/**
 * A state-changing data call (PUT, DELETE under /api) sent by a browser from another site is
 * refused: the browser names the page's origin, and only the app's own (PUBLIC_URL, the local
 * addresses, TRUSTED_ORIGINS) may write. Calls without an Origin (scripts, the CLI, curl) are not
 * cross-site requests a cookie could be abused by, and pass. Better Auth checks its own routes.
 * The path checked is the one the router served, not the URL as sent: `/%61pi/patients/X` is
 * routed as `/api/patients/X`, and a raw-prefix check let it write from any site.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../kernel/http-error.js';

const STATE_CHANGING = new Set(['PUT', 'DELETE', 'PATCH', 'POST']);

/** The route the request reached (its pattern), else its path percent-decoded. */
function servedPath(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route) return route;
  const path = request.url.split('?')[0]!;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export function installOriginCheck(app: FastifyInstance, trustedOrigins: readonly string[]): void {
  const trusted = new Set(trustedOrigins.map((origin) => new URL(origin).origin));
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const path = servedPath(request);
    if (!path.startsWith('/api/') || path.startsWith('/api/auth/')) return;
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
