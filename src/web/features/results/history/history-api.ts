/**
 * History pages from the data API, with the activities deleted on this device but not yet on the
 * server left out and those saved here but not yet sent laid in (merge-server-history).
 */

import { apiPaths } from '../../../../common/api/api-paths';
import { activityListResponseSchema } from '../../../../common/schemas/activity';
import { apiRequest } from '../../../lib/api-client';
import {
  ACTIVITY_KEY_PREFIX,
  fetchWithCache,
  fetchWithUnsynced,
  readCachedValue,
  unsyncedWrites,
} from '../../sync';
import type { HistoryApiQuery } from './history-filters';
import type { HistoryPage } from './history-page';
import { mergeServerHistory } from './merge-server-history';

export type { HistoryPage };

const firstPageCacheKey = (limit: number) => `history:first:${limit}`;

function requestHistoryPage(
  query: HistoryApiQuery,
  limit: number,
  cursor: string | null,
): Promise<HistoryPage> {
  const request = () =>
    apiRequest(apiPaths.activities({ ...query, limit, cursor }), {
      schema: activityListResponseSchema,
    });
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
