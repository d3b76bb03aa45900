/** A screen's list read in pages by cursor (cursor-pages.ts), started afresh whenever `key` changes. */
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  type CursorPagesSource,
  type CursorPagesState,
  createCursorPager,
  cursorPagesReducer,
  initialCursorPages,
} from './cursor-pages';

/**
 * `key` names the list (its filters; null: nothing to load, what is shown stays); `source` is read
 * afresh for each request. loadMore, retry and reload keep their identity for the screen's life.
 */
export function useCursorPages<T>(key: string | null, source: CursorPagesSource<T>) {
  const [state, dispatch] = useReducer(cursorPagesReducer<T>, undefined, initialCursorPages<T>);
  const stateRef = useRef<CursorPagesState<T>>(state);
  stateRef.current = state;
  const sourceRef = useRef(source);
  sourceRef.current = source;
  const [pager] = useState(() =>
    createCursorPager(
      () => sourceRef.current,
      () => stateRef.current,
      dispatch,
    ),
  );

  useEffect(() => {
    if (key !== null) void pager.start();
  }, [key, pager]);

  const actions = useMemo(
    () => ({
      loadMore: () => void pager.loadMore(),
      retry: () => void pager.retry(),
      reload: () => void pager.reload(),
    }),
    [pager],
  );
  return { ...state, ...actions };
}
