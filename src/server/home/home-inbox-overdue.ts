/**
 * The inbox's overdue rows (issue 40), found at read time: each patient with a live home link
 * and an active programme whose last home session (or overdue review, or the link itself) is
 * older than the prescribed frequency allows (common/home/inbox-rank.ts). Every query names the
 * workspace first; patients are read in chunks so an `in` list stays bounded.
 */
import type { Kysely } from 'kysely';
import { overdueVerdict } from '../../common/home/inbox-rank.js';
import type { InboxItem } from '../../common/schemas/home-inbox.js';
import type { DataSchema } from '../db/schema.js';

const PATIENT_CHUNK = 500;

/** Each live link's patient with an active programme: since when and how often. */
export async function overdueInboxRows(
  db: Kysely<DataSchema>,
  workspaceId: string,
  at: number,
): Promise<InboxItem[]> {
  const links = await db
    .selectFrom('home_links')
    .select(['patient_id', 'linked_at'])
    .where('workspace_id', '=', workspaceId)
    .where('revoked_at', 'is', null)
    .execute();
  if (links.length === 0) return [];
  const since = new Map<string, number>();
  for (const link of links) {
    since.set(link.patient_id, Math.max(since.get(link.patient_id) ?? 0, link.linked_at));
  }
  const items: InboxItem[] = [];
  const ids = [...since.keys()];
  for (let i = 0; i < ids.length; i += PATIENT_CHUNK) {
    const chunk = ids.slice(i, i + PATIENT_CHUNK);
    const [programmes, latest, patients] = await Promise.all([
      db
        .selectFrom('programmes')
        .select(['patient_id', 'sessions_per_week'])
        .where('workspace_id', '=', workspaceId)
        .where('patient_id', 'in', chunk)
        .where('status', '=', 'active')
        .execute(),
      db
        .selectFrom('home_inbox')
        .select(['patient_id', (eb) => eb.fn.max('at').as('last')])
        .where('workspace_id', '=', workspaceId)
        .where('patient_id', 'in', chunk)
        .where('kind', 'in', ['session', 'overdue'])
        .groupBy('patient_id')
        .execute(),
      db
        .selectFrom('patients')
        .select(['patient_id', 'patient_name'])
        .where('workspace_id', '=', workspaceId)
        .where('patient_id', 'in', chunk)
        .where('archived_at', 'is', null)
        .execute(),
    ]);
    const perWeek = new Map(programmes.map((p) => [p.patient_id, p.sessions_per_week]));
    const last = new Map(latest.map((row) => [row.patient_id, Number(row.last)]));
    for (const patient of patients) {
      const frequency = perWeek.get(patient.patient_id);
      if (frequency === undefined) continue;
      const from = Math.max(since.get(patient.patient_id)!, last.get(patient.patient_id) ?? 0);
      const verdict = overdueVerdict(from, frequency, at);
      if (!verdict) continue;
      items.push({
        itemId: `o:${patient.patient_id}`,
        kind: 'overdue',
        patientId: patient.patient_id,
        patientName: patient.patient_name,
        at: from,
        ...verdict,
        activityId: null,
      });
    }
  }
  // The longest silence first.
  return items.sort((a, b) => a.at - b.at || a.patientId.localeCompare(b.patientId));
}
