/**
 * Results calls to the data API: history pages, one session, trends. Notes edits and deletions
 * go through the sync outbox, and what it still holds is laid over what the API returns (or,
 * without a connection, over the session as last fetched on this device).
 */
import { z } from 'zod';
import {
  type Activity,
  type ActivityInput,
  activityListResponseSchema,
  activityResponseSchema,
} from '../../../common/schemas/activity';
import { patientListResponseSchema } from '../../../common/schemas/patient';
import { patientTrendSchema } from '../../../common/trends/weekly-trend';
import { apiRequest } from '../../lib/api-client';
import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api-error';
import {
  ACTIVITY_KEY_PREFIX,
  activityEntityKey,
  fetchWithCache,
  fetchWithUnsynced,
  queueWrite,
  readCachedValue,
  unsyncedPut,
  unsyncedPuts,
  unsyncedWrites,
  type WriteMethod,
} from '../sync';
import type { HistoryApiQuery } from './history-filters';
import { mergeServerHistory } from './merge-server-history';
import {
  forgetSessionDetails,
  keepSessionDetails,
  readKeptSessionDetails,
  type SessionDetails,
} from './session-details-cache';
import { type UnsyncedState, unsyncedActivityOf } from './unsynced-activity';

const activityPath = (activityId: string) => `/api/activities/${encodeURIComponent(activityId)}`;
const patientPath = (patientId: string) => `/api/patients/${encodeURIComponent(patientId)}`;

export type HistoryPage = z.infer<typeof activityListResponseSchema>;

const firstPageCacheKey = (limit: number) => `history:first:${limit}`;

function requestHistoryPage(
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
  return fetchWithCache(firstPageCacheKey(limit), request, activityListResponseSchema);
}

/** A page of the history, without the sessions deleted on this device but not on the server yet. */
export async function fetchHistoryPage(
  query: HistoryApiQuery,
  limit: number,
  cursor: string | null,
): Promise<HistoryPage> {
  const { value, unsynced } = await fetchWithUnsynced(ACTIVITY_KEY_PREFIX, () =>
    requestHistoryPage(query, limit, cursor),
  );
  return mergeServerHistory(value, unsynced);
}

/** The first unfiltered page as last seen, to show while the API is asked; null if none kept. */
export async function readCachedHistoryPage(limit: number): Promise<HistoryPage | null> {
  const page = await readCachedValue(firstPageCacheKey(limit), activityListResponseSchema);
  return page && mergeServerHistory(page, await unsyncedWrites(ACTIVITY_KEY_PREFIX));
}

const queuedNotesSchema = z.object({ notes: z.string() });

/**
 * A session as the screen shows it; `unsynced` when it comes from this device's outbox,
 * `cachedAt` (when it was kept) when it is the copy kept on this device, the server unreachable.
 */
export type SessionActivity = Activity & { unsynced?: UnsyncedState; cachedAt?: number };

/** The session saved on this device whose save the server has not received, if there is one. */
async function queuedActivity(key: string): Promise<SessionActivity | null> {
  const put = (await unsyncedPuts(key)).find((queued) => queued.entityKey === key);
  const queued = put && unsyncedActivityOf(put);
  return queued ? { ...queued.activity, unsynced: queued.state } : null;
}

/** The session from the API, kept on this device for offline use; one the server has not, forgotten. */
export async function requestSessionDetails(activityId: string): Promise<SessionDetails> {
  try {
    const details = await apiRequest(activityPath(activityId), { schema: activityResponseSchema });
    await keepSessionDetails(details);
    return details;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) await forgetSessionDetails(activityId);
    throw error;
  }
}

const notFound = () => new ApiError(404, 'not_found', 'Activity not found');

interface FetchedDetails {
  value: SessionDetails;
  unsynced: Map<string, WriteMethod>;
  cachedAt?: number;
}

/**
 * The whole session; with a notes edit not on the server yet, its notes; deleted here: 404.
 * One the server does not have yet (or cannot be asked for) comes from its queued save; with no
 * connection, one fetched before comes as then kept. The server's own answer (a 404) stands.
 */
export async function fetchActivity(activityId: string): Promise<SessionActivity> {
  const key = activityEntityKey(activityId);
  let fetched: FetchedDetails;
  try {
    fetched = await fetchWithUnsynced(key, () => requestSessionDetails(activityId));
  } catch (error) {
    const queued = await queuedActivity(key);
    if (queued) return queued;
    if (!(error instanceof ApiError && error.status === NETWORK_ERROR_STATUS)) throw error;
    const unsynced = await unsyncedWrites(key);
    // Deleted here: missing offline too, whether a copy was kept or not.
    if (unsynced.get(key) === 'DELETE') throw notFound();
    const kept = await readKeptSessionDetails(activityId);
    if (!kept) throw error;
    fetched = { value: kept.details, unsynced, cachedAt: kept.savedAt };
  }
  const { value, unsynced, cachedAt } = fetched;
  if (unsynced.get(key) === 'DELETE') throw notFound();
  const queued = queuedNotesSchema.safeParse(await unsyncedPut(key));
  const activity = queued.success
    ? { ...value.activity, notes: queued.data.notes }
    : value.activity;
  return cachedAt === undefined ? activity : { ...activity, cachedAt };
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

/**
 * Queues the notes (the API's PUT takes the whole record back; a replay changes nothing) and
 * resolves, once they are kept on this device, with the session as it now reads.
 */
export async function saveActivityNotes<T extends Activity>(
  activity: T,
  notes: string,
): Promise<T> {
  await queueWrite({
    entityKey: activityEntityKey(activity.activityId),
    method: 'PUT',
    path: activityPath(activity.activityId),
    body: { ...inputOf(activity), notes },
  });
  return { ...activity, notes };
}

/** Soft delete, queued: the server keeps the row, hidden from history and exports. */
export async function deleteActivity(activity: Pick<Activity, 'activityId' | 'patientId'>) {
  await queueWrite({
    entityKey: activityEntityKey(activity.activityId),
    method: 'DELETE',
    path: activityPath(activity.activityId),
    patientId: activity.patientId,
  });
  // Once the delete is sent, nothing on this device should open the session offline.
  await forgetSessionDetails(activity.activityId);
}

/** Weeks start on the clinician's Monday: the server needs their offset from UTC. */
export function fetchPatientTrend(patientId: string) {
  const utcOffsetMin = -new Date().getTimezoneOffset();
  return apiRequest(`${patientPath(patientId)}/trend?utcOffsetMin=${utcOffsetMin}`, {
    schema: patientTrendSchema,
  });
}

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

export const fhirBundlePath = (patientId: string) => `${patientPath(patientId)}/fhir`;
