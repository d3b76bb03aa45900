/**
 * /api/config tells the app what the server allows (self sign-up) and which version it runs;
 * /api/openapi.json describes every route (built once all are registered, whatever the order).
 */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '../../common/api/api-paths.js';
import { type AppConfig, appConfigSchema } from '../../common/schemas/app-config.js';
import { type ApiOperation, addRoute } from '../kernel/api-operation.js';
import { registerOpenApiRoutes } from './openapi-routes.js';

const configOperation = {
  method: 'GET',
  url: apiRoutes.config,
  tag: 'config',
  summary: 'Whether self sign-up is open, and the version the server runs',
  access: 'public',
  ok: { status: 200, description: '`{ allowSignup, version }`', schema: appConfigSchema },
} as const satisfies ApiOperation;

export function registerAppConfigRoutes(app: FastifyInstance, config: AppConfig): void {
  addRoute(app, configOperation, async (): Promise<AppConfig> => config);
  registerOpenApiRoutes(app, config.version);
}
