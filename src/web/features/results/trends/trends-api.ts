/** A patient's weekly trend and FHIR export from the data API. */
import { apiPaths } from '../../../../common/api/api-paths';
import { deviceTimeZone } from '../../../../common/dates/time-zone';
import { patientTrendSchema } from '../../../../common/trends/weekly-trend';
import { apiRequest } from '../../../lib/api-client';

/** Weeks start on the clinician's Monday: the server is sent their IANA zone. */
export function fetchPatientTrend(patientId: string) {
  return apiRequest(apiPaths.patientTrend(patientId, deviceTimeZone()), {
    schema: patientTrendSchema,
  });
}

export const fhirBundlePath = apiPaths.patientFhir;
