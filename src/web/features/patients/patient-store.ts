/**
 * The one owner of patient data on the web: the active list (Home, recording setup), the
 * directory with archived patients too (results name past activities and filter by them), and
 * the `patientId → patientName` dictionary every screen names a patient with. A user store, so
 * sign-out wipes it.
 */
import type { Patient } from '../../../common/schemas/patient';
import { createUserStore, useUserStore } from '../../lib/user-state';

export type PatientListStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface PatientState {
  status: PatientListStatus;
  /** Active patients in the order the server gave, new ones appended. */
  patients: readonly Patient[];
  /** Every patient, archived ones included, once results asked for it; null until then. */
  directory: readonly Patient[] | null;
  /** Names of the directory's patients, overridden by the active list's (the freshest). */
  patientNames: Readonly<Record<string, string>>;
  error: unknown;
}

const EMPTY: PatientState = {
  status: 'idle',
  patients: [],
  directory: null,
  patientNames: {},
  error: null,
};

/** A patient whose id is already listed replaces it in place; others are appended. */
function replaceOrAppend(patients: readonly Patient[], patient: Patient): Patient[] {
  const index = patients.findIndex((listed) => listed.patientId === patient.patientId);
  if (index === -1) return [...patients, patient];
  return patients.map((listed, i) => (i === index ? patient : listed));
}

/** The active list after a save: an archived patient leaves it. */
export function upsertPatient(patients: readonly Patient[], patient: Patient): Patient[] {
  if (patient.archivedAt !== null) return removePatient(patients, patient.patientId);
  return replaceOrAppend(patients, patient);
}

function removePatient(patients: readonly Patient[], patientId: string): Patient[] {
  return patients.filter((patient) => patient.patientId !== patientId);
}

/**
 * Every patient known here: the directory (archived too) with the active list laid over it, as
 * the active list is the freshest and holds the patients added on this device that a directory
 * read offline from the cache does not (issue 24). Just the active list until a directory loads.
 */
export function everyPatientOf(
  patients: readonly Patient[],
  directory: readonly Patient[] | null,
): readonly Patient[] {
  if (directory === null) return patients;
  // A Map keeps each id where the directory had it; the active list's new ones come last.
  const byId = new Map(directory.map((patient) => [patient.patientId, patient]));
  for (const patient of patients) byId.set(patient.patientId, patient);
  return [...byId.values()];
}

function namesOf(
  patients: readonly Patient[],
  directory: readonly Patient[] | null,
): Record<string, string> {
  const names: Record<string, string> = {};
  for (const patient of everyPatientOf(patients, directory)) {
    names[patient.patientId] = patient.patientName;
  }
  return names;
}

export function createPatientStore() {
  const store = createUserStore(() => EMPTY);
  const update = (next: Partial<PatientState>) =>
    store.setState((state) => {
      const merged = { ...state, ...next };
      const listsChanged = next.patients !== undefined || next.directory !== undefined;
      return listsChanged
        ? { ...merged, patientNames: namesOf(merged.patients, merged.directory) }
        : merged;
    });
  const setPatients = (patients: readonly Patient[]) =>
    update({ patients, status: 'ready', error: null });
  const inDirectory = (patient: Patient) => {
    const { directory } = store.getState();
    return directory === null ? null : replaceOrAppend(directory, patient);
  };

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    setLoading: () => update({ status: 'loading', error: null }),
    setError: (error: unknown) => update({ status: 'error', error }),
    setPatients,
    setDirectory: (directory: readonly Patient[]) => update({ directory }),
    upsert: (patient: Patient) =>
      update({
        patients: upsertPatient(store.getState().patients, patient),
        directory: inDirectory(patient),
        status: 'ready',
        error: null,
      }),
    /** Off the active list; the directory keeps the patient (past activities still need a name). */
    archive: (patientId: string, archivedAt: number) => {
      const archived = store.getState().directory?.find((p) => p.patientId === patientId);
      update({
        patients: removePatient(store.getState().patients, patientId),
        directory: archived ? inDirectory({ ...archived, archivedAt }) : store.getState().directory,
      });
    },
    clear: () => store.setState(EMPTY),
  };
}

export type PatientStore = ReturnType<typeof createPatientStore>;

export const patientStore = createPatientStore();

/** The patient as this device knows them (active list first, then the directory), if at all. */
export function knownPatient(patientId: string): Patient | undefined {
  const { patients, directory } = patientStore.getState();
  return everyPatientOf(patients, directory).find((p) => p.patientId === patientId);
}

export function usePatientState(): PatientState {
  return useUserStore(patientStore);
}

/** `patientId → patientName` for naming activities; empty until a list has loaded. */
export function usePatientNames(): Readonly<Record<string, string>> {
  return usePatientState().patientNames;
}
