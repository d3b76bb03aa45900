/** Patient calls to the data API; each keeps the in-memory store in step with the server. */
import {
  type Patient,
  type PatientInputParsed,
  patientListResponseSchema,
  patientResponseSchema,
} from '../../../common/schemas/patient';
import { apiRequest } from '../../lib/api-client';
import { patientStore } from './patient-store';

const patientPath = (patientId: string) => `/api/patients/${encodeURIComponent(patientId)}`;

/** Refreshes the list; the cached one stays on screen meanwhile. */
export async function loadPatients(): Promise<void> {
  if (patientStore.getState().status !== 'ready') patientStore.setLoading();
  try {
    const { patients } = await apiRequest('/api/patients', { schema: patientListResponseSchema });
    patientStore.setPatients(patients);
  } catch (error) {
    patientStore.setError(error);
  }
}

/** Creates or replaces (same Patient ID) the patient. */
export async function savePatient(patientId: string, input: PatientInputParsed): Promise<Patient> {
  const { patient } = await apiRequest(patientPath(patientId), {
    method: 'PUT',
    body: { ...input, patientId },
    schema: patientResponseSchema,
  });
  patientStore.upsert(patient);
  return patient;
}

/** Archived patients are hidden, not deleted. */
export async function archivePatient(patientId: string): Promise<void> {
  await apiRequest(patientPath(patientId), { method: 'DELETE' });
  patientStore.archive(patientId);
}
