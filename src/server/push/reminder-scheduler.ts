/**
 * The session reminders (PRODUCT.md section 12): each patient user's device is reminded once on
 * a chosen weekday at the chosen time of the clinic's calendar, while the signed home plan allows
 * a session that day and the week's prescribed sessions are not yet done. The day's reminder is
 * claimed by a database row only one server copy can insert, so several copies send it once and
 * a restart does not send it again. The clock is injected; `runDue` is what the timer calls.
 */
import { weekdayOfDate } from '../../common/dates/calendar-date.js';
import { dateInZone, minutesOfDayInZone } from '../../common/dates/zoned-time.js';
import type { PushSender } from './push-sender.js';
import {
  type PushSubscriptionRepository,
  type StoredSubscription,
  weekdaysOf,
} from './push-subscription-repository.js';
import type { ReminderClaims } from './reminder-claims.js';

/** A sweep after the reminder time still sends within this window (a restart, a slow copy). */
const LATE_WINDOW_MIN = 60;
const SWEEP_INTERVAL_MS = 60_000;

export interface ReminderSchedulerDeps {
  subscriptions: Pick<PushSubscriptionRepository, 'withReminders'>;
  claims: ReminderClaims;
  send: PushSender;
  timeZoneOf(workspaceId: string, requested: undefined): Promise<string>;
  /** Whether the patient's signed home plan calls for a session on the day of `atMs`. */
  sessionDue(subscription: StoredSubscription, atMs: number): Promise<boolean>;
  now: () => number;
  logError(error: unknown): void;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export function createReminderScheduler(deps: ReminderSchedulerDeps) {
  /** Sends this subscription's reminder if it is due now and no copy has claimed it. */
  async function remind(
    subscription: StoredSubscription,
    atMs: number,
    zoneOf: (workspaceId: string) => Promise<string>,
  ): Promise<boolean> {
    if (!subscription.reminder_time) return false;
    const timeZone = await zoneOf(subscription.workspace_id);
    const date = dateInZone(atMs, timeZone);
    if (!weekdaysOf(subscription).includes(weekdayOfDate(date))) return false;
    const late = minutesOfDayInZone(atMs, timeZone) - minutesOf(subscription.reminder_time);
    if (late < 0 || late >= LATE_WINDOW_MIN) return false;
    if (!(await deps.sessionDue(subscription, atMs))) return false;
    const { workspace_id: workspaceId, subscription_id: subscriptionId } = subscription;
    if (!(await deps.claims.claim(workspaceId, subscriptionId, date))) return false;
    const outcome = await deps.send(subscription, 'reminder');
    if (outcome === 'failed') await deps.claims.release(workspaceId, subscriptionId, date);
    return outcome === 'sent';
  }

  /** One sweep: every due reminder sent by this copy; the number sent. */
  async function runDue(atMs = deps.now()): Promise<number> {
    let sent = 0;
    // One read of each clinic's zone per sweep, however many of its patients have reminders.
    const zones = new Map<string, Promise<string>>();
    const zoneOf = (workspaceId: string) => {
      if (!zones.has(workspaceId)) zones.set(workspaceId, deps.timeZoneOf(workspaceId, undefined));
      return zones.get(workspaceId)!;
    };
    for (const subscription of await deps.subscriptions.withReminders()) {
      try {
        if (await remind(subscription, atMs, zoneOf)) sent += 1;
      } catch (error) {
        deps.logError(error);
      }
    }
    return sent;
  }

  /** Sweeps every minute until stopped; the timer keeps no process alive on its own. */
  function start(): () => void {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      runDue()
        .catch(deps.logError)
        .finally(() => {
          running = false;
        });
    }, SWEEP_INTERVAL_MS);
    timer.unref();
    return () => clearInterval(timer);
  }

  return { runDue, start };
}
export type ReminderScheduler = ReturnType<typeof createReminderScheduler>;
