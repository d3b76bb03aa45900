/**
 * The clinic's review inbox (migration 028, issue 40). A home session's or red-flag check-in's
 * row is written when it is saved, its reason decided then (common/home/inbox-rank.ts), so a
 * page is one indexed read; the overdue patients are found at read time from the live links,
 * the active programmes' frequency and each patient's last home session (or overdue review).
 * Every query names the workspace first.
 */
import type { Kysely } from 'kysely';
import {
  checkInVerdict,
  type InboxNumbers,
  type InboxReason,
  type InboxVerdict,
  sessionVerdict,
} from '../../common/home/inbox-rank.js';
import type { Activity, ActivityListItem } from '../../common/schemas/activity.js';
import type { RedFlag } from '../../common/schemas/home-check-in.js';
import type { InboxItem, InboxKind } from '../../common/schemas/home-inbox.js';
import type { Actor } from '../audit/actor.js';
import { appendAuditEvent } from '../audit/audit-repository.js';
import type { DataSchema } from '../db/schema.js';
import { overdueInboxRows } from './home-inbox-overdue.js';

interface NewRow {
  itemId: string;
  kind: InboxKind;
  patientId: string;
  activityId: string | null;
  at: number;
  verdict: InboxVerdict;
}

export interface Review {
  itemId: string;
  reviewedAt: number;
  reviewedBy: { id: string; name: string };
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

  function openRows(workspaceId: string) {
    return db
      .selectFrom('home_inbox')
      .innerJoin('patients', (join) =>
        join
          .onRef('patients.workspace_id', '=', 'home_inbox.workspace_id')
          .onRef('patients.patient_id', '=', 'home_inbox.patient_id'),
      )
      .leftJoin('activities', (join) =>
        join
          .onRef('activities.workspace_id', '=', 'home_inbox.workspace_id')
          .onRef('activities.activity_id', '=', 'home_inbox.activity_id'),
      )
      .where('home_inbox.workspace_id', '=', workspaceId)
      .where('home_inbox.reviewed_at', 'is', null)
      .where('home_inbox.kind', '!=', 'overdue')
      .where('patients.archived_at', 'is', null)
      .where((eb) =>
        eb.or([eb('home_inbox.activity_id', 'is', null), eb('activities.deleted_at', 'is', null)]),
      );
  }

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
      const counted = await openRows(workspaceId)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(counted.n) + (await overdueRows(workspaceId, now())).length;
    },

    /** A page of the rows not reviewed, most serious first, the overdue patients last. */
    async page(workspaceId: string, offset: number, limit: number) {
      const counted = await openRows(workspaceId)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      const stored = Number(counted.n);
      const rows =
        offset < stored
          ? await openRows(workspaceId)
              .select([
                'home_inbox.item_id',
                'home_inbox.kind',
                'home_inbox.patient_id',
                'patients.patient_name',
                'home_inbox.activity_id',
                'home_inbox.at',
                'home_inbox.rank',
                'home_inbox.reason',
                'home_inbox.numbers',
              ])
              .orderBy('home_inbox.rank')
              .orderBy('home_inbox.at', 'desc')
              .orderBy('home_inbox.item_id')
              .limit(limit)
              .offset(offset)
              .execute()
          : [];
      const items: InboxItem[] = rows.map((row) => ({
        itemId: row.item_id,
        kind: row.kind as InboxKind,
        patientId: row.patient_id,
        patientName: row.patient_name,
        at: Number(row.at),
        reason: row.reason as InboxReason,
        rank: row.rank,
        numbers: JSON.parse(row.numbers) as InboxNumbers,
        activityId: row.activity_id,
      }));
      const overdue = await overdueRows(workspaceId, now());
      if (items.length < limit) {
        const from = Math.max(0, offset - stored);
        items.push(...overdue.slice(from, from + limit - items.length));
      }
      return { items, total: stored + overdue.length };
    },

    /**
     * Marks a row reviewed, audited in the same transaction; an overdue patient's review is
     * kept as a row that snoozes it a gap. Null when the workspace has no such row open (an
     * overdue row: when the patient is not overdue now). A second review answers the first.
     */
    async review(workspaceId: string, itemId: string, actor: Actor): Promise<Review | null> {
      const at = now();
      const reviewed = { reviewed_at: at, reviewed_by_id: actor.id, reviewed_by_name: actor.name };
      if (itemId.startsWith('o:')) {
        const patientId = itemId.slice(2);
        const overdue = (await overdueRows(workspaceId, at)).find((r) => r.patientId === patientId);
        if (!overdue) return null;
        await db.transaction().execute(async (trx) => {
          const row = {
            rank: overdue.rank,
            reason: overdue.reason,
            numbers: JSON.stringify(overdue.numbers),
            at,
            ...reviewed,
          };
          await trx
            .insertInto('home_inbox')
            .values({
              workspace_id: workspaceId,
              item_id: itemId,
              kind: 'overdue',
              patient_id: patientId,
              activity_id: null,
              created_at: at,
              ...row,
            })
            .onConflict((oc) => oc.columns(['workspace_id', 'item_id']).doUpdateSet(row))
            .execute();
          const event = { action: 'home.inbox-review', patientId, detail: itemId } as const;
          await appendAuditEvent(trx, workspaceId, actor, event, at);
        });
        return { itemId, reviewedAt: at, reviewedBy: { id: actor.id, name: actor.name } };
      }
      const row = await db
        .selectFrom('home_inbox')
        .select(['patient_id', 'reviewed_at', 'reviewed_by_id', 'reviewed_by_name'])
        .where('workspace_id', '=', workspaceId)
        .where('item_id', '=', itemId)
        .executeTakeFirst();
      if (!row) return null;
      if (row.reviewed_at !== null) {
        return {
          itemId,
          reviewedAt: Number(row.reviewed_at),
          reviewedBy: { id: row.reviewed_by_id ?? '', name: row.reviewed_by_name ?? '' },
        };
      }
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('home_inbox')
          .set(reviewed)
          .where('workspace_id', '=', workspaceId)
          .where('item_id', '=', itemId)
          .where('reviewed_at', 'is', null)
          .execute();
        const event = {
          action: 'home.inbox-review',
          patientId: row.patient_id,
          activityId: itemId.startsWith('s:') ? itemId.slice(2) : null,
          detail: itemId,
        } as const;
        await appendAuditEvent(trx, workspaceId, actor, event, at);
      });
      return { itemId, reviewedAt: at, reviewedBy: { id: actor.id, name: actor.name } };
    },
  };
}
export type HomeInboxRepository = ReturnType<typeof createHomeInboxRepository>;
