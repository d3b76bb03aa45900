import { describe, expect, it } from 'vitest';
import {
  type CursorPage,
  type CursorPagesAction,
  type CursorPagesSource,
  type CursorPagesState,
  createCursorPager,
  cursorPagesReducer,
  initialCursorPages,
} from './cursor-pages';

const loading = initialCursorPages<string>();
const page = (items: string[], nextCursor: string | null): CursorPage<string> => ({
  items,
  nextCursor,
});

describe('cursor pages', () => {
  it('show the first page, then append the next ones in order', () => {
    let state = cursorPagesReducer(loading, {
      type: 'page',
      page: page(['a', 'b'], 'c1'),
      first: true,
    });
    expect(state).toMatchObject({ status: 'ready', nextCursor: 'c1' });
    state = cursorPagesReducer(state, { type: 'more' });
    expect(state.status).toBe('more');
    state = cursorPagesReducer(state, { type: 'page', page: page(['c'], null), first: false });
    expect(state.items).toEqual(['a', 'b', 'c']);
    expect(state).toMatchObject({ status: 'ready', nextCursor: null });
  });

  it('keep what was loaded when a later page fails', () => {
    const ready = cursorPagesReducer(loading, {
      type: 'page',
      page: page(['a'], 'c1'),
      first: true,
    });
    const failed = cursorPagesReducer(ready, { type: 'error', error: new Error('offline') });
    expect(failed.status).toBe('error');
    expect(failed.items).toEqual(['a']);
    expect(failed.nextCursor).toBe('c1');
  });

  it('start over for new filters', () => {
    const ready = cursorPagesReducer(loading, {
      type: 'page',
      page: page(['a'], null),
      first: true,
    });
    expect(cursorPagesReducer(ready, { type: 'reset' })).toEqual(loading);
  });

  it('show the cached first page at once, then the API page in its place', () => {
    let state = cursorPagesReducer(loading, { type: 'cached', page: page(['old'], 'c0') });
    expect(state).toMatchObject({ status: 'refreshing', cached: true, items: ['old'] });
    state = cursorPagesReducer(state, {
      type: 'page',
      page: page(['new', 'old'], 'c1'),
      first: true,
    });
    expect(state).toMatchObject({ status: 'ready', cached: false, nextCursor: 'c1' });
    expect(state.items).toEqual(['new', 'old']);
  });

  it('ignore a cache read that arrives after the API answered', () => {
    const ready = cursorPagesReducer(loading, {
      type: 'page',
      page: page(['new'], null),
      first: true,
    });
    expect(cursorPagesReducer(ready, { type: 'cached', page: page(['old'], null) })).toBe(ready);
  });

  it('keep the cached page on screen when the refresh fails', () => {
    const shown = cursorPagesReducer(loading, { type: 'cached', page: page(['a'], null) });
    const failed = cursorPagesReducer(shown, { type: 'error', error: new Error('500') });
    expect(failed).toMatchObject({ status: 'error', cached: true, items: ['a'] });
  });
});

/** A pager over a reducer, with the API's answers given by hand in any order. */
function pagerOver(extra: Partial<CursorPagesSource<string>> = {}) {
  let state = initialCursorPages<string>();
  const asked: (string | null)[] = [];
  const answers: { resolve: (p: CursorPage<string>) => void; reject: (e: unknown) => void }[] = [];
  const source: CursorPagesSource<string> = {
    fetchPage: (cursor) => {
      asked.push(cursor);
      return new Promise((resolve, reject) => answers.push({ resolve, reject }));
    },
    ...extra,
  };
  const pager = createCursorPager(
    () => source,
    () => state,
    (action: CursorPagesAction<string>) => {
      state = cursorPagesReducer(state, action);
    },
  );
  const answer = async (n: number, p: CursorPage<string> | Error) => {
    const request = answers[n]!;
    if (p instanceof Error) request.reject(p);
    else request.resolve(p);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { pager, asked, answer, state: (): CursorPagesState<string> => state };
}

describe('a cursor pager', () => {
  it('asks for the next page with the last cursor, once, and not past the end', async () => {
    const { pager, asked, answer, state } = pagerOver();
    void pager.start();
    await answer(0, page(['a', 'b'], 'c1'));
    void pager.loadMore();
    void pager.loadMore(); // a second ask while the page is on its way
    expect(state().status).toBe('more');
    await answer(1, page(['c'], null));
    void pager.loadMore(); // all are here
    expect(asked).toEqual([null, 'c1']);
    expect(state()).toMatchObject({ items: ['a', 'b', 'c'], status: 'ready', nextCursor: null });
  });

  it('drops a page that answers for the list before a new start', async () => {
    const { pager, answer, state } = pagerOver();
    void pager.start();
    void pager.start(); // other filters
    await answer(1, page(['new'], null));
    await answer(0, page(['old'], 'c-old'));
    expect(state()).toMatchObject({ items: ['new'], nextCursor: null, status: 'ready' });
  });

  it('retries the failed next page, keeping the rows shown', async () => {
    const { pager, asked, answer, state } = pagerOver();
    void pager.start();
    await answer(0, page(['a'], 'c1'));
    void pager.loadMore();
    await answer(1, new Error('offline'));
    expect(state()).toMatchObject({ status: 'error', items: ['a'] });
    void pager.loadMore(); // only retry asks again after a failure
    void pager.retry();
    await answer(2, page(['b'], null));
    expect(asked).toEqual([null, 'c1', 'c1']);
    expect(state().items).toEqual(['a', 'b']);
  });

  it('retries the first page when none was shown', async () => {
    const { pager, asked, answer } = pagerOver();
    void pager.start();
    await answer(0, new Error('500'));
    void pager.retry();
    expect(asked).toEqual([null, null]);
  });

  it('reloads the first page behind the rows shown, and drops a later page asked before', async () => {
    const first: boolean[] = [];
    const { pager, answer, state } = pagerOver({ onPage: (_, isFirst) => first.push(isFirst) });
    void pager.start();
    await answer(0, page(['a'], 'c1'));
    void pager.loadMore();
    void pager.reload();
    expect(state()).toMatchObject({ items: ['a'], status: 'more' });
    await answer(2, page(['z', 'a'], 'c2'));
    await answer(1, page(['b'], null));
    expect(state()).toMatchObject({ items: ['z', 'a'], nextCursor: 'c2', status: 'ready' });
    expect(first).toEqual([true, true]);
  });

  it('shows the cached first page until the API answers', async () => {
    const { pager, answer, state } = pagerOver({
      readCachedFirstPage: async () => page(['kept'], 'c0'),
    });
    void pager.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(state()).toMatchObject({ items: ['kept'], status: 'refreshing', cached: true });
    await answer(0, page(['fresh'], null));
    expect(state()).toMatchObject({ items: ['fresh'], status: 'ready', cached: false });
  });
});
