/**
 * Marking an inbox row reviewed (issue 40): who and when, audited in the same transaction. An
 * overdue patient's review is kept as a row that snoozes it one allowed gap. Every query names
 * the workspace first.
 */
import type { Kysely } from 'kysely';
import type { InboxItem } from '../../common/schemas/home-inbox.js';
import type { Actor } from '../audit/actor.js';
import { appendAuditEvent } from '../audit/audit-repository.js';
import type { DataSchema } from '../db/schema.js';

export interface Review {
  itemId: string;
  reviewedAt: number;
  reviewedBy: { id: string; name: string };
}

/**
 * Marks a row reviewed, audited in the same transaction; an overdue patient's review is
 * kept as a row that snoozes it a gap. Null when the workspace has no such row open (an
 * overdue row: when the patient is not overdue now). A second review answers the first.
 */
export async function reviewInboxRow(
  db: Kysely<DataSchema>,
  {
    workspaceId,
    itemId,
    actor,
    at,
  }: { workspaceId: string; itemId: string; actor: Actor; at: number },
  overdueRows: (workspaceId: string, at: number) => Promise<InboxItem[]>,
): Promise<Review | null> {
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
}
