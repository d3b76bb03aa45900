import { describe, expect, it } from 'vitest';
import type { Activity, ActivityListItem } from '../../../../common/schemas/activity';
import { activityEntityKey } from '../../sync';
import type { UnsyncedActivity } from '../shared/unsynced-activity';
import { type HistoryItem, mergeServerHistory, mergeUnsyncedHistory } from './merge-server-history';

const item = (activityId: string) => ({ activityId }) as ActivityListItem;
const page = (...ids: string[]) => ({ activities: ids.map(item), nextCursor: 'next' });
const ids = (merged: ReturnType<typeof mergeServerHistory>) =>
  merged.activities.map((activity) => activity.activityId);

describe('history merged with unsynced writes', () => {
  it('hides a session deleted on this device while the server still lists it', () => {
    const merged = mergeServerHistory(
      page('a', 'b', 'c'),
      new Map([[activityEntityKey('b'), 'DELETE' as const]]),
    );
    expect(ids(merged)).toEqual(['a', 'c']);
    expect(merged.nextCursor).toBe('next');
  });

  it('keeps a session whose unsynced write is a save (a notes edit)', () => {
    const merged = mergeServerHistory(
      page('a', 'b'),
      new Map([[activityEntityKey('a'), 'PUT' as const]]),
    );
    expect(ids(merged)).toEqual(['a', 'b']);
  });

  it('leaves the page as the server sent it when nothing is pending', () => {
    const server = page('a');
    expect(mergeServerHistory(server, new Map())).toBe(server);
  });
});

// Saved (timestamp) at minute `minute` of a day; the server lists the newest save first.
const row = (activityId: string, minute: number, extra: Partial<ActivityListItem> = {}) =>
  ({
    activityId,
    patientId: 'P-1',
    type: 'walk',
    timestamp: minute * 60_000,
    ...extra,
  }) as ActivityListItem;
const local = (
  activityId: string,
  minute: number,
  extra: Partial<ActivityListItem> = {},
  state: UnsyncedActivity['state'] = 'pending',
): UnsyncedActivity => ({
  activity: { ...row(activityId, minute, extra), samples: { t: [] }, events: [] } as Activity,
  state,
});
const shown = (items: readonly HistoryItem[]) =>
  items.map((entry) => `${entry.activityId}${entry.unsynced ? ` (${entry.unsynced})` : ''}`);

describe('history with sessions saved on this device but not on the server', () => {
  const server = [row('s3', 30), row('s2', 20), row('s1', 10)];

  it('shows each in its place among the server rows, marked as not synced', () => {
    const merged = mergeUnsyncedHistory(
      server,
      null,
      [local('u1', 5), local('u4', 40), local('u2', 25, {}, 'rejected')],
      {},
    );
    expect(shown(merged)).toEqual([
      'u4 (pending)',
      's3',
      'u2 (rejected)',
      's2',
      's1',
      'u1 (pending)',
    ]);
  });

  it('shows them with no server rows at all (offline, nothing cached)', () => {
    expect(shown(mergeUnsyncedHistory([], null, [local('u1', 5)], {}))).toEqual(['u1 (pending)']);
  });

  it('shows the server row alone once the server has the session', () => {
    const merged = mergeUnsyncedHistory(server, null, [local('s2', 20)], {});
    expect(shown(merged)).toEqual(['s3', 's2', 's1']);
    expect(mergeUnsyncedHistory(server, null, [], {})).toBe(server);
  });

  it('leaves a session older than the loaded rows for its own page while more remain', () => {
    const merged = mergeUnsyncedHistory(server, 'cursor', [local('u1', 5), local('u2', 15)], {});
    expect(shown(merged)).toEqual(['s3', 's2', 'u2 (pending)', 's1']);
  });

  it('keeps to the patient, type and date range asked for', () => {
    const unsynced = [
      local('other-patient', 21, { patientId: 'P-2' }),
      local('cycle', 22, { type: 'cycle' }),
      local('too-early', 1),
      local('too-late', 50),
      local('match', 23),
    ];
    const query = { patientId: 'P-1', type: 'walk' as const, from: 2 * 60_000, to: 45 * 60_000 };
    expect(shown(mergeUnsyncedHistory(server, null, unsynced, query))).toEqual([
      's3',
      'match (pending)',
      's2',
      's1',
    ]);
  });

  it('lists no samples or events in a row', () => {
    const [merged] = mergeUnsyncedHistory([], null, [local('u1', 5)], {});
    expect(merged).not.toHaveProperty('samples');
    expect(merged).not.toHaveProperty('events');
  });
});
