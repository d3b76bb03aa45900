/**
 * A history page from the API with this device's unsynced writes laid on top: a session deleted
 * here stays gone even while the server still lists it (the delete is queued, or on its way),
 * and a session saved here shows before the server has it, marked as not synced yet.
 */
import type { ActivityListItem } from '../../../../common/schemas/activity';
import { activityEntityKey, type WriteMethod } from '../../sync';
import type { UnsyncedActivity, UnsyncedState } from '../shared/unsynced-activity';
import type { HistoryApiQuery } from './history-filters';
import type { HistoryPage } from './history-page';

/** A history row; `unsynced` says the row comes from this device's outbox, not the server. */
export type HistoryItem = ActivityListItem & { unsynced?: UnsyncedState };

/** `unsynced`: entity key → method of the latest write the server has not received. */
export function mergeServerHistory(
  page: HistoryPage,
  unsynced: ReadonlyMap<string, WriteMethod>,
): HistoryPage {
  const activities = page.activities.filter(
    (activity) => unsynced.get(activityEntityKey(activity.activityId)) !== 'DELETE',
  );
  return activities.length === page.activities.length ? page : { ...page, activities };
}

/** The server's order: newest save first, then the larger id. */
function newerFirst(a: ActivityListItem, b: ActivityListItem): number {
  if (a.timestamp !== b.timestamp) return b.timestamp - a.timestamp;
  return a.activityId < b.activityId ? 1 : a.activityId > b.activityId ? -1 : 0;
}

/** The server's filters, applied to a session it has not seen yet. */
function matches(activity: ActivityListItem, query: HistoryApiQuery): boolean {
  return (
    (query.patientId === undefined || activity.patientId === query.patientId) &&
    (query.type === undefined || activity.type === query.type) &&
    (query.from === undefined || activity.timestamp >= query.from) &&
    (query.to === undefined || activity.timestamp <= query.to)
  );
}

/**
 * The loaded server rows with the sessions saved here but not on the server, each in its place.
 * The server's row wins once it has the session. While more pages remain, a local session older
 * than the last loaded row waits for its page (it may be a notes edit of a session there).
 */
export function mergeUnsyncedHistory(
  serverItems: readonly ActivityListItem[],
  nextCursor: string | null,
  unsynced: readonly UnsyncedActivity[],
  query: HistoryApiQuery,
): readonly HistoryItem[] {
  const onServer = new Set(serverItems.map((item) => item.activityId));
  const last = serverItems.at(-1);
  const local: HistoryItem[] = unsynced
    .filter(({ activity }) => !onServer.has(activity.activityId) && matches(activity, query))
    .filter(({ activity }) => nextCursor === null || !last || newerFirst(activity, last) < 0)
    .map(({ activity, state }) => {
      const { samples: _samples, events: _events, ...item } = activity;
      return { ...item, unsynced: state };
    });
  if (local.length === 0) return serverItems;
  return [...serverItems, ...local].sort(newerFirst);
}
