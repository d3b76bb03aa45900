/**
 * Patient reads and writes. Reads show the cached list at once, then refresh from the API;
 * writes go to the sync outbox and change the in-memory list and its cache at once, so a
 * patient added offline is there immediately and after a reload.
 */
import { z } from 'zod';
import { apiPaths } from '../../../common/api/api-paths';
import type { ClinicalProfile } from '../../../common/schemas/clinical-profile';
import {
  type Patient,
  type PatientInputParsed,
  patientContentOf,
  patientListResponseSchema,
  patientSchema,
} from '../../../common/schemas/patient';
import { apiRequest } from '../../lib/api-client';
import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api-error';
import { readServerQuery } from '../../lib/server-state';
import { createUserStore } from '../../lib/user-state';
import {
  fetchWithUnsynced,
  onServerRecord,
  PATIENT_KEY_PREFIX,
  patientEntityKey,
  queueCreateOnly,
  queueWrite,
  readCachedValue,
  writeCache,
} from '../sync';
import { mergeServerPatients } from './merge-server-patients';
import { patientStore } from './patient-store';

const PATIENTS_CACHE_KEY = 'patients';
/** Version 0: made on this device, not on the server yet (its saves go without `If-Match`). */
const LOCAL_ONLY_VERSION = 0;
const cachedPatientsSchema = z.array(
  patientSchema.extend({ version: z.number().int().min(LOCAL_ONLY_VERSION).default(1) }),
);

/** The server's version this device's copy was made from, if the server has the patient. */
function baseVersionOf(patientId: string): number | undefined {
  const { patients, directory } = patientStore.getState();
  const known = [...patients, ...(directory ?? [])].find((p) => p.patientId === patientId);
  return known && known.version > LOCAL_ONLY_VERSION ? known.version : undefined;
}

/** Mine replaced by the server's (null: it has none, so ours stays as it is). */
function takeServerPatient(current: unknown): void {
  const parsed = patientSchema.safeParse(current);
  if (!parsed.success) return;
  if (parsed.data.archivedAt === null) patientStore.upsert(parsed.data);
  else patientStore.archive(parsed.data.patientId, parsed.data.archivedAt);
  keepPatients(patientStore.getState().patients);
}

/**
 * Versions the server stored for patients this device does not list yet: an online "Add
 * patient" hears the server's answer before it keeps the patient, and without this the first
 * edit would go without `If-Match` and overwrite whatever another device did meanwhile.
 */
const versionsBeforeListed = createUserStore(() => new Map<string, number>());

/** The server stored a write: the next edit names that version. */
function keepServerVersion(patientId: string, version: number): void {
  const { patients, directory } = patientStore.getState();
  const known = patients.find((p) => p.patientId === patientId);
  if (!known) versionsBeforeListed.getState().set(patientId, version);
  if (known) {
    patientStore.upsert({ ...known, version });
    keepPatients(patientStore.getState().patients);
  }
  if (directory?.some((p) => p.patientId === patientId)) {
    patientStore.setDirectory(
      directory.map((p) => (p.patientId === patientId ? { ...p, version } : p)),
    );
  }
}

onServerRecord(PATIENT_KEY_PREFIX, (entityKey, news) => {
  const patientId = entityKey.slice(PATIENT_KEY_PREFIX.length);
  if ('version' in news) keepServerVersion(patientId, news.version);
  else takeServerPatient(news.theirs);
});

async function showCachedPatients(): Promise<void> {
  const cached = await readCachedValue(PATIENTS_CACHE_KEY, cachedPatientsSchema);
  if (cached !== null && patientStore.getState().status !== 'ready') {
    patientStore.setPatients(cached);
  }
}

function keepPatients(patients: readonly Patient[]): void {
  patientStore.setPatients(patients);
  void writeCache(PATIENTS_CACHE_KEY, patients);
}

/** The active list's server-state key; the store keeps what it read (and this device's saves). */
const ACTIVE_LIST_KEY = ['patients'] as const;
/** The directory's: every patient, archived too. */
export const PATIENT_DIRECTORY_KEY = ['patient-directory'] as const;

/** Every patient, archived ones too: one request serves the active list and the directory. */
const DIRECTORY_PATH = apiPaths.patients({ includeArchived: true });

/**
 * Shows the cached list (if nothing is on screen yet), then refreshes it from the API, into the
 * patient store (which holds this device's saves too). Never throws: a failure is the store's.
 * The request lists archived patients too, kept as the directory (their past sessions still need
 * a name): Home asked for both lists on every load, once each (issue 37).
 */
async function readActiveList(): Promise<readonly Patient[]> {
  if (patientStore.getState().status !== 'ready') {
    patientStore.setLoading();
    await showCachedPatients();
  }
  try {
    const { value, unsynced } = await fetchWithUnsynced(PATIENT_KEY_PREFIX, () =>
      apiRequest(DIRECTORY_PATH, { schema: patientListResponseSchema }),
    );
    const active = value.patients.filter((patient) => patient.archivedAt === null);
    keepPatients(mergeServerPatients(active, patientStore.getState().patients, unsynced));
    patientStore.setDirectory(value.patients);
    void writeCache(DIRECTORY_PATH, value);
  } catch (error) {
    const offline = error instanceof ApiError && error.status === NETWORK_ERROR_STATUS;
    // Offline with the cached list on screen: the header already says so.
    if (!(offline && patientStore.getState().status === 'ready')) patientStore.setError(error);
  }
  return patientStore.getState().patients;
}

/**
 * Reads the active list through server-state: calls while one is under way share it (Home's
 * panel and its recent sessions both ask at start, and the list was fetched twice on one load,
 * issue 37).
 */
export async function loadPatients(): Promise<void> {
  await readServerQuery(ACTIVE_LIST_KEY, readActiveList);
}

/**
 * Every patient, archived ones included: the directory as last seen at once, then the same read
 * as the active list (shared while one is under way). Names are a convenience here: on failure
 * ids stand in. The read of PATIENT_DIRECTORY_KEY (use-patient-directory.ts).
 */
export async function readPatientDirectory(): Promise<readonly Patient[] | null> {
  if (patientStore.getState().directory === null) {
    const cached = await readCachedValue(DIRECTORY_PATH, patientListResponseSchema);
    if (cached !== null && patientStore.getState().directory === null) {
      patientStore.setDirectory(cached.patients);
    }
  }
  await loadPatients();
  return patientStore.getState().directory;
}

/** The patient as this device now shows it, kept in the list and its cache. */
function keepSaved(patientId: string, input: PatientInputParsed, baseVersion?: number): Patient {
  const now = Date.now();
  const existing = patientStore.getState().patients.find((p) => p.patientId === patientId);
  const stored = versionsBeforeListed.getState();
  const patient: Patient = {
    patientId,
    ...patientContentOf(input),
    // Absent from a save, the stored profile stays (as on the server); null clears it.
    clinicalProfile:
      input.clinicalProfile === undefined ? existing?.clinicalProfile : input.clinicalProfile,
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
    version: baseVersion ?? stored.get(patientId) ?? LOCAL_ONLY_VERSION,
  };
  stored.delete(patientId);
  patientStore.upsert(patient);
  keepPatients(patientStore.getState().patients);
  return patient;
}

/** Saves an existing patient (or replaces one with that ID); resolves once kept on the device. */
export async function savePatient(patientId: string, input: PatientInputParsed): Promise<Patient> {
  const baseVersion = baseVersionOf(patientId);
  await queueWrite({
    entityKey: patientEntityKey(patientId),
    method: 'PUT',
    path: apiPaths.patient(patientId),
    body: { ...input, patientId },
    baseVersion,
  });
  return keepSaved(patientId, input, baseVersion);
}

/**
 * Saves the patient's clinical profile (what changes how they may exercise) over the version this
 * device has, keeping the rest of the patient as it is here. Resolves once kept on the device.
 */
export async function saveClinicalProfile(
  patient: Patient,
  clinicalProfile: ClinicalProfile,
): Promise<Patient> {
  const { patientName, birthDate, sex, restingHr, notes } = patient;
  return savePatient(patient.patientId, {
    patientName,
    birthDate,
    sex,
    restingHr,
    notes,
    clinicalProfile,
  });
}

/** "Add patient" found the Patient ID taken: `existing` is the patient who has it. */
export class PatientIdTaken extends Error {
  constructor(readonly existing: Patient) {
    super(`Patient ID ${existing.patientId} is already used by ${existing.patientName}`);
  }
}

/**
 * Adds a new patient, never replacing one (`If-None-Match: *`). Online, waits for the server:
 * a Patient ID already in the workspace throws PatientIdTaken and nothing is kept. Offline, the
 * patient is kept on the device at once; a refusal then shows in Settings → Sync.
 */
export async function addPatient(patientId: string, input: PatientInputParsed): Promise<Patient> {
  const refused = await queueCreateOnly({
    entityKey: patientEntityKey(patientId),
    method: 'PUT',
    path: apiPaths.patient(patientId),
    body: { ...input, patientId },
  });
  if (refused) {
    const existing = patientSchema.parse(refused.current);
    // The list shows the patient who has the ID, so "open" finds them there.
    if (existing.archivedAt === null) {
      patientStore.upsert(existing);
      keepPatients(patientStore.getState().patients);
    }
    throw new PatientIdTaken(existing);
  }
  return keepSaved(patientId, input);
}

/** Archived patients are hidden, not deleted. */
export async function archivePatient(patientId: string): Promise<void> {
  await queueWrite({
    entityKey: patientEntityKey(patientId),
    method: 'DELETE',
    path: apiPaths.patient(patientId),
    baseVersion: baseVersionOf(patientId),
  });
  patientStore.archive(patientId, Date.now());
  keepPatients(patientStore.getState().patients);
}
