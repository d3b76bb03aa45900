/**
 * The server's Prometheus metrics, in a registry of its own per app (several apps in one test
 * process must not share counters). Labels hold route patterns and status classes only, never
 * a URL, an id or an e-mail, so nothing personal reaches the scraper.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { ActivityChange } from '../activities/activity-repository.js';

/** A request that matched no route is counted under this instead of its URL. */
const UNMATCHED_ROUTE = 'unmatched';

/** Seconds; from a cached read to a 30-minute session's save. */
const REQUEST_BUCKETS_S = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS_S = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

export type DatabaseName = 'data' | 'auth';

export interface RequestOutcome {
  method: string;
  /** The route pattern (`/api/patients/:patientId`); undefined when no route matched. */
  route: string | undefined;
  statusCode: number;
  durationMs: number;
}

export function createAppMetrics() {
  const registry = new Registry();
  // Process and Node.js metrics, event-loop lag among them (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'ritmo_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [registry],
  });
  const requestDuration = new Histogram({
    name: 'ritmo_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: REQUEST_BUCKETS_S,
    registers: [registry],
  });
  const queryDuration = new Histogram({
    name: 'ritmo_db_query_duration_seconds',
    help: 'Time of one database query (failed ones included), by database',
    labelNames: ['database'] as const,
    buckets: QUERY_BUCKETS_S,
    registers: [registry],
  });
  const activitiesSaved = new Counter({
    name: 'ritmo_activities_saved_total',
    help: 'Activity saves that stored something: a new activity, or changed notes (replays are not counted)',
    labelNames: ['change'] as const,
    registers: [registry],
  });

  return {
    registry,
    /** Free bytes where DATA_DIR lives, read at each scrape (statfs is cheap). */
    watchFreeBytes(read: () => number | null): void {
      new Gauge({
        name: 'ritmo_data_dir_free_bytes',
        help: 'Bytes free for the server on the filesystem that holds DATA_DIR',
        registers: [registry],
        collect() {
          const free = read();
          if (free !== null) this.set(free);
        },
      });
    },
    observeRequest({ method, route, statusCode, durationMs }: RequestOutcome): void {
      const labels = { method, route: route ?? UNMATCHED_ROUTE };
      requests.inc({ ...labels, status_class: `${Math.floor(statusCode / 100)}xx` });
      requestDuration.observe(labels, durationMs / 1000);
    },
    queryTimer(database: DatabaseName) {
      return (durationMs: number) => queryDuration.observe({ database }, durationMs / 1000);
    },
    activitySaved(change: NonNullable<ActivityChange>): void {
      activitiesSaved.inc({ change });
    },
  };
}

export type AppMetrics = ReturnType<typeof createAppMetrics>;
