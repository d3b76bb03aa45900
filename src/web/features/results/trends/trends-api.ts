/** A patient's weekly trend and FHIR export from the data API. */
import { patientTrendSchema } from '../../../../common/trends/weekly-trend';
import { apiRequest } from '../../../lib/api-client';

const patientPath = (patientId: string) => `/api/patients/${encodeURIComponent(patientId)}`;

/** Weeks start on the clinician's Monday: the server needs their offset from UTC. */
export function fetchPatientTrend(patientId: string) {
  const utcOffsetMin = -new Date().getTimezoneOffset();
  return apiRequest(`${patientPath(patientId)}/trend?utcOffsetMin=${utcOffsetMin}`, {
    schema: patientTrendSchema,
  });
}

export const fhirBundlePath = (patientId: string) => `${patientPath(patientId)}/fhir`;
