/**
 * Liveness and readiness: /api/health/live answers while the process serves (no database call,
 * so a slow database does not get the process restarted); /api/health once both databases do.
 */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '../../common/api/api-paths.js';
import { HttpError } from '../http/http-error.js';

export function registerHealthRoutes(
  app: FastifyInstance,
  pingDatabases: () => Promise<void>,
): void {
  app.get(apiRoutes.healthLive, async () => ({ ok: true }));

  app.get(apiRoutes.health, async (request) => {
    try {
      await pingDatabases();
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      throw new HttpError(503, 'internal_error', 'A database is not answering');
    }
    return { ok: true };
  });
}
