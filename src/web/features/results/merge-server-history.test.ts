import { describe, expect, it } from 'vitest';
import type { ActivityListItem } from '../../../common/schemas/activity';
import { activityEntityKey, mergeServerHistory } from './merge-server-history';

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
