/**
 * Moves patients, with every session and rehabilitation record of theirs, from a user's personal workspace into a clinic,
 * in one transaction. A row's workspace is its distribution key, so a move is a copy into the
 * clinic and a delete from the personal workspace (Citus cannot update that column); every
 * statement names one of the two workspaces. Audit events go to both.
 */
import { type Kysely, sql } from 'kysely';
import { LIST_COLUMNS } from '../activities/activity-row.js';
import type { Actor } from '../audit/actor.js';
import { appendAuditEvent } from '../audit/audit-repository.js';
import type { DataSchema } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { HttpError } from '../kernel/http-error.js';
import { moveProgrammeRecords } from '../programmes/programme-transfer.js';
import { checkTransfer } from './patient-transfer-checks.js';

type ListColumn = (typeof LIST_COLUMNS)[number];
const notWorkspace = (column: ListColumn): column is Exclude<ListColumn, 'workspace_id'> =>
  column !== 'workspace_id';

/** Every column of a session but the workspace, so a column added to the table moves too. */
const COPIED_COLUMNS = [...LIST_COLUMNS.filter(notWorkspace), 'events', 'samples'] as const;

export interface TransferResult {
  patientId: string;
  sessions: number;
}

interface TransferMove {
  from: string;
  to: string;
  patientIds: readonly string[];
  actor: Actor;
}

export async function transferPatients(
  db: Kysely<DataSchema>,
  move: TransferMove,
): Promise<TransferResult[]> {
  return db
    .transaction()
    .execute(async (trx) => {
      await checkTransfer(trx, move);
      return moveChecked(trx, move);
    })
    .catch((error: unknown) => {
      // A patient or session of the same id written into the clinic by another request since
      // the check (a transfer from someone else's personal workspace, a save).
      if (!isUniqueViolation(error)) throw error;
      throw new HttpError(
        409,
        'conflict',
        'The clinic received a patient or session with this id meanwhile',
        [
          {
            field: 'body.patientIds',
            message: 'an id was written into the clinic meanwhile; try again',
          },
        ],
      );
    });
}

async function moveChecked(
  trx: Kysely<DataSchema>,
  { from, to, patientIds, actor }: TransferMove,
): Promise<TransferResult[]> {
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
        updated_by_email: actor.email,
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
    await moveProgrammeRecords(trx, { from, to, patientId });
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
}
