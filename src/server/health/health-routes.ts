/**
 * Liveness and readiness: /api/health/live answers while the process serves (no database call,
 * so a slow database does not get the process restarted); /api/health once both databases do,
 * and not while the server drains before stopping, so a load balancer sends it nothing new.
 */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '../../common/api/api-paths.js';
import { HttpError } from '../http/http-error.js';

export function registerHealthRoutes(
  app: FastifyInstance,
  pingDatabases: () => Promise<void>,
  isDraining: () => boolean,
): void {
  app.get(apiRoutes.healthLive, async () => ({ ok: true }));

  app.get(apiRoutes.health, async (request) => {
    if (isDraining()) throw new HttpError(503, 'service_unavailable', 'The server is stopping');
    try {
      await pingDatabases();
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      throw new HttpError(503, 'service_unavailable', 'A database is not answering');
    }
    return { ok: true };
  });
}
