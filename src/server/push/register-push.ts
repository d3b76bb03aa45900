/**
 * Web Push wired once for app.ts (PRODUCT.md section 12): the subscriptions and the sender
 * first, so the home messages can notify the patient when the clinic writes; then the opt-in
 * routes and the reminder scheduler, which reads the patient's signed home plan.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DataSchema } from '../db/schema.js';
import { type HomeDayContext, homeDayOf } from '../home/home-day.js';
import type { PatientUserContext } from '../home/patient-user.js';
import type { AccessFor } from '../kernel/route-access.js';
import type { PushConfig } from './push-config.js';
import { registerPushRoutes } from './push-routes.js';
import { createPushSender } from './push-sender.js';
import {
  createPushSubscriptionRepository,
  type StoredSubscription,
} from './push-subscription-repository.js';
import { createReminderClaims } from './reminder-claims.js';
import { createReminderScheduler, type ReminderScheduler } from './reminder-scheduler.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The reminder scheduler; tests run its sweep with the app's clock instead of the timer. */
    pushReminders: ReminderScheduler;
  }
}

export interface PushWiring {
  data: Kysely<DataSchema>;
  config: PushConfig;
  now: () => number;
  /** Handed each notice sent after its answer (tests await them). */
  onBackgroundTask?: (task: Promise<unknown>) => void;
}

export function createPush(app: FastifyInstance, wiring: PushWiring) {
  const logError = (error: unknown) => app.log.error({ err: error }, 'web push failed');
  const subscriptions = createPushSubscriptionRepository(wiring.data, wiring.now);
  const send = createPushSender({ config: wiring.config, forget: subscriptions.forget, logError });

  /** "A message from your clinic" to the patient's devices, after the answer. */
  function noticeOfClinicMessage(workspaceId: string, patientId: string): void {
    const task = (async () => {
      for (const subscription of await subscriptions.ofPatient(workspaceId, patientId)) {
        await send(subscription, 'message');
      }
    })().catch(logError);
    wiring.onBackgroundTask?.(task);
  }
  return { subscriptions, send, logError, noticeOfClinicMessage };
}
export type Push = ReturnType<typeof createPush>;

export interface PushRoutesWiring {
  route: Omit<PatientUserContext, 'homeAccess'> & { accessFor: AccessFor };
  homeAccess: PatientUserContext['homeAccess'];
  dayContext: HomeDayContext;
}

export function registerPush(
  app: FastifyInstance,
  push: Push,
  wiring: PushWiring & PushRoutesWiring,
) {
  const { homeAccess, dayContext } = wiring;
  registerPushRoutes(app, {
    ...wiring.route,
    homeAccess,
    pushSubscriptions: push.subscriptions,
    push: wiring.config,
  });

  /** Whether the patient's signed home plan calls for a session on the day of `atMs`. */
  async function sessionDue(subscription: StoredSubscription, atMs: number): Promise<boolean> {
    const { workspace_id: workspaceId, patient_id: patientId, user_id: userId } = subscription;
    const link = await homeAccess.linkOf(userId);
    if (!link || link.workspaceId !== workspaceId || link.patientId !== patientId) return false;
    const found = await wiring.route.patients.get(workspaceId, link.patientId);
    const patient = found && found.archivedAt === null ? found : null;
    const actor = { id: userId, name: '', email: '', address: '' };
    const revoked = link.revokedAt !== null || patient === null;
    const day = await homeDayOf(dayContext, { link, patient, actor, revoked }, atMs);
    if (!day.allowed) return false;
    const { home, clinic } = day.plan.sessionsThisWeek;
    return home + clinic < day.plan.sessionsPerWeek;
  }

  const scheduler = createReminderScheduler({
    subscriptions: push.subscriptions,
    claims: createReminderClaims(wiring.data, wiring.now),
    send: push.send,
    timeZoneOf: dayContext.timeZoneOf,
    sessionDue,
    now: wiring.now,
    logError: push.logError,
  });
  app.decorate('pushReminders', scheduler);
  const stop = scheduler.start();
  app.addHook('onClose', async () => stop());
}
