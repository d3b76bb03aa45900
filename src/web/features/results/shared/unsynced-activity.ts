/**
 * A session saved on this device whose PUT the server has not received yet, read back from the
 * queued body so history, Home and the session screen show it at once, offline or after a reload.
 * Its summary is computed here exactly as the server will compute it on arrival.
 */
import { computeSummary } from '../../../../common/metrics/summary';
import {
  type Activity,
  activityContentOf,
  activityInputSchema,
} from '../../../../common/schemas/activity';
import { ACTIVITY_KEY_PREFIX, type UnsyncedPut } from '../../sync';

/** pending: waiting to be sent; rejected: the server refused it (see Settings). */
export type UnsyncedState = 'pending' | 'rejected';

export interface UnsyncedActivity {
  activity: Activity;
  state: UnsyncedState;
}

export const unsyncedStateOf = (rejected: boolean): UnsyncedState =>
  rejected ? 'rejected' : 'pending';

/** The session as the server would store it; null when the body is not a whole session. */
export function queuedActivityOf(put: Omit<UnsyncedPut, 'rejected'>): Activity | null {
  if (!put.entityKey.startsWith(ACTIVITY_KEY_PREFIX)) return null;
  const parsed = activityInputSchema.safeParse(put.body);
  if (!parsed.success) return null;
  return {
    activityId: put.entityKey.slice(ACTIVITY_KEY_PREFIX.length),
    // The server stamps a body without a save time on arrival; until then, when it was queued.
    ...activityContentOf(parsed.data, parsed.data.timestamp ?? put.queuedAt),
    summary: computeSummary(parsed.data),
    createdAt: put.queuedAt,
    updatedAt: put.queuedAt,
    deletedAt: null,
    // Not on the server yet: an edit of it goes without If-Match, as a plain upsert.
    version: 0,
  };
}

export function unsyncedActivityOf(put: UnsyncedPut): UnsyncedActivity | null {
  const activity = queuedActivityOf(put);
  return activity && { activity, state: unsyncedStateOf(put.rejected) };
}
