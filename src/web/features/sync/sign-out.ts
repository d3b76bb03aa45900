/**
 * What signing out would lose: the outbox's unsynced writes, after one last try to send them,
 * plus every session recorded on this device but not saved yet (a recording checkpoint).
 */
import { openLocalDb } from '../../lib/local-db';
import { activityEntityKey } from './entity-keys';
import type { OutboxItemSummary } from './outbox-engine';
import { outbox, outboxLoaded } from './sync-service';

/** How long sign-out waits for the outbox to drain before asking the clinician. */
const SIGN_OUT_SYNC_TIMEOUT_MS = 8000;

/**
 * Items lost at sign-out: each unsynced write, and each unsaved recording. A session being saved
 * is in both for a moment (its checkpoint goes once the outbox has it): it counts once.
 */
export function unsyncedAtSignOut(
  items: readonly Pick<OutboxItemSummary, 'entityKey'>[],
  checkpointIds: readonly string[],
): number {
  const queued = new Set(items.map((item) => item.entityKey));
  const unsaved = checkpointIds.filter((activityId) => !queued.has(activityEntityKey(activityId)));
  return items.length + unsaved.length;
}

/** The activityIds of recording checkpoints (recording/checkpoint.ts owns their shape). */
async function checkpointIds(): Promise<string[]> {
  try {
    const db = await openLocalDb();
    return await db.getAllKeys('checkpoints');
  } catch {
    // No storage: no checkpoint either.
    return [];
  }
}

/**
 * Before signing out: sends what is queued, for `timeoutMs` at most (a hung request must not
 * hang sign-out); resolves with how many items are still unsynced, an unsaved recording
 * included, which the clinician must then agree to lose.
 */
export async function prepareSignOut(timeoutMs = SIGN_OUT_SYNC_TIMEOUT_MS): Promise<number> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  try {
    await Promise.race([outboxLoaded.then(() => outbox.flush()), timedOut]);
  } finally {
    clearTimeout(timer);
  }
  return unsyncedAtSignOut(outbox.getSnapshot().items, await checkpointIds());
}
