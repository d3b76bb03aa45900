/**
 * The history pages for one set of filters, loaded with the API's cursor as the list scrolls.
 * The first page is small so it shows at once; later pages are larger to keep round trips few.
 * Without filters, the first page as last seen shows at once while the API is asked, and the
 * newest sessions of the API's first page are fetched ahead for offline use. Sessions saved on
 * this device but not on the server yet are laid in among the server's rows.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { ActivityListItem } from '../../../../common/schemas/activity';
import { useActivityPrefetch } from '../activity/activity-prefetch';
import type { UnsyncedActivity } from '../shared/unsynced-activity';
import { useUnsyncedActivities } from '../shared/use-unsynced-activities';
import { fetchHistoryPage, readCachedHistoryPage } from './history-api';
import type { HistoryApiQuery } from './history-filters';
import { mergeUnsyncedHistory } from './merge-server-history';

const FIRST_PAGE_SIZE = 40;
const NEXT_PAGE_SIZE = 200;

export interface HistoryState {
  items: ActivityListItem[];
  nextCursor: string | null;
  /**
   * loading: the first page; refreshing: the cached first page is shown while the API is asked;
   * more: a later page; error: the last request failed.
   */
  status: 'loading' | 'refreshing' | 'ready' | 'more' | 'error';
  error: unknown;
  /** The items are the cached first page, not yet confirmed by the API. */
  cached: boolean;
}

type Action =
  | { type: 'reset' }
  | { type: 'more' }
  | { type: 'cached'; items: ActivityListItem[]; nextCursor: string | null }
  | { type: 'page'; items: ActivityListItem[]; nextCursor: string | null; first: boolean }
  | { type: 'error'; error: unknown };

const INITIAL: HistoryState = {
  items: [],
  nextCursor: null,
  status: 'loading',
  error: null,
  cached: false,
};

export function historyReducer(state: HistoryState, action: Action): HistoryState {
  switch (action.type) {
    case 'reset':
      return INITIAL;
    case 'more':
      return { ...state, status: 'more', error: null };
    case 'cached':
      // Only before the API answered: a late cache read never hides a fresher page.
      if (state.status !== 'loading') return state;
      return {
        ...INITIAL,
        items: action.items,
        nextCursor: action.nextCursor,
        status: 'refreshing',
        cached: true,
      };
    case 'page':
      return {
        items: action.first ? action.items : [...state.items, ...action.items],
        nextCursor: action.nextCursor,
        status: 'ready',
        error: null,
        cached: false,
      };
    case 'error':
      return { ...state, status: 'error', error: action.error };
  }
}

export function useHistory(query: HistoryApiQuery) {
  const [state, dispatch] = useReducer(historyReducer, INITIAL);
  const queryKey = JSON.stringify(query);
  // A newer filter makes older answers stale; each request carries the generation it belongs to.
  const generation = useRef(0);
  const stateRef = useRef(state);
  stateRef.current = state;

  // Sessions that just left the outbox (sent, or discarded): shown until the server says.
  const [leaving, setLeaving] = useState<readonly UnsyncedActivity[]>([]);
  // The unfiltered first page as the API answered: the sessions worth keeping for offline use.
  const [recent, setRecent] = useState<readonly ActivityListItem[] | null>(null);
  useActivityPrefetch(recent);

  /** `quiet`: the first page again behind the rows on screen, not a fresh start. */
  const load = useCallback(
    async (cursor: string | null, quiet = false) => {
      const mine = generation.current;
      if (!quiet) dispatch(cursor ? { type: 'more' } : { type: 'reset' });
      const query = JSON.parse(queryKey) as HistoryApiQuery;
      const recentPage = !cursor && Object.keys(query).length === 0;
      if (recentPage) {
        void readCachedHistoryPage(FIRST_PAGE_SIZE).then((page) => {
          if (page && mine === generation.current) {
            dispatch({ type: 'cached', items: page.activities, nextCursor: page.nextCursor });
          }
        });
      }
      try {
        const page = await fetchHistoryPage(
          query,
          cursor ? NEXT_PAGE_SIZE : FIRST_PAGE_SIZE,
          cursor,
        );
        if (mine !== generation.current) return;
        dispatch({
          type: 'page',
          items: page.activities,
          nextCursor: page.nextCursor,
          first: !cursor,
        });
        if (!cursor) setLeaving([]);
        if (recentPage) setRecent(page.activities);
      } catch (error) {
        if (mine === generation.current) dispatch({ type: 'error', error });
      }
    },
    [queryKey],
  );

  useEffect(() => {
    generation.current++;
    void load(null);
  }, [load]);

  /** Next page, unless one is loading, the last failed (the user retries) or all are here. */
  const loadMore = useCallback(() => {
    const { status, nextCursor } = stateRef.current;
    if (status === 'ready' && nextCursor) void load(nextCursor);
  }, [load]);

  const retry = useCallback(() => {
    const { items, nextCursor, cached } = stateRef.current;
    void load(items.length > 0 && !cached ? nextCursor : null);
  }, [load]);

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
    generation.current++;
    void load(null, true);
  }, [unsynced, load]);

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

  return { ...state, items, loadMore, retry };
}
