/**
 * Which of a report's sessions bear an "unsynced" marker the outbox no longer bears out: their
 * save was sent or discarded (gone from the outbox), refused since (pending → rejected) or
 * retried (rejected → pending). The report reads the class again while any is listed.
 */

import type { UnsyncedState } from '../../results';
import { activityEntityKey } from '../../sync';
import type { ClassSession } from './class-report-rows';

/** What the report needs of an outbox item. */
interface QueuedWrite {
  entityKey: string;
  /** Waits for the clinician's decision (refused, or parked): shown as rejected. */
  failed: boolean;
}

/** How the outbox stands for each entity it holds: rejected when any of its writes failed. */
function outboxStates(items: readonly QueuedWrite[]): Map<string, UnsyncedState> {
  const states = new Map<string, UnsyncedState>();
  for (const { entityKey, failed } of items) {
    if (failed) states.set(entityKey, 'rejected');
    else if (!states.has(entityKey)) states.set(entityKey, 'pending');
  }
  return states;
}

/** The activity ids whose marker is stale, in the report's order (empty: all up to date). */
export function staleMarkers(
  sessions: readonly ClassSession[] | null,
  items: readonly QueuedWrite[],
): string[] {
  if (!sessions) return [];
  const states = outboxStates(items);
  return sessions
    .filter(({ item, unsynced }) => {
      // A session the report read from the server is the server's: a later edit is its own screen's.
      if (unsynced === undefined) return false;
      return states.get(activityEntityKey(item.activityId)) !== unsynced;
    })
    .map(({ item }) => item.activityId);
}
