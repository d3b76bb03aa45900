/**
 * One activity from the data API. Notes edits and deletions go through the sync outbox, and what
 * it still holds is laid over what the API returns (or, without a connection, over the activity
 * as last fetched on this device).
 */

import { z } from 'zod';
import { apiPaths } from '../../../../common/api/api-paths';
import {
  type Activity,
  type ActivityInput,
  activityResponseSchema,
} from '../../../../common/schemas/activity';
import { apiRequest } from '../../../lib/api-client';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../lib/api-error';
import {
  ACTIVITY_KEY_PREFIX,
  activityEntityKey,
  fetchWithUnsynced,
  onServerRecord,
  queueWrite,
  type RecordNews,
  unsyncedPut,
  unsyncedPuts,
  unsyncedWrites,
  type WriteMethod,
} from '../../sync';
import { type UnsyncedState, unsyncedActivityOf } from '../shared/unsynced-activity';
import {
  type ActivityDetails,
  forgetActivityDetails,
  keepActivityDetails,
  readKeptActivityDetails,
} from './activity-cache';

const queuedNotesSchema = z.object({ notes: z.string() });

/** The server's version an edit is made from; 0 (made here, not on the server yet): none. */
const baseVersionOf = (activity: Pick<Activity, 'version'>) =>
  activity.version > 0 ? activity.version : undefined;

/** What the outbox learnt of a session: its kept copy takes the new version or their record. */
async function keepServerNews(activityId: string, news: RecordNews): Promise<void> {
  if ('theirs' in news) {
    const theirs = activityResponseSchema.safeParse({ activity: news.theirs });
    if (theirs.success) await keepActivityDetails(theirs.data);
    else await forgetActivityDetails(activityId);
    return;
  }
  const kept = await readKeptActivityDetails(activityId);
  if (kept) {
    const { activity } = kept.details;
    await keepActivityDetails({ activity: { ...activity, version: news.version } });
  }
}

onServerRecord(ACTIVITY_KEY_PREFIX, (entityKey, news) => {
  void keepServerNews(entityKey.slice(ACTIVITY_KEY_PREFIX.length), news).catch(() => undefined);
});

/**
 * A session as the screen shows it; `unsynced` when it comes from this device's outbox,
 * `cachedAt` (when it was kept) when it is the copy kept on this device, the server unreachable.
 */
export type ShownActivity = Activity & { unsynced?: UnsyncedState; cachedAt?: number };

/** The session saved on this device whose save the server has not received, if there is one. */
async function queuedActivity(key: string): Promise<ShownActivity | null> {
  const put = (await unsyncedPuts(key)).find((queued) => queued.entityKey === key);
  const queued = put && unsyncedActivityOf(put);
  return queued ? { ...queued.activity, unsynced: queued.state } : null;
}

/** The session from the API, kept on this device for offline use; one the server has not, forgotten. */
export async function requestActivityDetails(activityId: string): Promise<ActivityDetails> {
  try {
    const details = await apiRequest(apiPaths.activity(activityId), {
      schema: activityResponseSchema,
    });
    await keepActivityDetails(details);
    return details;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) await forgetActivityDetails(activityId);
    throw error;
  }
}

const notFound = () => new ApiError(404, 'not_found', 'Activity not found');

interface FetchedDetails {
  value: ActivityDetails;
  unsynced: Map<string, WriteMethod>;
  cachedAt?: number;
}

/**
 * The whole session; with a notes edit not on the server yet, its notes; deleted here: 404.
 * One the server does not have yet (or cannot be asked for) comes from its queued save; with no
 * connection, one fetched before comes as then kept. The server's own answer (a 404) stands.
 */
export async function fetchActivity(activityId: string): Promise<ShownActivity> {
  const key = activityEntityKey(activityId);
  let fetched: FetchedDetails;
  try {
    fetched = await fetchWithUnsynced(key, () => requestActivityDetails(activityId));
  } catch (error) {
    const queued = await queuedActivity(key);
    if (queued) return queued;
    if (!(error instanceof ApiError && error.status === NETWORK_ERROR_STATUS)) throw error;
    const unsynced = await unsyncedWrites(key);
    // Deleted here: missing offline too, whether a copy was kept or not.
    if (unsynced.get(key) === 'DELETE') throw notFound();
    const kept = await readKeptActivityDetails(activityId);
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

/**
 * The fields a PUT takes back: the API replaces the whole record, so all are sent unchanged —
 * its class, target, Borg range, prescription and safety maximum too, which the server keeps fixed (a notes edit
 * without them would differ from the saved session in more than its notes).
 */
function inputOf(activity: Activity): ActivityInput {
  const { patientId, type, startedAt, endedAt, timestamp, device, hrMaxBpm, restingHr } = activity;
  const { samples, events, notes, classId, target, borgTarget, prescription } = activity;
  const { safetyMaxBpm, safetyMaxSource } = activity;
  return {
    ...(classId ? { classId } : {}),
    ...(target ? { target } : {}),
    ...(borgTarget ? { borgTarget } : {}),
    ...(prescription ? { prescription } : {}),
    ...(safetyMaxBpm != null ? { safetyMaxBpm, safetyMaxSource: safetyMaxSource ?? null } : {}),
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
    path: apiPaths.activity(activity.activityId),
    body: { ...inputOf(activity), notes },
    baseVersion: baseVersionOf(activity),
  });
  return { ...activity, notes };
}

/** Soft delete, queued: the server keeps the row, hidden from history and exports. */
export async function deleteActivity(
  activity: Pick<Activity, 'activityId' | 'patientId' | 'version'>,
) {
  await queueWrite({
    entityKey: activityEntityKey(activity.activityId),
    method: 'DELETE',
    path: apiPaths.activity(activity.activityId),
    patientId: activity.patientId,
    baseVersion: baseVersionOf(activity),
  });
  // Once the delete is sent, nothing on this device should open the session offline.
  await forgetActivityDetails(activity.activityId);
}

/**
 * Tells the audit trail that this session was turned into a CSV file or printed: the file and
 * the report are made here from the session already loaded, so the server hears of it only by
 * this read. Best effort: offline, or for a session not yet on the server, nothing is recorded.
 */
export function recordExportedRead(
  activity: { activityId: string; unsynced?: unknown },
  purpose: 'csv' | 'print',
): void {
  if (activity.unsynced || !navigator.onLine) return;
  void apiRequest(apiPaths.activity(activity.activityId, purpose)).catch(() => undefined);
}
