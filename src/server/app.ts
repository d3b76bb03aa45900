/** buildApp(config) → a ready Fastify instance; main.ts and the tests both call it. */

import { readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { createActivityRepository } from './activities/activity-repository.js';
import { registerActivityRoutes } from './activities/activity-routes.js';
import { registerAttendanceRoutes } from './activities/attendance-routes.js';
import { schedulePurgeOfDeleted } from './activities/deleted-retention.js';
import { registerOfflineCopyRoutes } from './activities/offline-copy-routes.js';
import { registerAppConfigRoutes } from './app-config/app-config-routes.js';
import { createAssessmentRepository } from './assessments/assessment-repository.js';
import { registerAssessmentRoutes } from './assessments/assessment-routes.js';
import { createAuditRepository } from './audit/audit-repository.js';
import { registerAuditRoutes } from './audit/audit-routes.js';
import { registerAuthRoutes } from './auth/auth-routes.js';
import type { AuthService } from './auth/auth-service.js';
import { createPasswordConfirmation } from './auth/password-confirmation.js';
import { registerResetLinkRoutes } from './auth/reset-link-routes.js';
import { installSessionGuard } from './auth/session-guard.js';
import { installSessionLockGuard } from './auth/session-lock-guard.js';
import { createSessionLocks } from './auth/session-locks.js';
import { clinicTwoFactorSetting } from './auth/two-factor-policy.js';
import { createSlotRepository } from './class-slots/slot-repository.js';
import { registerSlotRoutes } from './class-slots/slot-routes.js';
import type { Config } from './config.js';
import type { Connection } from './db/connect.js';
import type { DataSchema } from './db/schema.js';
import { registerExportRoutes } from './export/export-routes.js';
import { registerHealthRoutes } from './health/health-routes.js';
import { createStorageHealth, warnIfStorageLow } from './health/storage-health.js';
import { createHomeExport } from './home/home-export.js';
import { registerHomeRoutes } from './home/register-home.js';
import { installApiCompression } from './http/api-compression.js';
import { answerClientError } from './http/client-error.js';
import { answerError, installErrorHandling } from './http/error-handler.js';
import { installRequestRefusals } from './http/request-refusals.js';
import { installSecurityHeaders, refusalHeaders } from './http/security-headers.js';
import { registerMeRoutes } from './me/me-routes.js';
import { createAppMetrics } from './metrics/app-metrics.js';
import { registerMetricsRoutes } from './metrics/metrics-routes.js';
import { type AppObservers, openDatabases } from './open-databases.js';
import { registerPatientFhirRoutes } from './patient-views/patient-fhir-routes.js';
import { registerPatientTrendRoutes } from './patient-views/patient-trend-routes.js';
import { createPatientRepository } from './patients/patient-repository.js';
import { registerPatientRoutes } from './patients/patient-routes.js';
import { registerPrescriptionRoutes } from './programmes/prescription-routes.js';
import { rehabilitationRecords } from './programmes/programme-fhir.js';
import { createProgrammeRepository } from './programmes/programme-repository.js';
import { registerProgrammeRoutes } from './programmes/programme-routes.js';
import { registerProgrammeSummaryRoutes } from './programmes/summary-routes.js';
import { createPush, registerPush } from './push/register-push.js';
import { createReviewRepository } from './reviews/review-repository.js';
import { registerReviewRoutes } from './reviews/review-routes.js';
import type { RouteContext } from './route-context.js';
import { createAppShell, isAppRoute, registerWebApp } from './web/web-app.js';
import { registerClinicSettingsRoutes } from './workspaces/clinic-settings-routes.js';
import { inactivityLimitOf } from './workspaces/inactivity-limit.js';
import { createTimeZoneOf } from './workspaces/time-zone-of.js';
import { registerTransferRoutes } from './workspaces/transfer-routes.js';
import { createClinicMembership, createWorkspaceAccess } from './workspaces/workspace-access.js';
import {
  createWorkspaceRepository,
  type WorkspaceRepository,
} from './workspaces/workspace-repository.js';

// The same relative path from src/server (tests) and dist/server (built).
const packageJson = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** The data database, for tests and benchmarks that seed or inspect rows directly. */
    dataDb: Kysely<DataSchema>;
    /**
     * From now on readiness answers 503 and every answer closes its connection, while requests
     * are still served: the drain between SIGTERM and close (main.ts).
     */
    startDraining(): void;
  }
}

const BODY_LIMIT_BYTES = 4 * 1024 * 1024;

export type { AppObservers } from './open-databases.js';

/** `app.startDraining()` (main.ts, on SIGTERM); the answer tells whether it was called. */
function installDraining(app: FastifyInstance): () => boolean {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  // Kept-alive connections (a balancer's pool) are closed one answer at a time, so their next
  // request opens a connection to a server that is staying.
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  return () => draining;
}

/** Who is signed in, and the inactivity lock the server holds for each session (decision 0013). */
function guardSessions(
  app: FastifyInstance,
  auth: AuthService,
  authConnection: Connection<unknown>,
  workspaces: WorkspaceRepository,
  observers: AppObservers,
) {
  const requireUser = installSessionGuard(app, auth);
  const sessionLocks = createSessionLocks(authConnection.db, observers.now);
  const limitMinutesOf = inactivityLimitOf(workspaces);
  installSessionLockGuard(app, { requireUser, locks: sessionLocks, limitMinutesOf });
  return { requireUser, locks: sessionLocks };
}

/** The Fastify instance with the API's limits, logging and refusals in its own error shape. */
function createFastify(
  config: Config,
  securityHeaders: Record<string, string>,
  observers: AppObservers,
): FastifyInstance {
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    // Behind a reverse proxy, request.ip (and so every per-address limit) is the client's.
    trustProxy: config.trustProxy,
    // Refusals made before any route (bad percent-encoding, over-long URL parts, broken HTTP)
    // answer in the API's error shape too, not in Fastify's own.
    frameworkErrors: (error, request, reply) =>
      answerError(error, request, reply.headers(securityHeaders)),
    clientErrorHandler: (error, socket) => answerClientError(error, socket, securityHeaders),
    logger: {
      level: config.logLevel,
      // Passwords travel only in auth bodies, which are never logged; cookies are redacted too.
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
  });
  if (observers.onRoute) app.addHook('onRoute', observers.onRoute);
  return app;
}

export async function buildApp(
  config: Config,
  observers: AppObservers = {},
): Promise<FastifyInstance> {
  const metrics = config.metrics.enabled ? createAppMetrics() : null;
  // Refusals made before any hook runs carry the security headers too.
  const securityHeaders = await refusalHeaders(config);
  const app = createFastify(config, securityHeaders, observers);
  const { data, auth, authConnection } = await openDatabases(app, config, metrics, observers);
  const storage = createStorageHealth(config.dataDir);
  warnIfStorageLow(app, storage, config.storageWarnFreeBytes);
  await installSecurityHeaders(app, config);
  installRequestRefusals(app, config.trustedOrigins);
  await installApiCompression(app);
  if (metrics) {
    metrics.watchFreeBytes(() => storage.freeBytes());
    registerMetricsRoutes(app, metrics, config.metrics.token);
  }
  // The API speaks JSON only; anything else is a 415, not a string for zod to reject.
  app.removeContentTypeParser('text/plain');
  const sendAppShell = config.webRoot ? createAppShell(config.webRoot) : null;
  installErrorHandling(
    app,
    (request, reply) =>
      sendAppShell && isAppRoute(request) ? sendAppShell(request, reply) : undefined,
    (fault) => storage.noteFault(fault),
  );
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 300) storage.noteWriteSucceeded();
  });

  app.decorate('dataDb', data.db);
  const workspaces = createWorkspaceRepository(data.db);
  const { requireUser, locks } = guardSessions(app, auth, authConnection, workspaces, observers);
  const roleInClinic = createClinicMembership(auth);
  const accessFor = createWorkspaceAccess(app, requireUser, roleInClinic, workspaces);
  const clinicTwoFactor = clinicTwoFactorSetting(auth, requireUser);
  const now = observers.now ?? Date.now;
  const ctx: RouteContext = {
    requireUser,
    accessFor,
    roleInClinic,
    async workspaceOf(request, need) {
      return (await accessFor(request, need)).workspaceId;
    },
    twoFactorOwedIn: clinicTwoFactor.owedIn,
    workspaces,
    clinicTwoFactor,
    patients: createPatientRepository(data.db, now),
    activities: createActivityRepository(data.db, now),
    assessments: createAssessmentRepository(data.db),
    programmes: createProgrammeRepository(data.db),
    reviews: createReviewRepository(data.db),
    audit: createAuditRepository(data.db),
    slots: createSlotRepository(data.db),
    metrics,
    timeZoneOf: createTimeZoneOf(workspaces),
    now,
  };

  registerAuthRoutes(app, auth, () => authConnection.ping());
  const isDraining = installDraining(app);
  registerHealthRoutes(app, {
    databases: { data: () => data.ping(), auth: () => authConnection.ping() },
    pingTimeoutMs: config.databaseLimits.connectTimeoutMs + 1000,
    storage,
    isDraining,
  });
  registerAppConfigRoutes(app, { allowSignup: config.allowSignup, version: packageJson.version });
  const passwords = createPasswordConfirmation(auth, config.signInRateLimit, observers.now);
  registerMeRoutes(app, ctx, auth, passwords, locks);
  registerExportRoutes(app, { ...ctx, homeExportOf: createHomeExport(data.db) });
  registerPatientRoutes(app, ctx);
  registerPatientTrendRoutes(app, ctx);
  registerPatientFhirRoutes(app, {
    ...ctx,
    rehabilitationOf: (workspaceId, patientId) =>
      rehabilitationRecords(ctx, workspaceId, patientId),
  });
  registerAssessmentRoutes(app, ctx);
  registerProgrammeRoutes(app, ctx);
  registerPrescriptionRoutes(app, ctx);
  registerProgrammeSummaryRoutes(app, ctx);
  registerReviewRoutes(app, { ...ctx, passwords });
  registerActivityRoutes(app, ctx);
  registerOfflineCopyRoutes(app, ctx);
  registerAuditRoutes(app, ctx);
  registerTransferRoutes(app, ctx);
  registerClinicSettingsRoutes(app, ctx);
  registerAttendanceRoutes(app, ctx, data.db);
  registerSlotRoutes(app, ctx);
  registerResetLinkRoutes(app, ctx, { auth, data: data.db, publicUrl: config.publicUrl });
  const pushWiring = { data: data.db, config: config.push, now, ...observers };
  const push = createPush(app, pushWiring);
  const home = registerHomeRoutes(app, ctx, {
    data: data.db,
    auth,
    publicUrl: config.publicUrl,
    mail: config.mail,
    onClinicMessage: push.noticeOfClinicMessage,
  });
  registerPush(app, push, { ...pushWiring, ...home, route: ctx });
  if (config.webRoot && sendAppShell) await registerWebApp(app, config.webRoot, sendAppShell);

  const stopPurge = schedulePurgeOfDeleted(data.db, config.deletedRetentionDays, (error) =>
    app.log.error({ err: error }, 'purging deleted sessions failed'),
  );
  app.addHook('onClose', async () => {
    stopPurge();
    await Promise.all([data.close(), authConnection.close()]);
  });
  return app;
}
