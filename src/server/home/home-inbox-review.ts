/**
 * Marking an inbox row reviewed (issue 40): who and when, audited in the same transaction, with
 * the reviewer's optional message to the patient written in that transaction too (section 12:
 * "optionally sending a message"), so a review never lands without the message it was sent with.
 * An overdue patient's review is kept as a row that snoozes it one allowed gap. Every query names
 * the workspace first.
 */
import type { Kysely, Transaction } from 'kysely';
import type { InboxItem } from '../../common/schemas/home-inbox.js';
import type { HomeMessage } from '../../common/schemas/home-message.js';
import type { Actor } from '../audit/actor.js';
import { appendAuditEvent } from '../audit/audit-repository.js';
import type { DataSchema } from '../db/schema.js';
import { insertHomeMessage } from './home-messages-repository.js';

export interface Review {
  itemId: string;
  reviewedAt: number;
  reviewedBy: { id: string; name: string };
  /** The message this review sent (absent when none was, and on a second review). */
  message?: HomeMessage;
}

interface ReviewRequest {
  workspaceId: string;
  itemId: string;
  actor: Actor;
  at: number;
  /** Plain text already checked by the route's schema. */
  message?: string;
}

/** The review's audit event and, when there is one, the message with its own event. */
async function auditAndSend(
  trx: Transaction<DataSchema>,
  { workspaceId, itemId, actor, at, message }: ReviewRequest,
  patientId: string,
): Promise<Review> {
  const event = {
    action: 'home.inbox-review',
    patientId,
    activityId: itemId.startsWith('s:') ? itemId.slice(2) : null,
    detail: itemId,
  } as const;
  await appendAuditEvent(trx, workspaceId, actor, event, at);
  const sent =
    message === undefined
      ? undefined
      : await insertHomeMessage(trx, {
          workspaceId,
          patientId,
          message: { text: message, role: 'clinic' },
          actor,
          at,
        });
  const review = { itemId, reviewedAt: at, reviewedBy: { id: actor.id, name: actor.name } };
  return sent ? { ...review, message: sent } : review;
}

/**
 * Marks a row reviewed; an overdue patient's review is kept as a row that snoozes it a gap.
 * Null when the workspace has no such row open (an overdue row: when the patient is not overdue
 * now; with a message: when the patient is archived, as the messages route refuses). A second
 * review answers the first and sends nothing, so a retry after a lost answer sends one message.
 */
export async function reviewInboxRow(
  db: Kysely<DataSchema>,
  request: ReviewRequest,
  overdueRows: (workspaceId: string, at: number) => Promise<InboxItem[]>,
): Promise<Review | null> {
  const { workspaceId, itemId, actor, at } = request;
  const reviewed = { reviewed_at: at, reviewed_by_id: actor.id, reviewed_by_name: actor.name };
  if (itemId.startsWith('o:')) {
    const patientId = itemId.slice(2);
    const overdue = (await overdueRows(workspaceId, at)).find((r) => r.patientId === patientId);
    if (!overdue) return null;
    return db.transaction().execute(async (trx) => {
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
      return auditAndSend(trx, request, patientId);
    });
  }
  const row = await db
    .selectFrom('home_inbox')
    .innerJoin('patients', (join) =>
      join
        .onRef('patients.workspace_id', '=', 'home_inbox.workspace_id')
        .onRef('patients.patient_id', '=', 'home_inbox.patient_id'),
    )
    .select(['home_inbox.patient_id', 'reviewed_at', 'reviewed_by_id', 'reviewed_by_name'])
    .select('patients.archived_at')
    .where('home_inbox.workspace_id', '=', workspaceId)
    .where('home_inbox.item_id', '=', itemId)
    .executeTakeFirst();
  if (!row || (request.message !== undefined && row.archived_at !== null)) return null;
  if (row.reviewed_at !== null) return storedReview(itemId, row);
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('home_inbox')
      .set(reviewed)
      .where('workspace_id', '=', workspaceId)
      .where('item_id', '=', itemId)
      .where('reviewed_at', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      // Another review landed between the read and this write: answer it, send nothing.
      const first = await trx
        .selectFrom('home_inbox')
        .select(['reviewed_at', 'reviewed_by_id', 'reviewed_by_name'])
        .where('workspace_id', '=', workspaceId)
        .where('item_id', '=', itemId)
        .executeTakeFirstOrThrow();
      return storedReview(itemId, first);
    }
    return auditAndSend(trx, request, row.patient_id);
  });
}

function storedReview(
  itemId: string,
  row: {
    reviewed_at: number | null;
    reviewed_by_id: string | null;
    reviewed_by_name: string | null;
  },
): Review {
  return {
    itemId,
    reviewedAt: Number(row.reviewed_at),
    reviewedBy: { id: row.reviewed_by_id ?? '', name: row.reviewed_by_name ?? '' },
  };
}
