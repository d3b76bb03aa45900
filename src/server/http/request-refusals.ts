/**
 * What every request is refused for before any route (the auth service's included) runs: a write
 * from a site that is not the app's, and U+0000 in its params, query or body.
 */
import type { FastifyInstance } from 'fastify';
import { installNulRefusal } from './nul-refusal.js';
import { installOriginCheck } from './origin-check.js';

export function installRequestRefusals(
  app: FastifyInstance,
  trustedOrigins: readonly string[],
): void {
  installOriginCheck(app, trustedOrigins);
  installNulRefusal(app);
}
