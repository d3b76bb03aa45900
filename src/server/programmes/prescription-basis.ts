/**
 * Whether a stored prescription's target is still what the server would compute today. The
 * target is computed once, when prescribed; if the exercise test it is based on is corrected
 * (an ischaemic threshold added, a VT moved) or the implanted device's limit changes, the stored
 * band may now sit above a safe maximum. Reading the programme says so (`targetOutdated`), so the
 * clinician prescribes again instead of training the patient on an unsafe band.
 */
import type { Kysely } from 'kysely';
import {
  isTargetRefusal,
  prescriptionTarget,
  type TestHeartRates,
} from '../../common/programme/prescription-target.js';
import type { ClinicalProfile } from '../../common/schemas/clinical-profile.js';
import type { Prescription } from '../../common/schemas/programme.js';
import type { DataSchema } from '../db/schema.js';
import type { ProgrammeKey } from './prescription-repository.js';

export async function deviceLimitOf(
  db: Kysely<DataSchema>,
  { workspaceId, patientId }: ProgrammeKey,
) {
  const row = await db
    .selectFrom('patients')
    .select('clinical_profile')
    .where('workspace_id', '=', workspaceId)
    .where('patient_id', '=', patientId)
    .executeTakeFirst();
  return deviceLimitIn(row?.clinical_profile ?? null);
}

/** The implanted device's limit in a patient row's stored clinical profile (JSON), or null. */
export function deviceLimitIn(clinicalProfile: string | null): number | null {
  if (!clinicalProfile) return null;
  return (JSON.parse(clinicalProfile) as ClinicalProfile).deviceLimitBpm;
}

/** The heart rates of the exercise test now stored under `basedOn`; undefined when gone. */
async function testOf(db: Kysely<DataSchema>, key: ProgrammeKey, basedOn: string | null) {
  if (basedOn === null) return null;
  const row = await db
    .selectFrom('assessments')
    .select(['kind', 'measures'])
    .where('workspace_id', '=', key.workspaceId)
    .where('patient_id', '=', key.patientId)
    .where('assessment_id', '=', basedOn)
    .executeTakeFirst();
  return row?.kind === 'exercise-test' ? (JSON.parse(row.measures) as TestHeartRates) : undefined;
}

export async function isTargetOutdated(
  db: Kysely<DataSchema>,
  key: ProgrammeKey,
  prescription: Prescription,
): Promise<boolean> {
  const test = await testOf(db, key, prescription.basedOn);
  if (test === undefined) return true;
  const now = prescriptionTarget(prescription.intensity, test, await deviceLimitOf(db, key));
  if (isTargetRefusal(now)) return true;
  return (
    now.safetyMaxBpm !== prescription.safetyMaxBpm ||
    now.target?.lowBpm !== prescription.target?.lowBpm ||
    now.target?.highBpm !== prescription.target?.highBpm
  );
}
