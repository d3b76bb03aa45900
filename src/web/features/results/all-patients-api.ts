/** Every patient, archived ones included, for naming activities in results. */
import { patientListResponseSchema } from '../../../common/schemas/patient';
import { apiRequest } from '../../lib/api-client';
import { fetchWithCache, readCachedValue } from '../sync';

const ALL_PATIENTS_PATH = '/api/patients?includeArchived=true';

/** Archived patients included: their past sessions still need a name. */
export async function fetchAllPatients() {
  const request = () => apiRequest(ALL_PATIENTS_PATH, { schema: patientListResponseSchema });
  const { patients } = await fetchWithCache(ALL_PATIENTS_PATH, request, patientListResponseSchema);
  return patients;
}

/** The same list as last fetched, to name sessions at once while the API is asked. */
export async function readCachedAllPatients() {
  return (await readCachedValue(ALL_PATIENTS_PATH, patientListResponseSchema))?.patients ?? null;
}
