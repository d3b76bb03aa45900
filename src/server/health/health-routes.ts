/**
 * Liveness and readiness: /api/health/live answers while the process serves (no database call,
 * so a slow or absent database never gets the process restarted); /api/health once each
 * database answers within a bounded time, the disk took the last write, and the server is not
 * draining before stopping, so a load balancer sends it nothing new. A 503 names what is wrong.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiRoutes } from '../../common/api/api-paths.js';
import type { ErrorDetail } from '../../common/schemas/errors.js';
import { type ApiOperation, addRoute } from '../kernel/api-operation.js';
import { HttpError } from '../kernel/http-error.js';
import type { StorageHealth } from './storage-health.js';

export interface ReadinessChecks {
  /** Each database's ping, by name (`data`, `auth`). */
  databases: Record<string, () => Promise<void>>;
  /** How long a ping may take before the database counts as not answering. */
  pingTimeoutMs: number;
  storage: StorageHealth;
  isDraining: () => boolean;
}

function withinMs(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const okAnswer = z.object({ ok: z.literal(true) });

const ops = {
  live: {
    method: 'GET',
    url: apiRoutes.healthLive,
    tag: 'health',
    summary: 'Liveness: the process serves (no database call)',
    access: 'public',
    ok: { status: 200, description: '`{ ok: true }`', schema: okAnswer },
  },
  ready: {
    method: 'GET',
    url: apiRoutes.health,
    tag: 'health',
    summary: 'Readiness: both databases answer, the disk took the last write, not draining',
    description:
      'A 503 names what is wrong: `database_unavailable` (with `details` per database), a `storage_*` code, or `service_unavailable` while the server drains before stopping.',
    access: 'public',
    ok: { status: 200, description: '`{ ok: true }`', schema: okAnswer },
    refusals: [503],
  },
} as const satisfies Record<string, ApiOperation>;

export function registerHealthRoutes(app: FastifyInstance, checks: ReadinessChecks): void {
  addRoute(app, ops.live, async () => ({ ok: true }));

  addRoute(app, ops.ready, async (request) => {
    if (checks.isDraining()) {
      throw new HttpError(503, 'service_unavailable', 'The server is stopping');
    }
    const names = Object.keys(checks.databases);
    const results = await Promise.allSettled(
      names.map((name) => withinMs(checks.databases[name]!(), checks.pingTimeoutMs)),
    );
    const down: ErrorDetail[] = [];
    results.forEach((result, i) => {
      if (result.status === 'fulfilled') return;
      request.log.error({ err: result.reason, database: names[i] }, 'health check failed');
      down.push({ field: `database.${names[i]}`, message: 'The database is not answering' });
    });
    if (down.length > 0) {
      const which = down.map((d) => d.field.slice('database.'.length)).join(' and ');
      throw new HttpError(
        503,
        'database_unavailable',
        `The ${which} database is not answering`,
        down,
      );
    }
    const fault = checks.storage.currentFault();
    if (fault) {
      throw new HttpError(503, fault.code, fault.message, [
        { field: 'storage', message: fault.cause },
      ]);
    }
    return { ok: true };
  });
}
