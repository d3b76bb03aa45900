/**
 * The history pages for one set of filters, loaded with the API's cursor as the list scrolls.
 * The first page is small so it shows at once; later pages are larger to keep round trips few.
 * Without filters, the first page as last seen shows at once while the API is asked, and the
 * newest sessions of the API's first page are fetched ahead for offline use. Sessions saved on
 * this device but not on the server yet are laid in among the server's rows.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ActivityListItem } from '../../../../common/schemas/activity';
import type { CursorPage, CursorPagesSource } from '../../../lib/cursor-pages';
import { useCursorPages } from '../../../lib/use-cursor-pages';
import { useActivityPrefetch } from '../activity/activity-prefetch';
import type { UnsyncedActivity } from '../shared/unsynced-activity';
import { useUnsyncedActivities } from '../shared/use-unsynced-activities';
import { fetchHistoryPage, type HistoryPage, readCachedHistoryPage } from './history-api';
import type { HistoryApiQuery } from './history-filters';
import { mergeUnsyncedHistory } from './merge-server-history';

const FIRST_PAGE_SIZE = 40;
const NEXT_PAGE_SIZE = 200;

const cursorPageOf = (page: HistoryPage): CursorPage<ActivityListItem> => ({
  items: page.activities,
  nextCursor: page.nextCursor,
});

export function useHistory(query: HistoryApiQuery) {
  const queryKey = JSON.stringify(query);
  // Sessions that just left the outbox (sent, or discarded): shown until the server says.
  const [leaving, setLeaving] = useState<readonly UnsyncedActivity[]>([]);
  // The unfiltered first page as the API answered: the sessions worth keeping for offline use.
  const [recent, setRecent] = useState<readonly ActivityListItem[] | null>(null);
  useActivityPrefetch(recent);

  const unfiltered = Object.keys(query).length === 0;
  const source: CursorPagesSource<ActivityListItem> = {
    fetchPage: async (cursor) =>
      cursorPageOf(
        await fetchHistoryPage(query, cursor ? NEXT_PAGE_SIZE : FIRST_PAGE_SIZE, cursor),
      ),
    ...(unfiltered && {
      readCachedFirstPage: async () => {
        const page = await readCachedHistoryPage(FIRST_PAGE_SIZE);
        return page && cursorPageOf(page);
      },
    }),
    onPage: (page, first) => {
      if (!first) return;
      setLeaving([]);
      if (unfiltered) setRecent(page.items);
    },
  };
  const { reload, ...state } = useCursorPages(queryKey, source);

  const unsynced = useUnsyncedActivities();
  const shownUnsynced = useRef(unsynced);
  useEffect(() => {
    const stillQueued = new Set(unsynced.map(({ activity }) => activity.activityId));
    const gone = shownUnsynced.current.filter(
      ({ activity }) => !stillQueued.has(activity.activityId),
    );
    shownUnsynced.current = unsynced;
    if (gone.length === 0) return;
    setLeaving(gone);
    reload();
  }, [unsynced, reload]);

  const items = useMemo(
    () =>
      mergeUnsyncedHistory(
        state.items,
        state.nextCursor,
        [...unsynced, ...leaving],
        JSON.parse(queryKey) as HistoryApiQuery,
      ),
    [state.items, state.nextCursor, unsynced, leaving, queryKey],
  );

  return { ...state, items };
}
