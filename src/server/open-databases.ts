/**
 * Opens the data and the auth database for the app, migrated, with the limits that keep a
 * request from waiting on a dead database, and a listener that keeps a lost PostgreSQL
 * connection from ending the process (the pool opens a new one when the server is back).
 */
import type { FastifyInstance } from 'fastify';
import { auditRecorderOn } from './audit/auth-audit.js';
import { openAuth } from './auth/auth-service.js';
import { clinicRecordsOn } from './auth/clinic-deletion.js';
import type { Config } from './config.js';
import { connect, type QueryTimer } from './db/connect.js';
import { migrateDataDatabase } from './db/migrate.js';
import type { DataSchema } from './db/schema.js';
import type { AppMetrics, DatabaseName } from './metrics/app-metrics.js';

/** Test-only observers; production passes none, so no query is timed without metrics. */
export interface AppObservers {
  /** Told every query the data database runs, compiled (tenant-key.test.ts checks them). */
  onDataQuery?: QueryTimer;
  /**
   * The clock of attempt limits (sign-in and lock screen), of "today" in the schedule and the
   * summary, and of when patients and sessions are written; tests move it instead of waiting.
   */
  now?: () => number;
  /**
   * Handed every e-mail send that runs after its answer (invitations, password resets): tests
   * await them to tell "nothing was mailed" without waiting on the clock.
   */
  onBackgroundTask?: (task: Promise<unknown>) => void;
  /** Told each route as it is registered (the OpenAPI test checks every one is documented). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
}

export async function openDatabases(
  app: FastifyInstance,
  config: Config,
  metrics: AppMetrics | null,
  { onDataQuery, now, onBackgroundTask }: AppObservers,
) {
  const connectionLost = (database: DatabaseName) => (error: Error) =>
    app.log.warn({ err: error, database }, 'database connection lost; the next query reconnects');
  const timeQuery = metrics?.queryTimer('data');
  const data = connect<DataSchema>(config.database, {
    onQuery: onDataQuery
      ? (ms, query) => {
          timeQuery?.(ms);
          onDataQuery(ms, query);
        }
      : timeQuery,
    limits: config.databaseLimits,
    onConnectionError: connectionLost('data'),
  });
  await migrateDataDatabase(data);
  const { auth, connection: authConnection } = await openAuth(config, {
    onQuery: metrics?.queryTimer('auth'),
    onConnectionError: connectionLost('auth'),
    audit: auditRecorderOn(data.db),
    clinicRecords: clinicRecordsOn(data.db),
    now,
    onBackgroundTask,
  });
  return { data, auth, authConnection };
}
