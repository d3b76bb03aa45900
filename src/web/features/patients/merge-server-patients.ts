/**
 * The list the API returned, with this device's writes the server has not received yet laid on
 * top: a patient added or archived offline must not appear or vanish when the list refreshes.
 */
import type { Patient } from '../../../common/schemas/patient';
import { PATIENT_KEY_PREFIX, patientEntityKey } from '../sync';
import { upsertPatient } from './patient-store';

/** `unsynced`: entity key → method of the latest write the server has not received. */
export function mergeServerPatients(
  server: readonly Patient[],
  local: readonly Patient[],
  unsynced: ReadonlyMap<string, 'PUT' | 'DELETE'>,
): Patient[] {
  const localById = new Map(local.map((patient) => [patient.patientId, patient]));
  let merged = server.filter((patient) => {
    const method = unsynced.get(patientEntityKey(patient.patientId));
    // Archived on this device; an unsynced save with no local copy (signed in again after a
    // 401 wiped the list) keeps the server's until the save lands.
    if (method === 'DELETE') return false;
    return method === undefined || !localById.has(patient.patientId);
  });
  for (const [key, method] of unsynced) {
    const patient = localById.get(key.slice(PATIENT_KEY_PREFIX.length));
    if (method === 'PUT' && patient) merged = upsertPatient(merged, patient);
  }
  return merged;
}
