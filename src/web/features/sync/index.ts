/**
 * What other features use from sync: `queueWrite` (every write to the server goes through the
 * outbox, so none is lost offline), the status for badges, and `flushOutbox` to send now.
 */
import type { OutboxWrite } from './outbox-item';
import { requestPersistentStorage } from './persistent-storage';
import { outbox } from './sync-service';

export {
  ACTIVITY_KEY_PREFIX,
  activityEntityKey,
  PATIENT_KEY_PREFIX,
  patientEntityKey,
} from './entity-keys';
export {
  cacheKeys,
  deleteCache,
  fetchWithCache,
  pruneCache,
  readCache,
  readCachedEntry,
  readCachedValue,
  writeCache,
} from './local-cache';
export type { WriteMethod } from './outbox-item';
export { onServerRecord, type RecordNews } from './record-handlers';
export { registerServiceWorkerWhenStable } from './service-worker';
export { prepareSignOut } from './sign-out';
export { SyncBadge } from './sync-badge';
export { useSyncTranslation } from './sync-i18n';
export { SyncSummary } from './sync-summary';
export { UnsyncedList } from './unsynced-list';
export {
  fetchWithUnsynced,
  queuedBody,
  type UnsyncedPut,
  type UnsyncedPutRef,
  unsyncedPut,
  unsyncedPutRefs,
  unsyncedPuts,
  unsyncedWrites,
} from './unsynced-writes';
export { UpdatePrompt } from './update-prompt';
export { useOutboxItems } from './use-sync-status';

/**
 * Stores the write in the outbox (resolves once it is kept on this device, not once sent), then
 * starts a replay. PUT and DELETE must be idempotent: a write may reach the server twice.
 */
export function queueWrite(write: OutboxWrite): Promise<void> {
  void requestPersistentStorage();
  return outbox.queue(write);
}

/** The unsynced writes as this tab holds them now (without bodies). */
export function outboxItems() {
  return outbox.getSnapshot().items;
}

/** Sends what is queued now, past any backoff wait; resolves with the number still unsynced. */
export function flushOutbox(): Promise<number> {
  return outbox.flush();
}
