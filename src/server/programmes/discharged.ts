/**
 * A discharged programme is read-only (what was signed and summarised stays what the clinic
 * printed): the 409 every change to one answers, and the check a write makes inside its own
 * transaction so that it cannot land after a discharge made in the same instant.
 */
import type { Kysely } from 'kysely';
import type { DataSchema } from '../db/schema.js';
import { HttpError } from '../kernel/http-error.js';

/** The programme a write belongs to (ProgrammeKey, spelt out: that file imports this one). */
interface ProgrammeRowKey {
  workspaceId: string;
  patientId: string;
  programmeId: string;
}

/**
 * The 409 of a second discharge, or of any change to a discharged programme (its plan, its
 * prescription, a review): once discharged it is read-only, so what was signed and summarised
 * stays what the clinic printed.
 */
export const dischargedConflict = (what: string) =>
  new HttpError(409, 'programme_discharged', `This programme was discharged: ${what}`, [
    { field: 'params.programmeId', message: 'the programme is discharged; it is read-only' },
  ]);

/** Throws the 409 above when the programme as stored is discharged. */
export function refuseIfDischarged(programme: { status: string }, what: string): void {
  if (programme.status === 'discharged') throw dischargedConflict(what);
}

/**
 * Inside a write's transaction (a prescription, a review): takes the programme's row as the
 * discharge does, so the two cannot interleave (PostgreSQL makes the later one wait for the
 * earlier to commit, then reads the row again; SQLite writes one transaction at a time), and
 * throws the 409 above when it is discharged. Checked only before the transaction, a write in the
 * same instant as the discharge landed after it, in a programme already frozen (issue 35).
 */
export async function holdUndischarged(
  trx: Kysely<DataSchema>,
  key: ProgrammeRowKey,
  what: string,
): Promise<void> {
  const held = await trx
    .updateTable('programmes')
    .set((eb) => ({ status: eb.ref('programmes.status') }))
    .where('workspace_id', '=', key.workspaceId)
    .where('patient_id', '=', key.patientId)
    .where('programme_id', '=', key.programmeId)
    .where('status', '<>', 'discharged')
    .executeTakeFirst();
  if (Number(held.numUpdatedRows) === 0) throw dischargedConflict(what);
}
