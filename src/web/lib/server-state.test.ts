import { InfiniteQueryObserver, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { clearLocalData, clearWorkspaceData } from './local-data';
import {
  createServerStateClient,
  followsWrite,
  invalidateFollowers,
  queryClient,
  readAgainOnChange,
  serverPagesOptions,
  serverQueryKey,
} from './server-state';
import { announceWriteLanded } from './write-landed';

const clinicA = { userId: 'u1', workspaceId: 'clinic-a' };
const clinicB = { userId: 'u1', workspaceId: 'clinic-b' };

/** A read on screen (an observer), counting how often the server is asked. */
function watch(
  client: ReturnType<typeof createServerStateClient>,
  what: readonly unknown[],
  followsWrites?: readonly string[],
) {
  const read = vi.fn(async () => ({ patients: ['Maria'] }));
  const observer = new QueryObserver(client, {
    queryKey: serverQueryKey(clinicA, what),
    queryFn: read,
    meta: { followsWrites },
  });
  const stop = observer.subscribe(() => undefined);
  return { client, read, observer, stop };
}

type Watched = ReturnType<typeof watch>['observer'];
type Result = ReturnType<Watched['getCurrentResult']>;

/** Resolves once the observer's result passes `done` (no timer: on its own notifications). */
function until(observer: Watched, done: (result: Result) => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (done(observer.getCurrentResult())) return resolve();
    const stop = observer.subscribe((result) => {
      if (!done(result)) return;
      stop();
      resolve();
    });
  });
}
const settled = (observer: Watched) => until(observer, (r) => r.fetchStatus === 'idle');

describe('server-state keys', () => {
  it('every key starts with the user and the workspace, so two workspaces never share an answer', () => {
    const inA = serverQueryKey(clinicA, ['clinicians']);
    const inB = serverQueryKey(clinicB, ['clinicians']);
    expect(inA).toEqual(['u1', 'clinic-a', 'clinicians']);
    expect(inB).not.toEqual(inA);
    const client = createServerStateClient();
    client.setQueryData(inA, ['Dr. Ana']);
    expect(client.getQueryData(inB)).toBeUndefined();
  });

  it('a read follows the writes under its prefixes only', () => {
    const meta = { followsWrites: ['programme:P-1/', 'assessment:P-1/'] };
    expect(followsWrite(meta, 'programme:P-1/prog-9')).toBe(true);
    expect(followsWrite(meta, 'programme:P-2/prog-9')).toBe(false);
    expect(followsWrite(undefined, 'programme:P-1/prog-9')).toBe(false);
  });
});

describe('server-state invalidation', () => {
  it('reads again once per change of the state it is laid over, however many parts ask', async () => {
    const client = createServerStateClient();
    const key = serverQueryKey(clinicA, ['programme-records', 'P-1']);
    const shown = watch(client, ['programme-records', 'P-1']);
    await settled(shown.observer);

    await readAgainOnChange(client, key, 'outbox:1');
    await readAgainOnChange(client, key, 'outbox:1');
    expect(shown.read).toHaveBeenCalledTimes(1);
    await Promise.all([1, 2, 3].map(() => readAgainOnChange(client, key, 'outbox:2')));
    expect(shown.read).toHaveBeenCalledTimes(2);
    expect(readAgainOnChange(client, serverQueryKey(clinicB, ['x']), 'outbox:3')).toBeUndefined();
    shown.stop();
  });

  it('a landed write reads again what is on screen and follows it; other reads stay', async () => {
    const client = createServerStateClient();
    const follower = watch(client, ['patient-sessions', 'P-1'], ['activity:']);
    const other = watch(client, ['patients'], ['patient:']);
    await settled(follower.observer);
    await settled(other.observer);

    await invalidateFollowers(client, 'activity:a1');

    expect(follower.read).toHaveBeenCalledTimes(2);
    expect(other.read).toHaveBeenCalledTimes(1);
    follower.stop();
    other.stop();
  });

  it('the outbox announcing a write reaches the app client', async () => {
    const { read, observer, stop } = watch(queryClient, ['records', 'P-1'], ['programme:P-1/']);
    await settled(observer);
    const readAgain = until(observer, (r) => r.isFetching);
    announceWriteLanded('programme:P-1/prog-1');
    await readAgain;
    await settled(observer);
    expect(read).toHaveBeenCalledTimes(2);
    announceWriteLanded('programme:P-2/prog-1');
    await settled(observer);
    expect(read).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe('server-state paged reads', () => {
  /** A thread of five messages, newest first, two a page, cursors as the API makes them. */
  const thread = ['m5', 'm4', 'm3', 'm2', 'm1'];
  const readPage = vi.fn(async (cursor: string | null) => {
    const from = cursor === null ? 0 : thread.indexOf(cursor) + 1;
    const items = thread.slice(from, from + 2);
    const last = items.at(-1);
    return { items, nextCursor: from + 2 < thread.length && last ? last : null };
  });

  /** The thread's paged read on screen (an observer), its first page read. */
  async function shownThread() {
    const client = createServerStateClient();
    const observer = new InfiniteQueryObserver(
      client,
      serverPagesOptions(clinicA, {
        key: ['home-messages', 'P-1', 'pages'],
        readPage,
        nextCursor: (page) => page.nextCursor,
      }),
    );
    const stop = observer.subscribe(() => undefined);
    await observer.refetch();
    return { client, observer, stop };
  }

  it('reads the first page, then each older one in order, until the last says there is none', async () => {
    const { client, observer, stop } = await shownThread();
    expect(observer.getCurrentResult().hasNextPage).toBe(true);
    await observer.fetchNextPage();
    const last = await observer.fetchNextPage();
    expect(last.data?.pages.flatMap((page) => page.items)).toEqual(thread);
    expect(last.hasNextPage).toBe(false);
    expect(readPage.mock.calls.map(([cursor]) => cursor).slice(-2)).toEqual(['m4', 'm2']);
    // Under the user and workspace, like every read: another clinic's key holds nothing.
    expect(client.getQueryData(serverQueryKey(clinicB, ['home-messages', 'P-1', 'pages']))).toBe(
      undefined,
    );
    stop();
  });

  it("a thread key's invalidation reads every page shown again, from the first", async () => {
    const { client, observer, stop } = await shownThread();
    await observer.fetchNextPage();
    readPage.mockClear();
    await client.invalidateQueries({ queryKey: serverQueryKey(clinicA, ['home-messages', 'P-1']) });
    expect(readPage.mock.calls.map(([cursor]) => cursor)).toEqual([null, 'm4']);
    expect(observer.getCurrentResult().data?.pages).toHaveLength(2);
    stop();
  });
});

describe('server-state wipe', () => {
  it('sign-out and a workspace switch empty the app client', async () => {
    queryClient.setQueryData(serverQueryKey(clinicA, ['clinicians']), ['Dr. Ana']);
    await clearWorkspaceData();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);

    queryClient.setQueryData(serverQueryKey(clinicA, ['clinicians']), ['Dr. Ana']);
    await clearLocalData();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
