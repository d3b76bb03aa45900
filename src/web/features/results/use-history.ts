/**
 * The history pages for one set of filters, loaded with the API's cursor as the list scrolls.
 * The first page is small so it shows at once; later pages are larger to keep round trips few.
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { ActivityListItem } from '../../../common/schemas/activity';
import type { HistoryApiQuery } from './history-filters';
import { fetchHistoryPage } from './results-api';

export const FIRST_PAGE_SIZE = 40;
export const NEXT_PAGE_SIZE = 200;

export interface HistoryState {
  items: ActivityListItem[];
  nextCursor: string | null;
  /** loading: the first page; more: a later page; error: the last request failed. */
  status: 'loading' | 'ready' | 'more' | 'error';
  error: unknown;
}

type Action =
  | { type: 'reset' }
  | { type: 'more' }
  | { type: 'page'; items: ActivityListItem[]; nextCursor: string | null; first: boolean }
  | { type: 'error'; error: unknown };

const INITIAL: HistoryState = { items: [], nextCursor: null, status: 'loading', error: null };

export function historyReducer(state: HistoryState, action: Action): HistoryState {
  switch (action.type) {
    case 'reset':
      return INITIAL;
    case 'more':
      return { ...state, status: 'more', error: null };
    case 'page':
      return {
        items: action.first ? action.items : [...state.items, ...action.items],
        nextCursor: action.nextCursor,
        status: 'ready',
        error: null,
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

  const load = useCallback(
    async (cursor: string | null) => {
      const mine = generation.current;
      dispatch(cursor ? { type: 'more' } : { type: 'reset' });
      try {
        const page = await fetchHistoryPage(
          JSON.parse(queryKey) as HistoryApiQuery,
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
    const { items, nextCursor } = stateRef.current;
    void load(items.length > 0 ? nextCursor : null);
  }, [load]);

  return { ...state, loadMore, retry };
}
