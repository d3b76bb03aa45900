/**
 * Moves patients, with every session of theirs, from a user's personal workspace into a clinic,
 * in one transaction. A row's workspace is its distribution key, so a move is a copy into the
 * clinic and a delete from the personal workspace (Citus cannot update that column); every
 * statement names one of the two workspaces. Audit events go to both.
 */
import { type Kysely, sql } from 'kysely';
import { LIST_COLUMNS } from '../activities/activity-row.js';
import type { Actor } from '../audit/actor.js';
import { appendAuditEvent } from '../audit/audit-repository.js';
import type { DataSchema } from '../db/schema.js';
import { HttpError } from '../http/http-error.js';

type ListColumn = (typeof LIST_COLUMNS)[number];
const notWorkspace = (column: ListColumn): column is Exclude<ListColumn, 'workspace_id'> =>
  column !== 'workspace_id';

/** Every column of a session but the workspace, so a column added to the table moves too. */
const COPIED_COLUMNS = [...LIST_COLUMNS.filter(notWorkspace), 'events', 'samples'] as const;

export interface TransferResult {
  patientId: string;
  sessions: number;
}

export async function transferPatients(
  db: Kysely<DataSchema>,
  move: { from: string; to: string; patientIds: readonly string[]; actor: Actor },
): Promise<TransferResult[]> {
  const { from, to, patientIds, actor } = move;
  return db.transaction().execute(async (trx) => {
    const missing: string[] = [];
    const clashing: string[] = [];
    for (const patientId of patientIds) {
      const [source, target] = await Promise.all([
        trx
          .selectFrom('patients')
          .select('patient_id')
          .where('workspace_id', '=', from)
          .where('patient_id', '=', patientId)
          .executeTakeFirst(),
        trx
          .selectFrom('patients')
          .select('patient_id')
          .where('workspace_id', '=', to)
          .where('patient_id', '=', patientId)
          .executeTakeFirst(),
      ]);
      if (!source) missing.push(patientId);
      else if (target) clashing.push(patientId);
    }
    if (missing.length > 0) {
      throw new HttpError(
        404,
        'not_found',
        'Patient not found',
        missing.map((id) => ({
          field: 'body.patientIds',
          message: `${id} is not in your workspace`,
        })),
      );
    }
    if (clashing.length > 0) {
      throw new HttpError(
        409,
        'conflict',
        'The clinic already has a patient with this id',
        clashing.map((id) => ({ field: 'body.patientIds', message: `${id} exists in the clinic` })),
      );
    }
    const now = Date.now();
    const results: TransferResult[] = [];
    for (const patientId of patientIds) {
      const patient = await trx
        .selectFrom('patients')
        .selectAll()
        .where('workspace_id', '=', from)
        .where('patient_id', '=', patientId)
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('patients')
        .values({
          ...patient,
          workspace_id: to,
          updated_at: now,
          updated_by: actor.id,
          updated_by_name: actor.name,
        })
        .execute();
      const copied = await trx
        .insertInto('activities')
        .columns(['workspace_id', ...COPIED_COLUMNS])
        .expression((eb) =>
          eb
            .selectFrom('activities')
            .select([sql.val(to).as('workspace_id'), ...COPIED_COLUMNS])
            .where('workspace_id', '=', from)
            .where('patient_id', '=', patientId),
        )
        .executeTakeFirst();
      await trx
        .deleteFrom('activities')
        .where('workspace_id', '=', from)
        .where('patient_id', '=', patientId)
        .execute();
      await trx
        .deleteFrom('patients')
        .where('workspace_id', '=', from)
        .where('patient_id', '=', patientId)
        .execute();
      for (const workspaceId of [from, to]) {
        await appendAuditEvent(
          trx,
          workspaceId,
          actor,
          { action: 'patient.transfer', patientId },
          now,
        );
      }
      results.push({ patientId, sessions: Number(copied.numInsertedOrUpdatedRows ?? 0) });
    }
    return results;
  });
}
