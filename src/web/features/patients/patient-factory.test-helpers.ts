/** Test data: a valid patient, changed only where a test says so. */
import type { Patient } from '../../../common/schemas/patient';

export function makePatient(overrides: Partial<Patient> = {}): Patient {
  return {
    patientId: 'P-ABC234',
    patientName: 'Ana Souza',
    birthDate: '1960-05-04',
    sex: 'female',
    restingHr: 68,
    notes: '',
    archivedAt: null,
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_000_000,
    version: 1,
    ...overrides,
  };
}
