/**
 * A page of the inbox (issue 40): the stored rows not reviewed — of patients not archived, of
 * sessions not deleted — most serious first and newest first within a rank (the 028 index),
 * then the overdue patients. Every query names the workspace first.
 */
import type { Kysely } from 'kysely';
import type { InboxNumbers, InboxReason } from '../../common/home/inbox-rank.js';
import type { InboxItem, InboxKind } from '../../common/schemas/home-inbox.js';
import type { DataSchema } from '../db/schema.js';
import { overdueInboxRows } from './home-inbox-overdue.js';

/** The open stored rows, with the patient's name and the session's deletion joined. */
export function openInboxRows(db: Kysely<DataSchema>, workspaceId: string) {
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

/** A page of the rows not reviewed, most serious first, the overdue patients last. */
export async function inboxPage(
  db: Kysely<DataSchema>,
  {
    workspaceId,
    offset,
    limit,
    at,
  }: { workspaceId: string; offset: number; limit: number; at: number },
) {
  const counted = await openInboxRows(db, workspaceId)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const stored = Number(counted.n);
  const rows =
    offset < stored
      ? await openInboxRows(db, workspaceId)
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
  const overdue = await overdueInboxRows(db, workspaceId, at);
  if (items.length < limit) {
    const from = Math.max(0, offset - stored);
    items.push(...overdue.slice(from, from + limit - items.length));
  }
  return { items, total: stored + overdue.length };
}
