/**
 * What other features use from sync: `queueWrite` (every write to the server goes through the
 * outbox, so none is lost offline), the status for badges, and `flushOutbox` to send now.
 */
import type { OutboxWrite, WriteMethod } from './outbox-item';
import { requestPersistentStorage } from './persistent-storage';
import { outbox, outboxLoaded } from './sync-service';

export { type CachedRead, fetchWithCache, readCache, writeCache } from './local-cache';
export type { OutboxWrite, WriteMethod } from './outbox-item';
export { registerServiceWorkerWhenStable } from './service-worker';
export { SyncBadge } from './sync-badge';
export { SYNC_NS, useSyncTranslation } from './sync-i18n';
export { UnsyncedList } from './unsynced-list';
export { UpdatePrompt } from './update-prompt';
export { type SyncStatus, UNSYNCED_BYTES_WARNING, useSyncStatus } from './use-sync-status';

/**
 * Stores the write in the outbox (resolves once it is kept on this device, not once sent), then
 * starts a replay. PUT and DELETE must be idempotent: a write may reach the server twice.
 */
export function queueWrite(write: OutboxWrite): Promise<void> {
  void requestPersistentStorage();
  return outbox.queue(write);
}

/** Sends what is queued now, past any backoff wait; resolves with the number still unsynced. */
export function flushOutbox(): Promise<number> {
  return outbox.flush();
}

/** How long sign-out waits for the outbox to drain before asking the clinician. */
const SIGN_OUT_SYNC_TIMEOUT_MS = 8000;

/**
 * Before signing out: sends what is queued, for `timeoutMs` at most (a hung request must not
 * hang sign-out); resolves with how many items are still unsynced, which the clinician must
 * then agree to lose.
 */
export async function prepareSignOut(timeoutMs = SIGN_OUT_SYNC_TIMEOUT_MS): Promise<number> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<number>((resolve) => {
    timer = setTimeout(() => resolve(outbox.getSnapshot().items.length), timeoutMs);
  });
  try {
    return await Promise.race([outboxLoaded.then(() => outbox.flush()), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Entities whose key starts with `prefix` (e.g. `patient:`) with writes not yet on the server,
 * each with its latest write's method: a list fetched from the API does not show them yet.
 */
export async function unsyncedWrites(prefix: string): Promise<Map<string, WriteMethod>> {
  await outboxLoaded;
  const latest = new Map<string, WriteMethod>();
  for (const item of outbox.getSnapshot().items) {
    if (item.entityKey.startsWith(prefix)) latest.set(item.entityKey, item.method);
  }
  return latest;
}
