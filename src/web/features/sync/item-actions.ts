/**
 * What the clinician can do with one unsynced item from Settings: send it again, drop it, or
 * resolve its conflict. Each rewrites (or removes) the stored item through the engine's `update`.
 */
import type { Clock } from '../../lib/clock';
import { keptBoth, keptMine } from './conflict-resolution';
import type { OutboxItem } from './outbox-item';

type Update = (seq: number, change: (item: OutboxItem) => OutboxItem | null) => Promise<void>;

export function itemActions(
  update: Update,
  clock: Clock,
  onTheirsTaken?: (entityKey: string, current: unknown) => void,
) {
  return {
    /** The clinician asks to send a refused or parked item again, as if newly queued. */
    retry: (seq: number) =>
      update(seq, (item) => ({
        ...item,
        failed: false,
        attempts: 0,
        serverFailures: 0,
        nextAttemptAt: clock.now(),
      })),
    /** The clinician chose to drop the item (after confirming). */
    discard: (seq: number) => update(seq, () => null),
    /** A conflict resolved as "keep mine": sent again over the server's version. */
    keepMine: (seq: number) => update(seq, (item) => keptMine(item, clock.now())),
    /** A conflict resolved as "keep both": the notes joined, sent over the server's version. */
    keepBoth: (seq: number) => update(seq, (item) => keptBoth(item, clock.now())),
    /** A conflict resolved as "take theirs": mine is dropped and theirs replaces it here. */
    takeTheirs: (seq: number) =>
      update(seq, (item) => {
        if (item.conflict) onTheirsTaken?.(item.entityKey, item.conflict.current);
        return null;
      }),
  };
}
