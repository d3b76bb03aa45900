/**
 * The statements that change a patient's row, each in one transaction with its audit event:
 * the caller has already decided which one applies (see the repository's upsert and archive).
 */
import type { Kysely } from 'kysely';
import type { Actor } from '../audit/actor.js';
import { appendAuditEvent } from '../audit/audit-repository.js';
import type { DataSchema } from '../db/schema.js';
import type { PatientColumns, PatientRow } from './patient-rows.js';

/** One save of a patient's content by an actor at a moment. */
export interface PatientWrite {
  workspaceId: string;
  patientId: string;
  actor: Actor;
  content: PatientColumns;
  now: number;
}

function changedColumns({ content, actor, now }: PatientWrite) {
  return {
    ...content,
    updated_at: now,
    updated_by: actor.id,
    updated_by_name: actor.name,
    updated_by_email: actor.email,
  };
}

function appendWrite(trx: Kysely<DataSchema>, write: PatientWrite) {
  const event = { action: 'patient.write', patientId: write.patientId } as const;
  return appendAuditEvent(trx, write.workspaceId, write.actor, event, write.now);
}

/** `If-Match`: one conditional UPDATE; undefined when the row is no longer at `version`. */
export function updateAtVersion(
  db: Kysely<DataSchema>,
  write: PatientWrite,
  version: number,
): Promise<PatientRow | undefined> {
  const fields = changedColumns(write);
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('patients')
      .set((eb) => ({ ...fields, version: eb('version', '+', 1) }))
      .where('workspace_id', '=', write.workspaceId)
      .where('patient_id', '=', write.patientId)
      .where('version', '=', version)
      .returningAll()
      .executeTakeFirst();
    if (updated) await appendWrite(trx, write);
    return updated;
  });
}

/**
 * Inserts the patient, or replaces the one with that ID; with `createOnly`, a patient made
 * between the caller's read and this insert is left alone and undefined comes back.
 */
export function insertOrReplace(
  db: Kysely<DataSchema>,
  write: PatientWrite,
  createOnly: boolean,
): Promise<PatientRow | undefined> {
  const fields = changedColumns(write);
  const { workspaceId, patientId, now } = write;
  return db.transaction().execute(async (trx) => {
    const written = await trx
      .insertInto('patients')
      .values({ workspace_id: workspaceId, patient_id: patientId, created_at: now, ...fields })
      .onConflict((oc) => {
        const key = oc.columns(['workspace_id', 'patient_id']);
        return createOnly
          ? key.doNothing()
          : key.doUpdateSet((eb) => ({ ...fields, version: eb('patients.version', '+', 1) }));
      })
      .returningAll()
      .executeTakeFirst();
    if (written) await appendWrite(trx, write);
    return written;
  });
}

/** Archives a live patient (at `ifMatch` when given); false when no row changed. */
export function archiveLive(
  db: Kysely<DataSchema>,
  { workspaceId, patientId, actor, now }: Omit<PatientWrite, 'content'>,
  ifMatch?: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    let update = trx
      .updateTable('patients')
      .set((eb) => ({
        archived_at: now,
        updated_at: now,
        updated_by: actor.id,
        updated_by_name: actor.name,
        updated_by_email: actor.email,
        version: eb('version', '+', 1),
      }))
      .where('workspace_id', '=', workspaceId)
      .where('patient_id', '=', patientId)
      .where('archived_at', 'is', null);
    if (ifMatch !== undefined) update = update.where('version', '=', ifMatch);
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await appendAuditEvent(trx, workspaceId, actor, { action: 'patient.archive', patientId }, now);
    return true;
  });
}
