/** A patient's row and the Patient the API sends: the mapping both ways and the 409 of a taken ID. */
import type { Selectable } from 'kysely';
import {
  clinicalProfileFromStored,
  storedClinicalProfile,
} from '../../common/schemas/clinical-profile.js';
import {
  type Patient,
  type PatientInputParsed,
  patientContentOf,
} from '../../common/schemas/patient.js';
import { searchKey } from '../../common/text/search-key.js';
import { memberRefOf } from '../audit/actor.js';
import type { PatientsTable } from '../db/schema.js';
import { AlreadyExists } from '../kernel/if-match.js';

/** The column holds 120 characters; decomposition can make the key longer than the name. */
const NAME_KEY_LENGTH = 120;

/**
 * The sort key of a name, cut to its column: a Hangul syllable decomposes into up to three
 * jamo, so a 120-syllable name made PostgreSQL refuse the row (a 500). Cut by code point, as
 * the column counts, so no surrogate pair is split.
 */
function nameKeyOf(patientName: string): string {
  return Array.from(searchKey(patientName)).slice(0, NAME_KEY_LENGTH).join('');
}

export function toPatient(row: Selectable<PatientsTable>): Patient {
  return {
    patientId: row.patient_id,
    patientName: row.patient_name,
    birthDate: row.birth_date,
    sex: row.sex as Patient['sex'],
    restingHr: row.resting_hr,
    notes: row.notes,
    archivedAt: row.archived_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
    updatedBy: memberRefOf(row.updated_by, row.updated_by_name, row.updated_by_email),
    clinicalProfile: row.clinical_profile ? clinicalProfileFromStored(row.clinical_profile) : null,
    phone: row.phone,
  };
}

export type PatientRow = Selectable<PatientsTable>;
export type PatientColumns = Omit<
  PatientRow,
  | 'workspace_id'
  | 'patient_id'
  | 'created_at'
  | 'updated_at'
  | 'version'
  | 'updated_by'
  | 'updated_by_name'
  | 'updated_by_email'
  | 'clinical_profile'
  | 'phone'
> & {
  /** Absent when the save left the profile out: the stored one is kept. */
  clinical_profile?: string | null;
  /** Absent when the save left the phone out: the stored one is kept. */
  phone?: string | null;
};

/** The columns a save writes from its input (the stored profile is kept when left out). */
export function patientColumnsOf(input: PatientInputParsed): PatientColumns {
  const patient = patientContentOf(input);
  const content: PatientColumns = {
    patient_name: patient.patientName,
    name_key: nameKeyOf(patient.patientName),
    birth_date: patient.birthDate,
    sex: patient.sex,
    resting_hr: patient.restingHr,
    notes: patient.notes,
    archived_at: patient.archivedAt,
  };
  if (input.phone !== undefined) content.phone = input.phone;
  if (input.clinicalProfile !== undefined) {
    const profile = input.clinicalProfile;
    content.clinical_profile = profile === null ? null : storedClinicalProfile(profile);
  }
  return content;
}

export function sameContent(row: PatientRow, content: PatientColumns): boolean {
  return Object.entries(content).every(
    ([key, value]) => row[key as keyof PatientColumns] === value,
  );
}

/** The 409 of a create-only save whose Patient ID is taken: it names who has it. */
export function idTaken(row: PatientRow): AlreadyExists<Patient> {
  const archived = row.archived_at === null ? '' : ' (archived)';
  const message = `Patient ID ${row.patient_id} is already used by ${row.patient_name}${archived}`;
  return new AlreadyExists(message, toPatient(row));
}
