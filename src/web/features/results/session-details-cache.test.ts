import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openLocalDb } from '../../lib/local-db';
import { readCache, writeCache } from '../sync';
import {
  keepSessionDetails,
  MAX_KEPT_SESSIONS,
  readKeptSessionDetails,
  sessionsNotKept,
} from './session-details-cache';
import { idOf, listItemOf, makeSessionDetails, T0 } from './session-details-factory.test-helpers';

vi.mock('../../lib/local-db', async (original) =>
  (await import('../../lib/memory-local-db.test-helpers')).withMemoryLocalDb(await original()),
);

beforeEach(async () => {
  await (await openLocalDb()).clear('cache');
  vi.useFakeTimers({ toFake: ['Date'] });
});

const isKept = async (n: number) => (await readKeptSessionDetails(idOf(n))) !== null;

describe('session details kept on this device', () => {
  it('are bounded: keeping one more forgets the session kept longest ago', async () => {
    await writeCache('patients', []);
    // Kept in an order unlike the sessions' own: what counts is when each was kept.
    const order = Array.from({ length: MAX_KEPT_SESSIONS + 5 }, (_, i) => (i * 7) % 55);
    for (const [at, n] of order.entries()) {
      vi.setSystemTime(T0 + at * 1000);
      await keepSessionDetails(makeSessionDetails(n));
    }
    const kept = await Promise.all(order.map(isKept));
    expect(kept.filter(Boolean)).toHaveLength(MAX_KEPT_SESSIONS);
    expect(kept.slice(0, 5)).toEqual([false, false, false, false, false]);
    expect(kept.slice(5).every(Boolean)).toBe(true);
    // Other cached reads are not theirs to prune.
    expect(await readCache('patients')).not.toBeNull();
  });

  it('count as kept only while as new as the history row says', async () => {
    const rows = [1, 2, 3].map((n) => listItemOf(makeSessionDetails(n)));
    await keepSessionDetails(makeSessionDetails(1));
    await keepSessionDetails(makeSessionDetails(2));
    rows[1] = { ...rows[1]!, notes: 'edited elsewhere', updatedAt: rows[1]!.updatedAt + 1 };
    const wanted = await sessionsNotKept(rows);
    expect(wanted.map((row) => row.activityId)).toEqual([idOf(2), idOf(3)]);
  });
});
