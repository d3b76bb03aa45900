/**
 * Web Push subscriptions (migration 031). Every query a request
 * runs names the workspace; a subscription is changed or removed only by the account that owns
 * it. The reminder sweep (`withReminders`) is the one read across workspaces: a timer's, which
 * no request waits on (docs/scaling.md).
 */
import { createHash } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { PushLanguage, PushSubscriptionView } from '../../common/schemas/push-subscription.js';
import type { PushSubscriptionsTable } from '../db/home-schema.js';
import type { DataSchema } from '../db/schema.js';

export type StoredSubscription = Selectable<PushSubscriptionsTable>;

export interface SubscriptionOwner {
  workspaceId: string;
  userId: string;
  /** A patient user's patient; null for a clinic member's device. */
  patientId: string | null;
}

export interface NewSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  language: PushLanguage;
  reminder: { time: string; weekdays?: number[] } | null;
}

export const subscriptionIdOf = (endpoint: string): string =>
  createHash('sha256').update(endpoint).digest('hex');

export const weekdaysOf = (row: StoredSubscription): number[] =>
  row.reminder_weekdays === null
    ? [0, 1, 2, 3, 4, 5, 6]
    : row.reminder_weekdays.split(',').map(Number);

export function subscriptionView(row: StoredSubscription): PushSubscriptionView {
  return {
    endpoint: row.endpoint,
    language: row.language === 'en' ? 'en' : 'pt-BR',
    reminder: row.reminder_time ? { time: row.reminder_time, weekdays: weekdaysOf(row) } : null,
  };
}

export function createPushSubscriptionRepository(db: Kysely<DataSchema>, now: () => number) {
  const one = (workspaceId: string, subscriptionId: string) =>
    db
      .selectFrom('push_subscriptions')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('subscription_id', '=', subscriptionId);

  return {
    /**
     * Stores the device's subscription for its owner, replacing the owner's earlier one of the
     * same endpoint; null when another account of the workspace holds that endpoint.
     */
    async save(
      owner: SubscriptionOwner,
      input: NewSubscription,
    ): Promise<StoredSubscription | null> {
      const subscriptionId = subscriptionIdOf(input.endpoint);
      const values = {
        user_id: owner.userId,
        patient_id: owner.patientId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        language: input.language,
        reminder_time: input.reminder?.time ?? null,
        reminder_weekdays: input.reminder?.weekdays?.join(',') ?? null,
      };
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('push_subscriptions')
          .values({
            workspace_id: owner.workspaceId,
            subscription_id: subscriptionId,
            created_at: now(),
            ...values,
          })
          .onConflict((oc) => oc.columns(['workspace_id', 'subscription_id']).doNothing())
          .returningAll()
          .executeTakeFirst();
        if (inserted) return inserted;
        const updated = await trx
          .updateTable('push_subscriptions')
          .set(values)
          .where('workspace_id', '=', owner.workspaceId)
          .where('subscription_id', '=', subscriptionId)
          .where('user_id', '=', owner.userId)
          .returningAll()
          .executeTakeFirst();
        return updated ?? null;
      });
    },

    /** The owner's subscription of this endpoint, or null. */
    async mine(owner: SubscriptionOwner, endpoint: string): Promise<StoredSubscription | null> {
      const row = await one(owner.workspaceId, subscriptionIdOf(endpoint))
        .where('user_id', '=', owner.userId)
        .executeTakeFirst();
      return row ?? null;
    },

    /** Opting out: removes only the owner's own subscription; whether there was one. */
    async remove(owner: SubscriptionOwner, endpoint: string): Promise<boolean> {
      const deleted = await db
        .deleteFrom('push_subscriptions')
        .where('workspace_id', '=', owner.workspaceId)
        .where('subscription_id', '=', subscriptionIdOf(endpoint))
        .where('user_id', '=', owner.userId)
        .executeTakeFirst();
      return Number(deleted.numDeletedRows) > 0;
    },

    /** The push service said the subscription is gone (404/410). */
    async forget(workspaceId: string, subscriptionId: string): Promise<void> {
      await db
        .deleteFrom('push_reminder_claims')
        .where('workspace_id', '=', workspaceId)
        .where('subscription_id', '=', subscriptionId)
        .execute();
      await db
        .deleteFrom('push_subscriptions')
        .where('workspace_id', '=', workspaceId)
        .where('subscription_id', '=', subscriptionId)
        .execute();
    },

    /** The devices of a patient's patient users whose access the clinic has not ended. */
    async ofPatient(workspaceId: string, patientId: string): Promise<StoredSubscription[]> {
      return db
        .selectFrom('push_subscriptions as s')
        .innerJoin('home_links as l', (join) =>
          join
            .onRef('l.workspace_id', '=', 's.workspace_id')
            .onRef('l.user_id', '=', 's.user_id')
            .onRef('l.patient_id', '=', 's.patient_id'),
        )
        .selectAll('s')
        .where('s.workspace_id', '=', workspaceId)
        .where('s.patient_id', '=', patientId)
        .where('l.revoked_at', 'is', null)
        .execute();
    },

    /** Every subscription with a reminder, across workspaces: the scheduler's sweep. */
    async withReminders(): Promise<StoredSubscription[]> {
      return db
        .selectFrom('push_subscriptions')
        .selectAll()
        .where('reminder_time', 'is not', null)
        .where('patient_id', 'is not', null)
        .execute();
    },
  };
}
export type PushSubscriptionRepository = ReturnType<typeof createPushSubscriptionRepository>;
