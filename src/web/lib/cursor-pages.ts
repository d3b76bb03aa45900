/**
 * A list the API hands out in pages, each with the cursor of the next (`nextCursor`, null at the
 * end): the first page, then the next ones appended as the reader asks, in order. Answers to
 * requests made for an older list (other filters, a reload) are dropped. Framework-free so it is
 * tested without a browser; `useCursorPages` holds it for a screen.
 */

export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

export interface CursorPagesState<T> {
  items: T[];
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

export type CursorPagesAction<T> =
  | { type: 'reset' }
  | { type: 'more' }
  | { type: 'cached'; page: CursorPage<T> }
  | { type: 'page'; page: CursorPage<T>; first: boolean }
  | { type: 'error'; error: unknown };

export function initialCursorPages<T>(): CursorPagesState<T> {
  return { items: [], nextCursor: null, status: 'loading', error: null, cached: false };
}

export function cursorPagesReducer<T>(
  state: CursorPagesState<T>,
  action: CursorPagesAction<T>,
): CursorPagesState<T> {
  switch (action.type) {
    case 'reset':
      return initialCursorPages();
    case 'more':
      return { ...state, status: 'more', error: null };
    case 'cached':
      // Only before the API answered: a late cache read never hides a fresher page.
      if (state.status !== 'loading') return state;
      return { ...action.page, status: 'refreshing', error: null, cached: true };
    case 'page':
      return {
        items: action.first ? action.page.items : [...state.items, ...action.page.items],
        nextCursor: action.page.nextCursor,
        status: 'ready',
        error: null,
        cached: false,
      };
    case 'error':
      return { ...state, status: 'error', error: action.error };
  }
}

/** Where the pages come from, read afresh for each request (it carries the current filters). */
export interface CursorPagesSource<T> {
  /** The page after `cursor`; null asks for the first. */
  fetchPage(cursor: string | null): Promise<CursorPage<T>>;
  /** The first page as last seen, shown while the API is asked (an offline copy). */
  readCachedFirstPage?(): Promise<CursorPage<T> | null>;
  /** Each page the API answered for the current list. */
  onPage?(page: CursorPage<T>, first: boolean): void;
}

export interface CursorPager {
  /** A fresh start (new filters): the first page, with what was shown cleared. */
  start(): Promise<void>;
  /** The first page again behind the rows on screen, which stay until it answers. */
  reload(): Promise<void>;
  /** The next page, unless one is loading, the last failed (the reader retries) or all are here. */
  loadMore(): Promise<void>;
  /** The request that failed again: the next page if some were shown, else the first. */
  retry(): Promise<void>;
}

export function createCursorPager<T>(
  source: () => CursorPagesSource<T>,
  current: () => CursorPagesState<T>,
  dispatch: (action: CursorPagesAction<T>) => void,
): CursorPager {
  // Each request carries the generation it belongs to; a newer start or reload makes it stale.
  let generation = 0;

  async function load(cursor: string | null, quiet: boolean): Promise<void> {
    const mine = generation;
    const { fetchPage, readCachedFirstPage, onPage } = source();
    if (!quiet) dispatch(cursor ? { type: 'more' } : { type: 'reset' });
    if (!cursor && readCachedFirstPage) {
      void readCachedFirstPage().then((page) => {
        if (page && mine === generation) dispatch({ type: 'cached', page });
      });
    }
    try {
      const page = await fetchPage(cursor);
      if (mine !== generation) return;
      dispatch({ type: 'page', page, first: !cursor });
      onPage?.(page, !cursor);
    } catch (error) {
      if (mine === generation) dispatch({ type: 'error', error });
    }
  }

  return {
    start: () => {
      generation++;
      return load(null, false);
    },
    reload: () => {
      generation++;
      return load(null, true);
    },
    loadMore: async () => {
      const { status, nextCursor } = current();
      if (status === 'ready' && nextCursor) await load(nextCursor, false);
    },
    retry: () => {
      const { items, nextCursor, cached } = current();
      return load(items.length > 0 && !cached ? nextCursor : null, false);
    },
  };
}
