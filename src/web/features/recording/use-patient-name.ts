/**
 * A recording's patient name from the shared dictionary, loading the patient list when nothing
 * has loaded it yet (a reload straight onto a resumed recording); the id until it arrives.
 */
import { useEffect } from 'react';
import { loadPatients, usePatientState } from '../patients';

export function usePatientName(patientId: string | null): string | null {
  const { status, patientNames } = usePatientState();
  const wanted = patientId !== null;
  useEffect(() => {
    if (wanted && status === 'idle') void loadPatients();
  }, [wanted, status]);
  if (patientId === null) return null;
  return patientNames[patientId] ?? patientId;
}
