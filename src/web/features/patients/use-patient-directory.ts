/**
 * The one way a screen asks for patient names: `usePatientDirectory` (results: every patient,
 * archived too, for naming and filtering) and `usePatientName` (one patient, e.g. a recording's).
 * Both read the patient store and load what it lacks; until it arrives the id stands in.
 */
import { useEffect, useMemo } from 'react';
import type { Patient } from '../../../common/schemas/patient';
import { usePatientState } from './patient-store';
import { loadPatientDirectory, loadPatients } from './patients-api';

export interface PatientDirectory {
  /** Every patient, archived ones too, for the patient filter (the active list until loaded). */
  patients: readonly Patient[];
  names: Readonly<Record<string, string>>;
}

export function usePatientDirectory(): PatientDirectory {
  const { patients, directory, patientNames } = usePatientState();
  useEffect(() => {
    void loadPatientDirectory();
  }, []);
  return useMemo(
    () => ({ patients: directory ?? patients, names: patientNames }),
    [directory, patients, patientNames],
  );
}

/** One patient's name, loading the active list when nothing has yet (a reload onto a recording). */
export function usePatientName(patientId: string | null): string | null {
  const { status, patientNames } = usePatientState();
  const wanted = patientId !== null;
  useEffect(() => {
    if (wanted && status === 'idle') void loadPatients();
  }, [wanted, status]);
  return patientId === null ? null : patientNameOf(patientNames, patientId);
}

/** The name to show for a patient: the id when the name is unknown. */
export function patientNameOf(names: Readonly<Record<string, string>>, patientId: string): string {
  return names[patientId] ?? patientId;
}
