import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  idOf,
  listItemOf,
  makeActivityDetails,
  T0,
} from '../../../../common/schemas/activity-factory.test-helpers';
import { openLocalDb } from '../../../lib/local-db';
import { readCache, writeCache } from '../../sync';
import {
  activitiesNotKept,
  KEPT_AFTER_PRUNING,
  keepActivityDetails,
  MAX_KEPT_ACTIVITIES,
  readKeptActivityDetails,
} from './activity-cache';

vi.mock('../../../lib/local-db', async (original) =>
  (await import('../../../lib/memory-local-db.test-helpers')).withMemoryLocalDb(await original()),
);

beforeEach(async () => {
  await (await openLocalDb()).clear('cache');
  vi.useFakeTimers({ toFake: ['Date'] });
});

const isKept = async (n: number) => (await readKeptActivityDetails(idOf(n))) !== null;

describe('session details kept on this device', () => {
  it('are bounded: past the bound, those kept longest ago go until 40 remain', async () => {
    await writeCache('patients', []);
    // Kept in an order unlike the sessions' own: what counts is when each was kept.
    const order = Array.from({ length: MAX_KEPT_ACTIVITIES + 5 }, (_, i) => (i * 7) % 55);
    for (const [at, n] of order.entries()) {
      vi.setSystemTime(T0 + at * 1000);
      await keepActivityDetails(makeActivityDetails(n));
    }
    const kept = await Promise.all(order.map(isKept));
    // The 51st write pruned to 40 (those kept 12th to 51st); the last four were added after.
    const forgotten = MAX_KEPT_ACTIVITIES + 1 - KEPT_AFTER_PRUNING;
    expect(kept.filter(Boolean)).toHaveLength(KEPT_AFTER_PRUNING + 4);
    expect(kept.slice(0, forgotten).some(Boolean)).toBe(false);
    expect(kept.slice(forgotten).every(Boolean)).toBe(true);
    // Other cached reads are not theirs to prune.
    expect(await readCache('patients')).not.toBeNull();
  });

  it('count as kept only while as new as the history row says', async () => {
    const rows = [1, 2, 3].map((n) => listItemOf(makeActivityDetails(n)));
    await keepActivityDetails(makeActivityDetails(1));
    await keepActivityDetails(makeActivityDetails(2));
    rows[1] = { ...rows[1]!, notes: 'edited elsewhere', updatedAt: rows[1]!.updatedAt + 1 };
    const wanted = await activitiesNotKept(rows);
    expect(wanted.map((row) => row.activityId)).toEqual([idOf(2), idOf(3)]);
  });
});
