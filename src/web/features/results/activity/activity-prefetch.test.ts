import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../../../common/api/api-paths';
import {
  idOf,
  listItemOf,
  makeActivityDetails,
} from '../../../../common/schemas/activity-factory.test-helpers';
import { apiRequest } from '../../../lib/api-client';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../lib/api-error';
import { openLocalDb } from '../../../lib/local-db';
import { keepActivityDetails, readKeptActivityDetails } from './activity-cache';
import { PREFETCH_ACTIVITIES, prefetchActivityDetails } from './activity-prefetch';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('../../../lib/local-db', async (original) =>
  (await import('../../../lib/memory-local-db.test-helpers')).withMemoryLocalDb(await original()),
);

/** A history first page of `count` sessions, newest first (session `count` is the newest). */
const firstPage = (count: number) =>
  Array.from({ length: count }, (_, i) => makeActivityDetails(count - i));

/** Each request's path; the server answers the sessions of `page` it was asked for. */
let requested: string[] = [];
function serve(page: ReturnType<typeof firstPage>, answer?: () => void) {
  vi.mocked(apiRequest).mockImplementation((async (path: string) => {
    requested.push(path);
    answer?.();
    const ids = new URL(path, 'http://x').searchParams.get('activityIds')?.split(',') ?? [];
    const activities = page.filter(({ activity }) => ids.includes(activity.activityId));
    return structuredClone({ activities: activities.map(({ activity }) => activity) });
  }) as typeof apiRequest);
}

const keptOf = async (page: ReturnType<typeof firstPage>) =>
  Promise.all(
    page.map(async ({ activity }) => (await readKeptActivityDetails(activity.activityId)) !== null),
  );

beforeEach(async () => {
  await (await openLocalDb()).clear('cache');
  requested = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
});

describe('sessions fetched ahead of being opened', () => {
  it('are the ten newest of the first page, copied in ONE batch request (one audit event)', async () => {
    const page = firstPage(15);
    serve(page);
    await prefetchActivityDetails(page.map(listItemOf), new AbortController().signal);
    const newest = page.slice(0, PREFETCH_ACTIVITIES).map(({ activity }) => activity.activityId);
    // Never the session's own URL: the server would record a person opening it.
    expect(requested).toEqual([apiPaths.activityOfflineCopies(newest)]);
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
    expect(requested).toEqual([
      apiPaths.activityOfflineCopies([idOf(10), idOf(6), idOf(5), idOf(4), idOf(3)]),
    ]);
  });

  it('ask nothing when every one is kept', async () => {
    const page = firstPage(3);
    for (const details of page) await keepActivityDetails(details);
    serve(page);
    await prefetchActivityDetails(page.map(listItemOf), new AbortController().signal);
    expect(requested).toEqual([]);
  });

  it('forget a kept copy the server no longer has (deleted elsewhere)', async () => {
    const page = firstPage(3);
    const rows = page.map(listItemOf);
    await keepActivityDetails(page[1]!);
    rows[1] = { ...rows[1]!, updatedAt: rows[1]!.updatedAt + 1 };
    serve([page[0]!, page[2]!]);
    await prefetchActivityDetails(rows, new AbortController().signal);
    expect(await keptOf(page)).toEqual([true, false, true]);
  });

  it('keep what they had when the request finds no connection', async () => {
    const page = firstPage(4);
    await keepActivityDetails(page[0]!);
    const rows = page.map(listItemOf);
    rows[0] = { ...rows[0]!, updatedAt: rows[0]!.updatedAt + 1 };
    serve(page, () => {
      throw new ApiError(NETWORK_ERROR_STATUS, 'network_error', 'Failed to fetch');
    });
    await prefetchActivityDetails(rows, new AbortController().signal);
    expect(requested).toHaveLength(1);
    expect(await keptOf(page)).toEqual([true, false, false, false]);
  });

  it('ask nothing when the browser says it is offline, or the screen is gone', async () => {
    const page = firstPage(10);
    serve(page);
    const screen = new AbortController();
    screen.abort();
    await prefetchActivityDetails(page.map(listItemOf), screen.signal);
    vi.stubGlobal('navigator', { onLine: false });
    await prefetchActivityDetails(page.map(listItemOf), new AbortController().signal);
    expect(requested).toEqual([]);
  });
});
