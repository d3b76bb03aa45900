/** /api/health answers once both databases do; /api/config tells the app what the server allows. */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../common/schemas/app-config.js';
import { HttpError } from '../http/http-error.js';

export interface HealthDeps {
  pingDatabases(): Promise<void>;
  allowSignup: boolean;
  version: string;
}

export function registerHealthRoutes(app: FastifyInstance, deps: HealthDeps): void {
  app.get('/api/health', async (request) => {
    try {
      await deps.pingDatabases();
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      throw new HttpError(503, 'internal_error', 'A database is not answering');
    }
    return { ok: true };
  });

  app.get(
    '/api/config',
    async (): Promise<AppConfig> => ({ allowSignup: deps.allowSignup, version: deps.version }),
  );
}
