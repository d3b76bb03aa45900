/**
 * The list the API returned, with this device's writes the server has not received yet laid on
 * top: a patient added or archived offline must not appear or vanish when the list refreshes.
 */
import type { Patient } from '../../../common/schemas/patient';
import { upsertPatient } from './patient-store';

export const patientEntityKey = (patientId: string) => `patient:${patientId}`;

export function mergeServerPatients(
  server: readonly Patient[],
  local: readonly Patient[],
  unsyncedKeys: ReadonlySet<string>,
): Patient[] {
  const localById = new Map(local.map((patient) => [patient.patientId, patient]));
  let merged = server.filter((patient) => !unsyncedKeys.has(patientEntityKey(patient.patientId)));
  for (const key of unsyncedKeys) {
    const patient = localById.get(key.slice('patient:'.length));
    // Absent locally: archived on this device, so it stays hidden.
    if (patient) merged = upsertPatient(merged, patient);
  }
  return merged;
}
