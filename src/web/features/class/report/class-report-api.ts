/**
 * A class's sessions: the list from the data API (kept on this device, so a report opened
 * before stays readable offline), each whole session through the session screen's loader
 * (offline copies included), and the sessions of the class saved here but not sent yet.
 */
import { apiPaths } from '../../../../common/api/api-paths';
import {
  type ActivityListItem,
  activityListResponseSchema,
} from '../../../../common/schemas/activity';
import { apiRequest } from '../../../lib/api-client';
import { fetchActivity, loadUnsyncedActivities, mergeServerHistory } from '../../results';
import { ACTIVITY_KEY_PREFIX, fetchWithCache, fetchWithUnsynced } from '../../sync';
import { type ClassSession, isOfClass } from './class-report-rows';

/** A class has at most 12 participants; the margin covers a session recorded again. */
const CLASS_LIST_LIMIT = 50;

async function listedSessions(classId: string): Promise<ActivityListItem[]> {
  const request = () =>
    apiRequest(apiPaths.activities({ classId, limit: CLASS_LIST_LIMIT }), {
      schema: activityListResponseSchema,
    });
  const { value, unsynced } = await fetchWithUnsynced(ACTIVITY_KEY_PREFIX, () =>
    fetchWithCache(`class-report:${classId}`, request, activityListResponseSchema),
  );
  // Checked here too: a server that ignored the filter must not fill the report with strangers.
  return mergeServerHistory(value, unsynced).activities.filter((item) =>
    isOfClass(item.classId, classId),
  );
}

/**
 * Every session of the class, its whole record loaded in parallel; one that fails to load keeps
 * its row from the list. The list failing fails the report unless this device holds sessions of it.
 */
export async function fetchClassSessions(classId: string): Promise<ClassSession[]> {
  const queued = (await loadUnsyncedActivities()).filter(({ activity }) =>
    isOfClass(activity.classId, classId),
  );
  let listed: ActivityListItem[];
  try {
    listed = await listedSessions(classId);
  } catch (error) {
    if (queued.length === 0) throw error;
    listed = [];
  }
  const queuedIds = new Set(queued.map(({ activity }) => activity.activityId));
  const fromServer = listed.filter((item) => !queuedIds.has(item.activityId));
  const details = await Promise.allSettled(
    fromServer.map((item) => fetchActivity(item.activityId)),
  );
  return [
    ...queued.map(({ activity, state }) => ({
      item: activity,
      details: activity,
      unsynced: state,
    })),
    ...fromServer.map((item, i) => {
      const loaded = details[i]!;
      return { item, details: loaded.status === 'fulfilled' ? loaded.value : null };
    }),
  ];
}
