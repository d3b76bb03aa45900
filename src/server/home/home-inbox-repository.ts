/**
 * The clinic's review inbox (migration 028, issue 40). A home session's or red-flag check-in's
 * row is written when it is saved, its reason decided then (common/home/inbox-rank.ts), so a
 * page is one indexed read; the overdue patients are found at read time from the live links,
 * the active programmes' frequency and each patient's last home session (or overdue review).
 * Every query names the workspace first.
 */
import type { Kysely } from 'kysely';
import { checkInVerdict, type InboxVerdict, sessionVerdict } from '../../common/home/inbox-rank.js';
import type { Activity, ActivityListItem } from '../../common/schemas/activity.js';
import type { RedFlag } from '../../common/schemas/home-check-in.js';
import type { InboxKind } from '../../common/schemas/home-inbox.js';
import type { Actor } from '../audit/actor.js';
import type { DataSchema } from '../db/schema.js';
import { overdueInboxRows } from './home-inbox-overdue.js';
import { inboxPage, openInboxRows } from './home-inbox-page.js';
import { reviewInboxRow } from './home-inbox-review.js';

interface NewRow {
  itemId: string;
  kind: InboxKind;
  patientId: string;
  activityId: string | null;
  at: number;
  verdict: InboxVerdict;
}

export function createHomeInboxRepository(db: Kysely<DataSchema>, now: () => number) {
  /** Writes the row; a replay or edit of a session updates its reason, never its review. */
  async function put(workspaceId: string, row: NewRow) {
    const decided = {
      rank: row.verdict.rank,
      reason: row.verdict.reason,
      numbers: JSON.stringify(row.verdict.numbers),
      at: row.at,
    };
    await db
      .insertInto('home_inbox')
      .values({
        workspace_id: workspaceId,
        item_id: row.itemId,
        kind: row.kind,
        patient_id: row.patientId,
        activity_id: row.activityId,
        created_at: now(),
        ...decided,
      })
      .onConflict((oc) => oc.columns(['workspace_id', 'item_id']).doUpdateSet(decided))
      .execute();
  }

  const overdueRows = (workspaceId: string, at: number) => overdueInboxRows(db, workspaceId, at);

  return {
    /** A saved home session's row: the stored item with the samples and events it was saved with. */
    async recordSession(
      workspaceId: string,
      item: ActivityListItem,
      recorded: Pick<Activity, 'samples' | 'events'>,
    ): Promise<void> {
      const activity = { ...item, ...recorded };
      await put(workspaceId, {
        itemId: `s:${activity.activityId}`,
        kind: 'session',
        patientId: activity.patientId,
        activityId: activity.activityId,
        at: activity.startedAt,
        verdict: sessionVerdict(activity),
      });
    },

    /** A check-in's row, when its red flags refused the day. */
    async recordCheckIn(
      workspaceId: string,
      checkIn: { checkInId: string; patientId: string; at: number; redFlags: RedFlag[] },
    ): Promise<void> {
      const verdict = checkInVerdict(checkIn.redFlags);
      if (!verdict) return;
      await put(workspaceId, {
        itemId: `c:${checkIn.checkInId}`,
        kind: 'check-in',
        patientId: checkIn.patientId,
        activityId: null,
        at: checkIn.at,
        verdict,
      });
    },

    /** Every open row: the stored ones not reviewed and the overdue patients. */
    async count(workspaceId: string): Promise<number> {
      const counted = await openInboxRows(db, workspaceId)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(counted.n) + (await overdueRows(workspaceId, now())).length;
    },

    /** A page of the rows not reviewed, most serious first, the overdue patients last. */
    page: (workspaceId: string, offset: number, limit: number) =>
      inboxPage(db, { workspaceId, offset, limit, at: now() }),

    /** Marks a row reviewed; `message`, when given, goes to its patient in the same transaction. */
    review: (workspaceId: string, itemId: string, actor: Actor, message?: string) =>
      reviewInboxRow(db, { workspaceId, itemId, actor, at: now(), message }, overdueRows),
  };
}
export type HomeInboxRepository = ReturnType<typeof createHomeInboxRepository>;
