/**
 * A transferred patient's rehabilitation records (assessments, programmes, every prescription
 * version, reviews with their signatures) move with them, inside the transfer's transaction: a
 * copy into the clinic and a delete from the personal workspace, each statement naming one
 * workspace (the tenant key cannot be updated); a discharge with its frozen summary too. Who is a
 * physician is per workspace and stays, and a signature keeps the workspace it was made in: in the
 * clinic it is history, not the clinic's signature.
 */
import { type Kysely, sql } from 'kysely';
import type { DataSchema } from '../db/schema.js';

type Columns<Table extends keyof DataSchema> = Exclude<keyof DataSchema[Table], 'workspace_id'>[];

/** Each table's columns but the workspace, so the copy names every one. */
const MOVED = {
  assessments: [
    'patient_id',
    'assessment_id',
    'kind',
    'date',
    'measures',
    'notes',
    'by_id',
    'by_name',
    'by_email',
    'created_at',
    'updated_at',
    'version',
  ] satisfies Columns<'assessments'>,
  programmes: [
    'patient_id',
    'programme_id',
    'phase',
    'start_date',
    'planned_sessions',
    'sessions_per_week',
    'risk_class',
    'status',
    'created_at',
    'updated_at',
    'version',
    'updated_by',
    'updated_by_name',
  ] satisfies Columns<'programmes'>,
  prescriptions: [
    'patient_id',
    'programme_id',
    'version',
    'modality',
    'minutes',
    'intensity',
    'based_on',
    'target_low_bpm',
    'target_high_bpm',
    'safety_max_bpm',
    'high_clipped',
    'created_at',
    'created_by',
    'created_by_name',
  ] satisfies Columns<'prescriptions'>,
  reviews: [
    'patient_id',
    'programme_id',
    'review_id',
    'at',
    'note',
    'signed',
    'by_id',
    'by_name',
    'registration',
    'plan_sha256',
    // Kept as it was: a signature made before the transfer stays one of the workspace it left.
    'signed_in_workspace_id',
    'plan_hash_version',
  ] satisfies Columns<'reviews'>,
  discharges: [
    'patient_id',
    'programme_id',
    'at',
    'by_id',
    'by_name',
    'recommendations',
    'summary',
  ] satisfies Columns<'discharges'>,
};

export async function moveProgrammeRecords(
  trx: Kysely<DataSchema>,
  { from, to, patientId }: { from: string; to: string; patientId: string },
): Promise<void> {
  for (const [table, columns] of Object.entries(MOVED) as [
    keyof typeof MOVED,
    readonly string[],
  ][]) {
    // The column lists are checked by the copy test; Kysely cannot type a table chosen at run time.
    const db = trx as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await db
      .insertInto(table)
      .columns(['workspace_id', ...columns])
      .expression((eb) =>
        eb
          .selectFrom(table)
          .select([sql.val(to).as('workspace_id'), ...columns])
          .where('workspace_id', '=', from)
          .where('patient_id', '=', patientId),
      )
      .execute();
    await db
      .deleteFrom(table)
      .where('workspace_id', '=', from)
      .where('patient_id', '=', patientId)
      .execute();
  }
}
