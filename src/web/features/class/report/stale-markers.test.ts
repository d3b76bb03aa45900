import { describe, expect, it } from 'vitest';
import {
  idOf,
  listItemOf,
  makeActivityDetails,
} from '../../../../common/schemas/activity-factory.test-helpers';
import type { UnsyncedState } from '../../results';
import { activityEntityKey } from '../../sync';
import type { ClassSession } from './class-report-rows';
import { staleMarkers } from './stale-markers';

function session(n: number, unsynced?: UnsyncedState): ClassSession {
  const details = makeActivityDetails(n).activity;
  return { item: listItemOf({ activity: details }), details, unsynced };
}

const write = (n: number, failed = false) => ({ entityKey: activityEntityKey(idOf(n)), failed });

describe("a class report's unsynced markers as the outbox drains", () => {
  it('are up to date while every marked session is still queued as shown', () => {
    const report = [session(1, 'pending'), session(2, 'rejected'), session(3)];
    expect(staleMarkers(report, [write(1), write(2, true)])).toEqual([]);
  });

  it('go stale once a marked session was sent, one by one as the outbox drains', () => {
    const report = [session(1, 'pending'), session(2, 'pending')];
    expect(staleMarkers(report, [write(2)])).toEqual([idOf(1)]);
    expect(staleMarkers(report, [])).toEqual([idOf(1), idOf(2)]);
  });

  it('go stale when the server refuses a waiting save, or a refused one is retried', () => {
    expect(staleMarkers([session(1, 'pending')], [write(1, true)])).toEqual([idOf(1)]);
    expect(staleMarkers([session(1, 'rejected')], [write(1)])).toEqual([idOf(1)]);
  });

  it('count a session as refused while any of its writes waits for a decision', () => {
    expect(staleMarkers([session(1, 'rejected')], [write(1, true), write(1)])).toEqual([]);
  });

  it('never ask again for sessions read from the server, or before the report loaded', () => {
    expect(staleMarkers([session(1)], [write(1)])).toEqual([]);
    expect(staleMarkers(null, [])).toEqual([]);
  });
});
