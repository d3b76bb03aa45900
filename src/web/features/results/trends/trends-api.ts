/** A patient's weekly trend and FHIR export from the data API. */
import { apiPaths } from '../../../../common/api/api-paths';
import { patientTrendSchema } from '../../../../common/trends/weekly-trend';
import { apiRequest } from '../../../lib/api-client';

/** Weeks start on the clinician's Monday: the server needs their offset from UTC. */
export function fetchPatientTrend(patientId: string) {
  const utcOffsetMin = -new Date().getTimezoneOffset();
  return apiRequest(apiPaths.patientTrend(patientId, utcOffsetMin), { schema: patientTrendSchema });
}

export const fhirBundlePath = apiPaths.patientFhir;
