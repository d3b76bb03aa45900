/**
 * The patient's recorded sessions for the chart (header count, timeline): the newest page of
 * the history filtered to the patient, kept on the device per patient for offline reading.
 */

import { apiPaths } from '../../../common/api/api-paths';
import { onDeviceClock } from '../../../common/dates/calendar-date';
import {
  type ActivityListItem,
  activityListResponseSchema,
} from '../../../common/schemas/activity';
import { apiRequest } from '../../lib/api-client';
import { type ServerRead, useServerQuery } from '../../lib/server-state';
import { ACTIVITY_KEY_PREFIX, fetchWithCache, pruneCache } from '../sync';

/** The API's largest page: a programme of 36 sessions fits, with the sessions before it. */
const SESSIONS_PAGE = 200;
const SESSIONS_CACHE_PREFIX = 'chart-sessions:';
/** Patients whose sessions stay readable offline: those opened last. */
const CACHED_MAX = 60;

async function fetchPatientSessions(patientId: string): Promise<readonly ActivityListItem[]> {
  const request = () =>
    apiRequest(apiPaths.activities({ patientId, limit: SESSIONS_PAGE }), {
      schema: activityListResponseSchema,
    });
  const page = await fetchWithCache(
    `${SESSIONS_CACHE_PREFIX}${patientId}`,
    request,
    activityListResponseSchema,
  );
  void pruneCache(SESSIONS_CACHE_PREFIX, CACHED_MAX, CACHED_MAX - 10);
  return page.activities.filter((activity) => activity.deletedAt === null);
}

/**
 * The patient's sessions, newest first: one read shared by the header and the timeline, read
 * again when a session of this device's reaches the server.
 */
export function usePatientSessions(patientId: string): ServerRead<readonly ActivityListItem[]> {
  return useServerQuery({
    key: ['patient-sessions', patientId],
    read: () => fetchPatientSessions(patientId),
    followsWrites: [ACTIVITY_KEY_PREFIX],
  });
}

/** Sessions started on or after the programme's start date (its first day, local time). */
export function sessionsSince(
  sessions: readonly ActivityListItem[],
  startDate: string,
): readonly ActivityListItem[] {
  const from = onDeviceClock(startDate);
  return sessions.filter((session) => session.startedAt >= from);
}
