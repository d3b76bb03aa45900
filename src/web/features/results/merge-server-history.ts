/**
 * A history page from the API with this device's unsynced writes laid on top: a session deleted
 * here stays gone even while the server still lists it (the delete is queued, or on its way).
 */
import type { WriteMethod } from '../sync';
import type { HistoryPage } from './results-api';

export const activityEntityKey = (activityId: string) => `activity:${activityId}`;

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
