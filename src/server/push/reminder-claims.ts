/**
 * The daily reminder claims (migration 031): a subscription's reminder of one day of the
 * clinic's calendar belongs to the server copy whose INSERT created its row, so several copies
 * send it once and a restart does not send it again.
 */
import type { Kysely } from 'kysely';
import type { DataSchema } from '../db/schema.js';

export function createReminderClaims(db: Kysely<DataSchema>, now: () => number) {
  return {
    /**
     * Claims the subscription's reminder of `date`: true for the one server copy whose INSERT
     * wins; false when another copy (or this one before a restart) has it already.
     */
    async claim(workspaceId: string, subscriptionId: string, date: string): Promise<boolean> {
      const claimed = await db
        .insertInto('push_reminder_claims')
        .values({
          workspace_id: workspaceId,
          subscription_id: subscriptionId,
          date,
          claimed_at: now(),
        })
        .onConflict((oc) => oc.columns(['workspace_id', 'subscription_id', 'date']).doNothing())
        .returning('date')
        .executeTakeFirst();
      return claimed !== undefined;
    },

    /** Gives a claim back after a failed send, so a later sweep of the day tries again. */
    async release(workspaceId: string, subscriptionId: string, date: string): Promise<void> {
      await db
        .deleteFrom('push_reminder_claims')
        .where('workspace_id', '=', workspaceId)
        .where('subscription_id', '=', subscriptionId)
        .where('date', '=', date)
        .execute();
    },
  };
}
export type ReminderClaims = ReturnType<typeof createReminderClaims>;
