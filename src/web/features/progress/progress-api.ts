/**
 * A programme's progress summary and its discharge, from the data API. Online only: the summary
 * is computed by the server from every session, and a discharge freezes what the server holds.
 */
import { apiPaths } from '../../../common/api/api-paths';
import { deviceTimeZone } from '../../../common/dates/time-zone';
import {
  type ProgrammeSummary,
  programmeSummaryResponseSchema,
} from '../../../common/schemas/programme-summary';
import { apiRequest } from '../../lib/api-client';

export async function fetchProgrammeSummary(
  patientId: string,
  programmeId: string,
): Promise<ProgrammeSummary> {
  // Days and weeks are the clinician's: the server is sent their IANA zone.
  const path = apiPaths.programmeSummary(patientId, programmeId, deviceTimeZone());
  return (await apiRequest(path, { schema: programmeSummaryResponseSchema })).summary;
}

export async function dischargeProgramme(
  patientId: string,
  programmeId: string,
  recommendations: string,
): Promise<ProgrammeSummary> {
  // The days frozen in the discharge are the clinician's: the server is sent their zone.
  const path = apiPaths.programmeDischarge(patientId, programmeId, deviceTimeZone());
  const answer = await apiRequest(path, {
    method: 'POST',
    body: { recommendations },
    schema: programmeSummaryResponseSchema,
  });
  return answer.summary;
}
