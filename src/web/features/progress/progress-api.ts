/**
 * A programme's progress summary and its discharge, from the data API. Online only: the summary
 * is computed by the server from every session, and a discharge freezes what the server holds.
 */
import { apiPaths } from '../../../common/api/api-paths';
import {
  type ProgrammeSummary,
  programmeSummaryResponseSchema,
} from '../../../common/schemas/programme-summary';
import { apiRequest } from '../../lib/api-client';

/** Days and weeks are the clinician's: the server needs their offset from UTC. */
const utcOffsetMin = () => -new Date().getTimezoneOffset();

export async function fetchProgrammeSummary(
  patientId: string,
  programmeId: string,
): Promise<ProgrammeSummary> {
  const path = apiPaths.programmeSummary(patientId, programmeId, utcOffsetMin());
  return (await apiRequest(path, { schema: programmeSummaryResponseSchema })).summary;
}

export async function dischargeProgramme(
  patientId: string,
  programmeId: string,
  recommendations: string,
): Promise<ProgrammeSummary> {
  const answer = await apiRequest(apiPaths.programmeDischarge(patientId, programmeId), {
    method: 'POST',
    body: { recommendations, utcOffsetMin: utcOffsetMin() },
    schema: programmeSummaryResponseSchema,
  });
  return answer.summary;
}
