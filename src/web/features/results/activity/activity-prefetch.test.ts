import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../lib/api-error';
import { openLocalDb } from '../../../lib/local-db';
import { keepActivityDetails, readKeptActivityDetails } from './activity-cache';
import { idOf, listItemOf, makeActivityDetails } from './activity-details-factory.test-helpers';
import { PREFETCH_ACTIVITIES, prefetchActivityDetails } from './activity-prefetch';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('../../../lib/local-db', async (original) =>
  (await import('../../../lib/memory-local-db.test-helpers')).withMemoryLocalDb(await original()),
);

/** A history first page of `count` sessions, newest first (session `count` is the newest). */
const firstPage = (count: number) =>
  Array.from({ length: count }, (_, i) => makeActivityDetails(count - i));

let requested: string[] = [];
let inFlight = 0;
let mostInFlight = 0;
/** Each request of the run, answered by `answer` (by default the session, from the server). */
function serve(page: ReturnType<typeof firstPage>, answer?: (count: number) => void) {
  vi.mocked(apiRequest).mockImplementation((async (path: string) => {
    const id = path.split('/').at(-1)!;
    requested.push(id);
    mostInFlight = Math.max(mostInFlight, ++inFlight);
    await new Promise((resolve) => setTimeout(resolve, 1));
    inFlight--;
    answer?.(requested.length);
    return structuredClone(page.find(({ activity }) => activity.activityId === id));
  }) as typeof apiRequest);
}

const keptOf = async (page: ReturnType<typeof firstPage>) =>
  Promise.all(
    page.map(async ({ activity }) => (await readKeptActivityDetails(activity.activityId)) !== null),
  );

beforeEach(async () => {
  await (await openLocalDb()).clear('cache');
  requested = [];
  mostInFlight = 0;
  vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
});

describe('sessions fetched ahead of being opened', () => {
  it('are the ten newest of the first page, fetched one at a time', async () => {
    const page = firstPage(15);
    serve(page);
    await prefetchActivityDetails(page.map(listItemOf), new AbortController().signal);
    expect(requested).toEqual(
      page.slice(0, PREFETCH_ACTIVITIES).map(({ activity }) => activity.activityId),
    );
    expect(mostInFlight).toBe(1);
    expect(await keptOf(page)).toEqual([...Array(10).fill(true), ...Array(5).fill(false)]);
  });

  it('leave out those already kept and unchanged since', async () => {
    const page = firstPage(12);
    for (const details of page.slice(0, 6)) await keepActivityDetails(details);
    // Its notes were edited since it was kept: fetched again.
    const rows = page.map(listItemOf);
    rows[2] = { ...rows[2]!, updatedAt: rows[2]!.updatedAt + 1 };
    serve(page);
    await prefetchActivityDetails(rows, new AbortController().signal);
    expect(requested).toEqual([idOf(10), idOf(6), idOf(5), idOf(4), idOf(3)]);
  });

  it('stop at the first request that finds no connection', async () => {
    const page = firstPage(10);
    serve(page, (count) => {
      if (count === 3) throw new ApiError(NETWORK_ERROR_STATUS, 'network_error', 'Failed to fetch');
    });
    await prefetchActivityDetails(page.map(listItemOf), new AbortController().signal);
    expect(requested).toHaveLength(3);
    expect((await keptOf(page)).filter(Boolean)).toHaveLength(2);
  });

  it('stop when the browser says it is offline, or the screen is gone', async () => {
    const page = firstPage(10);
    const screen = new AbortController();
    serve(page, (count) => {
      if (count === 2) vi.stubGlobal('navigator', { onLine: false });
      if (count === 1) screen.abort();
    });
    await prefetchActivityDetails(page.map(listItemOf), screen.signal);
    expect(requested).toHaveLength(1);
    serve(page, (count) => {
      if (count === 2) vi.stubGlobal('navigator', { onLine: false });
    });
    requested = [];
    await prefetchActivityDetails(page.map(listItemOf), new AbortController().signal);
    // The first was kept by the aborted run; the next one is fetched, then the browser is offline.
    expect(requested).toEqual([idOf(9), idOf(8)]);
  });
});
