/**
 * GET /metrics for a Prometheus scraper, and the hook that counts and times every answer. Meant
 * for the operator's network only (bind or proxy it away from the public); METRICS_TOKEN adds a
 * bearer token on top.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../kernel/http-error.js';
import type { AppMetrics } from './app-metrics.js';

/** Outside /api: it is for the operator's scraper, not for the web app. */
export const METRICS_PATH = '/metrics';

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so neither the token's length nor its characters leak through timing. */
function hasToken(request: FastifyRequest, token: string): boolean {
  const sent = request.headers.authorization ?? '';
  return timingSafeEqual(sha256(sent), sha256(`Bearer ${token}`));
}

export function registerMetricsRoutes(
  app: FastifyInstance,
  metrics: AppMetrics,
  token: string | null,
): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest({
      method: request.method,
      route: request.routeOptions.url,
      statusCode: reply.statusCode,
      durationMs: reply.elapsedTime,
    });
  });

  app.get(METRICS_PATH, async (request, reply) => {
    if (token !== null && !hasToken(request, token)) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, 'unauthorized', 'The metrics token is missing or wrong');
    }
    const text = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(text);
  });
}
