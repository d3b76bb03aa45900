/** Results calls to the data API: history pages, one session, its notes and deletion, trends. */
import type { z } from 'zod';
import {
  type Activity,
  type ActivityInput,
  activityListResponseSchema,
  activityResponseSchema,
} from '../../../common/schemas/activity';
import { patientListResponseSchema } from '../../../common/schemas/patient';
import { patientTrendSchema } from '../../../common/trends/weekly-trend';
import { apiRequest } from '../../lib/api-client';
import { fetchWithCache } from '../sync';
import type { HistoryApiQuery } from './history-filters';

const activityPath = (activityId: string) => `/api/activities/${encodeURIComponent(activityId)}`;
const patientPath = (patientId: string) => `/api/patients/${encodeURIComponent(patientId)}`;

export type HistoryPage = z.infer<typeof activityListResponseSchema>;

export function fetchHistoryPage(
  query: HistoryApiQuery,
  limit: number,
  cursor: string | null,
): Promise<HistoryPage> {
  const params = new URLSearchParams({ limit: String(limit) });
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  if (cursor) params.set('cursor', cursor);
  const request = () =>
    apiRequest(`/api/activities?${params}`, { schema: activityListResponseSchema });
  // The recent sessions (first page, no filter) stay readable offline.
  if (cursor || Object.keys(query).length > 0) return request();
  return fetchWithCache(`history:first:${limit}`, request, activityListResponseSchema);
}

export async function fetchActivity(activityId: string): Promise<Activity> {
  const { activity } = await apiRequest(activityPath(activityId), {
    schema: activityResponseSchema,
  });
  return activity;
}

/** The fields a PUT takes back: the API replaces the whole record, so all are sent unchanged. */
function inputOf(activity: Activity): ActivityInput {
  const { patientId, type, startedAt, endedAt, timestamp, device, hrMaxBpm, restingHr } = activity;
  const { samples, events, notes } = activity;
  return {
    patientId,
    type,
    startedAt,
    endedAt,
    timestamp,
    device,
    hrMaxBpm,
    restingHr,
    samples,
    events,
    notes,
  };
}

export async function saveActivityNotes(activity: Activity, notes: string): Promise<Activity> {
  const { activity: saved } = await apiRequest(activityPath(activity.activityId), {
    method: 'PUT',
    body: { ...inputOf(activity), notes },
    schema: activityResponseSchema,
  });
  return saved;
}

/** Soft delete: the server keeps the row, hidden from history and exports. */
export function deleteActivity(activityId: string): Promise<void> {
  return apiRequest(activityPath(activityId), { method: 'DELETE' });
}

/** Weeks start on the clinician's Monday: the server needs their offset from UTC. */
export function fetchPatientTrend(patientId: string) {
  const utcOffsetMin = -new Date().getTimezoneOffset();
  return apiRequest(`${patientPath(patientId)}/trend?utcOffsetMin=${utcOffsetMin}`, {
    schema: patientTrendSchema,
  });
}

/** Archived patients included: their past sessions still need a name. */
export async function fetchAllPatients() {
  const path = '/api/patients?includeArchived=true';
  const request = () => apiRequest(path, { schema: patientListResponseSchema });
  const { patients } = await fetchWithCache(path, request, patientListResponseSchema);
  return patients;
}

export const fhirBundlePath = (patientId: string) => `${patientPath(patientId)}/fhir`;
