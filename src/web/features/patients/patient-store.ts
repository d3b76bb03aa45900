/**
 * The clinician's patients in memory, and the `patientId → patientName` dictionary other screens
 * (results, recording) use to name a session's patient. Wiped with the rest of the local data.
 */
import { useSyncExternalStore } from 'react';
import type { Patient } from '../../../common/schemas/patient';
import { onClearLocalData } from '../../lib/local-data';

export type PatientListStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface PatientState {
  status: PatientListStatus;
  /** Active patients in the order the server gave, new ones appended. */
  patients: readonly Patient[];
  patientNames: Readonly<Record<string, string>>;
  error: unknown;
}

const EMPTY: PatientState = { status: 'idle', patients: [], patientNames: {}, error: null };

/** As the original app: a patient whose id is already cached replaces it, others are appended. */
export function upsertPatient(patients: readonly Patient[], patient: Patient): Patient[] {
  if (patient.archivedAt !== null) return removePatient(patients, patient.patientId);
  const index = patients.findIndex((cached) => cached.patientId === patient.patientId);
  if (index === -1) return [...patients, patient];
  return patients.map((cached, i) => (i === index ? patient : cached));
}

export function removePatient(patients: readonly Patient[], patientId: string): Patient[] {
  return patients.filter((patient) => patient.patientId !== patientId);
}

export function patientNamesOf(patients: readonly Patient[]): Record<string, string> {
  return Object.fromEntries(patients.map((patient) => [patient.patientId, patient.patientName]));
}

export function createPatientStore() {
  let state = EMPTY;
  const listeners = new Set<() => void>();
  const update = (next: Partial<PatientState>) => {
    state = { ...state, ...next };
    if (next.patients) state.patientNames = patientNamesOf(next.patients);
    for (const listener of listeners) listener();
  };
  const setPatients = (patients: readonly Patient[]) =>
    update({ patients, status: 'ready', error: null });

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setLoading: () => update({ status: 'loading', error: null }),
    setError: (error: unknown) => update({ status: 'error', error }),
    setPatients,
    upsert: (patient: Patient) => setPatients(upsertPatient(state.patients, patient)),
    archive: (patientId: string) => setPatients(removePatient(state.patients, patientId)),
    clear: () => update(EMPTY),
  };
}

export type PatientStore = ReturnType<typeof createPatientStore>;

export const patientStore = createPatientStore();
onClearLocalData(patientStore.clear);

export function usePatientState(): PatientState {
  return useSyncExternalStore(patientStore.subscribe, patientStore.getState, patientStore.getState);
}

/** `patientId → patientName` for naming sessions; empty until the list has loaded. */
export function usePatientNames(): Readonly<Record<string, string>> {
  return usePatientState().patientNames;
}
