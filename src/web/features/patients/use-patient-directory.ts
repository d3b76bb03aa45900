/**
 * The one way a screen asks for patient names: `usePatientDirectory` (results: every patient,
 * archived too, for naming and filtering) and `usePatientName` (one patient, e.g. a recording's).
 * Both read the patient store and load what it lacks; until it arrives the id stands in.
 */
import { useEffect, useMemo } from 'react';
import type { Patient } from '../../../common/schemas/patient';
import { useServerQuery } from '../../lib/server-state';
import { PATIENT_KEY_PREFIX, useOutboxSignature } from '../sync';
import { everyPatientOf, type PatientListStatus, usePatientState } from './patient-store';
import { loadPatients, PATIENT_DIRECTORY_KEY, readPatientDirectory } from './patients-api';

export interface PatientDirectory {
  /** Every patient, archived ones too, for the patient filter (the active list until loaded). */
  patients: readonly Patient[];
  names: Readonly<Record<string, string>>;
}

const isPatientKey = (entityKey: string) => entityKey.startsWith(PATIENT_KEY_PREFIX);

/**
 * The active list, loaded once if nothing has loaded it yet (a reload straight onto a results
 * screen or a recording): it holds the patients added on this device, from its cache offline.
 */
function useActiveList(wanted: boolean, status: PatientListStatus): void {
  useEffect(() => {
    if (wanted && status === 'idle') void loadPatients();
  }, [wanted, status]);
}

export function usePatientDirectory(): PatientDirectory {
  const { status, patients, directory, patientNames } = usePatientState();
  useActiveList(true, status);
  // Read again whenever a patient's write leaves the outbox (or is refused): a patient added
  // offline is on the server now, and the directory read while offline did not list them.
  const patientWrites = useOutboxSignature(isPatientKey);
  useServerQuery({
    key: PATIENT_DIRECTORY_KEY,
    read: readPatientDirectory,
    readAgainWhen: patientWrites,
  });
  return useMemo(
    () => ({ patients: everyPatientOf(patients, directory), names: patientNames }),
    [directory, patients, patientNames],
  );
}

/** One patient's name, loading the active list when nothing has yet (a reload onto a recording). */
export function usePatientName(patientId: string | null): string | null {
  const { status, patientNames } = usePatientState();
  useActiveList(patientId !== null, status);
  return patientId === null ? null : patientNameOf(patientNames, patientId);
}

/** The name to show for a patient: the id when the name is unknown. */
export function patientNameOf(names: Readonly<Record<string, string>>, patientId: string): string {
  return names[patientId] ?? patientId;
}
