/**
 * Every active programme of a workspace with its plan as a physician signs it (`plan-hash.ts`),
 * read in four queries whatever the number of programmes: the programmes, their prescriptions,
 * their patients' device limits and the tests the prescriptions are based on. The due list
 * weighs each of them; reading them one programme at a time took 4–6 queries each (about 800
 * for 200 programmes, issue 37).
 */
import type { Kysely } from 'kysely';
import type { Prescription, Programme } from '../../common/schemas/programme.js';
import type { DataSchema } from '../db/schema.js';
import { type CurrentPlan, planOf } from '../programmes/plan-hash.js';
import { deviceLimitIn } from '../programmes/prescription-basis.js';
import { toPrescription } from '../programmes/prescription-repository.js';
import { toProgramme } from '../programmes/programme-repository.js';

export interface ActivePlan {
  programme: Programme;
  plan: CurrentPlan;
}

const keyOf = (row: { patient_id: string; programme_id: string }) =>
  JSON.stringify([row.patient_id, row.programme_id]);

/** The join of a table's rows to the workspace's active programmes, on the whole key. */
function activeProgrammeRows(db: Kysely<DataSchema>, workspaceId: string) {
  return db
    .selectFrom('programmes')
    .where('programmes.workspace_id', '=', workspaceId)
    .where('programmes.status', '=', 'active');
}

/** Each active programme's current (highest) prescription version, by `keyOf`. */
async function currentPrescriptions(
  db: Kysely<DataSchema>,
  workspaceId: string,
): Promise<Map<string, Prescription>> {
  const rows = await activeProgrammeRows(db, workspaceId)
    .innerJoin('prescriptions', (join) =>
      join
        .onRef('prescriptions.workspace_id', '=', 'programmes.workspace_id')
        .onRef('prescriptions.patient_id', '=', 'programmes.patient_id')
        .onRef('prescriptions.programme_id', '=', 'programmes.programme_id'),
    )
    .selectAll('prescriptions')
    .orderBy('prescriptions.version')
    .execute();
  // Ascending versions: the last one set for a programme is its current one.
  return new Map(rows.map((row) => [keyOf(row), toPrescription(row)]));
}

/** The device limit of every patient with an active programme, by patient id. */
async function deviceLimits(
  db: Kysely<DataSchema>,
  workspaceId: string,
): Promise<Map<string, number | null>> {
  const rows = await activeProgrammeRows(db, workspaceId)
    .innerJoin('patients', (join) =>
      join
        .onRef('patients.workspace_id', '=', 'programmes.workspace_id')
        .onRef('patients.patient_id', '=', 'programmes.patient_id'),
    )
    .select(['patients.patient_id', 'patients.clinical_profile'])
    .execute();
  return new Map(rows.map((row) => [row.patient_id, deviceLimitIn(row.clinical_profile)]));
}

/** The assessments named by `basedOn`s, by `[patientId, assessmentId]` JSON. */
async function basedOnRows(db: Kysely<DataSchema>, workspaceId: string, ids: string[]) {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('assessments')
    .select(['patient_id', 'assessment_id', 'kind', 'date', 'measures', 'updated_at'])
    .where('workspace_id', '=', workspaceId)
    .where('assessment_id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [JSON.stringify([row.patient_id, row.assessment_id]), row]));
}

export async function activePlans(
  db: Kysely<DataSchema>,
  workspaceId: string,
): Promise<ActivePlan[]> {
  const [programmeRows, prescriptions, limits] = await Promise.all([
    activeProgrammeRows(db, workspaceId).selectAll('programmes').execute(),
    currentPrescriptions(db, workspaceId),
    deviceLimits(db, workspaceId),
  ]);
  const basedOnIds = [...prescriptions.values()].flatMap((p) => (p.basedOn ? [p.basedOn] : []));
  const assessments = await basedOnRows(db, workspaceId, basedOnIds);
  return programmeRows.map((row) => {
    // `targetOutdated` is no part of the plan a physician signs: the due list does not read it.
    const programme = toProgramme(row, prescriptions.get(keyOf(row)) ?? null, false);
    const basedOn = programme.prescription?.basedOn;
    const test = basedOn ? assessments.get(JSON.stringify([row.patient_id, basedOn])) : undefined;
    return { programme, plan: planOf(programme, test ?? null, limits.get(row.patient_id) ?? null) };
  });
}
