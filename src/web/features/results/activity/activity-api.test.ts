import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  idOf,
  makeActivityDetails,
  T0,
} from '../../../../common/schemas/activity-factory.test-helpers';
import { apiRequest } from '../../../lib/api-client';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../lib/api-error';
import { activityEntityKey, queueWrite } from '../../sync';
import { deleteActivity, fetchActivity, saveActivityNotes } from './activity-api';
import { type ActivityDetails, readKeptActivityDetails } from './activity-cache';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('../../sync', async (original) => {
  const sync = await original<typeof import('../../sync')>();
  return { ...sync, queueWrite: vi.fn(sync.queueWrite) };
});
vi.mock('../../../lib/local-db', async (original) =>
  (await import('../../../lib/memory-local-db.test-helpers')).withMemoryLocalDb(await original()),
);

// The server's sessions; each test uses its own ids (what one queues stays in the outbox).
const server = new Map<string, ActivityDetails>();
let online = true;
const networkError = () => new ApiError(NETWORK_ERROR_STATUS, 'network_error', 'Failed to fetch');

beforeEach(() => {
  online = true;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  vi.mocked(apiRequest).mockImplementation((async (path: string, options?: { method?: string }) => {
    // Writes never get through: what a test queues stays queued.
    if (!online || options?.method) throw networkError();
    const details = server.get(decodeURIComponent(path.split('/').at(-1)!));
    if (!details) throw new ApiError(404, 'not_found', 'Activity not found');
    return structuredClone(details);
  }) as typeof apiRequest);
});

/** Session `n` on the server, opened once online (as the session screen or a prefetch does). */
async function fetchedOnline(n: number): Promise<ActivityDetails> {
  const details = makeActivityDetails(n);
  server.set(idOf(n), details);
  expect(await fetchActivity(idOf(n))).toEqual(details.activity);
  return details;
}

describe('a session opened without a connection', () => {
  it('shows the details kept when it was last fetched, saying when', async () => {
    vi.setSystemTime(T0 + 3_600_000);
    const { activity } = await fetchedOnline(1);
    online = false;
    vi.setSystemTime(T0 + 7_200_000);
    expect(await fetchActivity(idOf(1))).toEqual({ ...activity, cachedAt: T0 + 3_600_000 });
  });

  it('fails as offline when it was never fetched here', async () => {
    server.set(idOf(2), makeActivityDetails(2));
    online = false;
    await expect(fetchActivity(idOf(2))).rejects.toMatchObject({ status: NETWORK_ERROR_STATUS });
  });

  it("shows the server's 404 rather than the kept copy, and forgets the copy", async () => {
    await fetchedOnline(3);
    server.delete(idOf(3));
    await expect(fetchActivity(idOf(3))).rejects.toMatchObject({ status: 404 });
    expect(await readKeptActivityDetails(idOf(3))).toBeNull();
    online = false;
    await expect(fetchActivity(idOf(3))).rejects.toMatchObject({ status: NETWORK_ERROR_STATUS });
  });

  it('is missing once deleted on this device, whether a copy is kept or not', async () => {
    const { activity } = await fetchedOnline(4);
    await fetchedOnline(5);
    online = false;
    await deleteActivity(activity);
    expect(await readKeptActivityDetails(idOf(4))).toBeNull();
    await expect(fetchActivity(idOf(4))).rejects.toMatchObject({ status: 404 });
    // Queued from elsewhere (another tab's delete) with the copy still kept here.
    await queueWrite({
      entityKey: activityEntityKey(idOf(5)),
      method: 'DELETE',
      path: `/api/activities/${idOf(5)}`,
    });
    expect(await readKeptActivityDetails(idOf(5))).not.toBeNull();
    await expect(fetchActivity(idOf(5))).rejects.toMatchObject({ status: 404 });
  });

  it('lays queued notes over the kept copy', async () => {
    const { activity } = await fetchedOnline(6);
    online = false;
    // A queued body that is not a whole session (as an older app queued notes) only lays its notes.
    await queueWrite({
      entityKey: activityEntityKey(idOf(6)),
      method: 'PUT',
      path: `/api/activities/${idOf(6)}`,
      body: { notes: 'Edited here' },
    });
    expect(await fetchActivity(idOf(6))).toEqual({
      ...activity,
      notes: 'Edited here',
      cachedAt: T0,
    });
  });

  it('shows a save not yet on the server rather than the kept copy', async () => {
    const { activity } = await fetchedOnline(7);
    online = false;
    await saveActivityNotes(activity, 'Edited offline');
    const shown = await fetchActivity(idOf(7));
    expect(shown).toMatchObject({ notes: 'Edited offline', unsynced: 'pending' });
    expect(shown.cachedAt).toBeUndefined();
    expect(shown.samples).toEqual(activity.samples);
  });

  it('edits and deletes a session the server has over its version (If-Match)', async () => {
    const { activity } = await fetchedOnline(8);
    online = false;
    const baseVersionOf = (n: number) =>
      vi
        .mocked(queueWrite)
        .mock.calls.filter(([write]) => write.path === `/api/activities/${idOf(n)}`)
        .map(([write]) => write.baseVersion);
    await saveActivityNotes({ ...activity, version: 3 }, 'Edited');
    // Saved on this device only (version 0): a plain upsert, without If-Match.
    await saveActivityNotes({ ...makeActivityDetails(9).activity, version: 0 }, 'Local');
    await deleteActivity({ ...makeActivityDetails(10).activity, version: 2 });
    expect(baseVersionOf(8)).toEqual([3]);
    expect(baseVersionOf(9)).toEqual([undefined]);
    expect(baseVersionOf(10)).toEqual([2]);
  });

  it('sends a notes edit with the class, target, Borg range and prescription the server keeps', async () => {
    const { activity } = await fetchedOnline(11);
    const guided = {
      ...activity,
      classId: '5f0c8a3e-2b1d-4c6e-9a7f-3d2e1b0c9a8f',
      target: null,
      borgTarget: { low: 11, high: 13 },
      prescription: { version: 2, signed: false },
    };
    await saveActivityNotes(guided, 'Borg 12 throughout');
    const [write] = vi.mocked(queueWrite).mock.calls.at(-1)!;
    expect(write.body).toMatchObject({
      classId: guided.classId,
      borgTarget: { low: 11, high: 13 },
      prescription: { version: 2, signed: false },
      notes: 'Borg 12 throughout',
    });
    expect(write.body).not.toHaveProperty('target');
  });
});
