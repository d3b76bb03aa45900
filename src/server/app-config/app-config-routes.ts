/** /api/config tells the app what the server allows (self sign-up) and which version it runs. */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '../../common/api/api-paths.js';
import type { AppConfig } from '../../common/schemas/app-config.js';

export function registerAppConfigRoutes(app: FastifyInstance, config: AppConfig): void {
  app.get(apiRoutes.config, async (): Promise<AppConfig> => config);
}
