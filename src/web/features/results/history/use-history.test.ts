import { describe, expect, it } from 'vitest';
import type { ActivityListItem } from '../../../../common/schemas/activity';
import { type HistoryState, historyReducer } from './use-history';

const item = (activityId: string) => ({ activityId }) as ActivityListItem;
const loading: HistoryState = {
  items: [],
  nextCursor: null,
  status: 'loading',
  error: null,
  cached: false,
};

describe('history pages', () => {
  it('show the first page, then append the next ones in order', () => {
    let state = historyReducer(loading, {
      type: 'page',
      items: [item('a'), item('b')],
      nextCursor: 'c1',
      first: true,
    });
    expect(state).toMatchObject({ status: 'ready', nextCursor: 'c1' });
    state = historyReducer(state, { type: 'more' });
    expect(state.status).toBe('more');
    state = historyReducer(state, {
      type: 'page',
      items: [item('c')],
      nextCursor: null,
      first: false,
    });
    expect(state.items.map((i) => i.activityId)).toEqual(['a', 'b', 'c']);
    expect(state).toMatchObject({ status: 'ready', nextCursor: null });
  });

  it('keep what was loaded when a later page fails', () => {
    const ready = historyReducer(loading, {
      type: 'page',
      items: [item('a')],
      nextCursor: 'c1',
      first: true,
    });
    const failed = historyReducer(ready, { type: 'error', error: new Error('offline') });
    expect(failed.status).toBe('error');
    expect(failed.items).toHaveLength(1);
    expect(failed.nextCursor).toBe('c1');
  });

  it('start over for new filters', () => {
    const ready = historyReducer(loading, {
      type: 'page',
      items: [item('a')],
      nextCursor: null,
      first: true,
    });
    expect(historyReducer(ready, { type: 'reset' })).toEqual(loading);
  });

  it('show the cached first page at once, then the API page in its place', () => {
    let state = historyReducer(loading, { type: 'cached', items: [item('old')], nextCursor: 'c0' });
    expect(state).toMatchObject({ status: 'refreshing', cached: true });
    expect(state.items.map((i) => i.activityId)).toEqual(['old']);
    state = historyReducer(state, {
      type: 'page',
      items: [item('new'), item('old')],
      nextCursor: 'c1',
      first: true,
    });
    expect(state).toMatchObject({ status: 'ready', cached: false, nextCursor: 'c1' });
    expect(state.items.map((i) => i.activityId)).toEqual(['new', 'old']);
  });

  it('ignore a cache read that arrives after the API answered', () => {
    const ready = historyReducer(loading, {
      type: 'page',
      items: [item('new')],
      nextCursor: null,
      first: true,
    });
    expect(historyReducer(ready, { type: 'cached', items: [item('old')], nextCursor: null })).toBe(
      ready,
    );
  });

  it('keep the cached page on screen when the refresh fails', () => {
    const shown = historyReducer(loading, { type: 'cached', items: [item('a')], nextCursor: null });
    const failed = historyReducer(shown, { type: 'error', error: new Error('500') });
    expect(failed).toMatchObject({ status: 'error', cached: true });
    expect(failed.items).toHaveLength(1);
  });
});
