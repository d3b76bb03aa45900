import { beforeEach, describe, expect, it, vi } from 'vitest';
import { computeSummary } from '../../../../common/metrics/summary';
import type { ActivityInput } from '../../../../common/schemas/activity';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { activityEntityKey, flushOutbox, queuedBody, queueWrite, unsyncedPuts } from '../../sync';
import { unsyncedActivityOf } from './unsynced-activity';
import { loadUnsyncedActivities } from './use-unsynced-activities';

// Counted, not replaced: the summaries are the real ones.
vi.mock('../../../../common/metrics/summary', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../common/metrics/summary')>();
  return { ...actual, computeSummary: vi.fn(actual.computeSummary) };
});
vi.mock('../../sync', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../sync')>();
  return { ...actual, queuedBody: vi.fn(actual.queuedBody) };
});
// The outbox sends through the API client; each test answers for the server.
vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));
// No localStorage here. A clinician per test: the outbox (in memory, one per file) lists and
// sends only the signed-in clinician's writes, so what one test leaves queued stays out of the next.
const user = { id: '' };
vi.mock('../../auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../auth')>()),
  storedUser: { get: () => user, subscribe: () => () => undefined },
}));

const T0 = 1_700_000_000_000;
const SAMPLES = 1800;
let tests = 0;

/** A half-hour session at one reading a second, about 18 KB of JSON like a real save. */
function makeSave(minute: number, notes = ''): ActivityInput {
  const t = Array.from({ length: SAMPLES }, (_, i) => i * 1000);
  return {
    patientId: 'P-1',
    type: 'walk',
    startedAt: T0 + minute * 60_000,
    endedAt: T0 + minute * 60_000 + SAMPLES * 1000,
    timestamp: T0 + minute * 60_000 + SAMPLES * 1000,
    hrMaxBpm: 180,
    samples: { t, hr: t.map((_, i) => 90 + (i % 60)) },
    notes,
  };
}

const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function queueSave(n: number, body: ActivityInput = makeSave(n)): Promise<void> {
  return queueWrite({
    entityKey: activityEntityKey(idOf(n)),
    method: 'PUT',
    path: `/api/activities/${idOf(n)}`,
    body,
  });
}

const shown = async () =>
  (await loadUnsyncedActivities()).map(({ activity, state }) => `${activity.notes} ${state}`);

beforeEach(() => {
  tests += 1;
  user.id = `u${tests}`;
  vi.mocked(computeSummary).mockClear();
  vi.mocked(queuedBody).mockClear();
  // Offline until a test says otherwise: each save queued stays queued.
  vi.mocked(apiRequest).mockReset().mockRejectedValue(new TypeError('Failed to fetch'));
});

describe('the sessions not synced yet, as the outbox drains', () => {
  it('summarise each queued save once while 100 of them are sent one by one', async () => {
    for (let n = 0; n < 100; n++) await queueSave(n);
    const listedBeforeEachSend: number[] = [];
    // The list is read again after every change, as the hook does while the outbox drains.
    vi.mocked(apiRequest).mockImplementation(async () => {
      listedBeforeEachSend.push((await loadUnsyncedActivities()).length);
      return undefined;
    });
    expect(await flushOutbox()).toBe(0);
    expect(listedBeforeEachSend).toEqual(Array.from({ length: 100 }, (_, i) => 100 - i));
    expect(await loadUnsyncedActivities()).toEqual([]);
    // Read back the old way, every body each time, this drain makes 5050 summaries.
    expect(computeSummary).toHaveBeenCalledTimes(100);
    expect(queuedBody).toHaveBeenCalledTimes(100);
  });

  it('show a refusal without reading or summarising the save again', async () => {
    await queueSave(1, makeSave(1, 'refused'));
    await queueSave(2, makeSave(2, 'accepted'));
    expect(await shown()).toEqual(['refused pending', 'accepted pending']);
    vi.mocked(apiRequest).mockImplementation(async (path) => {
      if (path.endsWith(idOf(1))) throw new ApiError(422, 'validation_failed', 'Invalid body');
      return undefined;
    });
    await flushOutbox();
    expect(await shown()).toEqual(['refused rejected']);
    expect(computeSummary).toHaveBeenCalledTimes(2);
    expect(queuedBody).toHaveBeenCalledTimes(2);
  });

  it('show the latest save of a session edited again before it was sent', async () => {
    await queueSave(1, makeSave(1, 'first'));
    expect(await shown()).toEqual(['first pending']);
    await queueSave(1, makeSave(1, 'second'));
    expect(await shown()).toEqual(['second pending']);
    expect(computeSummary).toHaveBeenCalledTimes(2);
  });

  it('list what reading every queued body lists, in the same order and states', async () => {
    await queueSave(3, makeSave(3, 'three'));
    await queueSave(1, makeSave(1, 'one'));
    await queueSave(2, makeSave(2, 'two'));
    await queueSave(1, makeSave(1, 'one again'));
    await queueWrite({ entityKey: activityEntityKey(idOf(2)), method: 'DELETE', path: '/a/2' });
    await queueSave(2, makeSave(2, 'two again'));
    // The server refuses the first; the network fails for the next, which ends the pass.
    vi.mocked(apiRequest).mockImplementation(async (path) => {
      if (path.endsWith(idOf(3))) throw new ApiError(422, 'validation_failed', 'Invalid body');
      throw new TypeError('Failed to fetch');
    });
    await flushOutbox();
    const everyBody = (await unsyncedPuts('activity:')).flatMap((put) => {
      const activity = unsyncedActivityOf(put);
      return activity ? [`${activity.activity.notes} ${activity.state}`] : [];
    });
    expect(everyBody).toEqual(['three rejected', 'one again pending', 'two again pending']);
    expect(await shown()).toEqual(everyBody);
  });
});
