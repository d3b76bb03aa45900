/**
 * What other features use from sync: `queueWrite` (every write to the server goes through the
 * outbox, so none is lost offline), the status for badges, and `flushOutbox` to send now.
 */
import { isRefusedCreate } from './create-only';
import type { OutboxError, OutboxWrite } from './outbox-item';
import { requestPersistentStorage } from './persistent-storage';
import { outbox } from './sync-service';

export {
  ACTIVITY_KEY_PREFIX,
  ASSESSMENT_KEY_PREFIX,
  activityEntityKey,
  assessmentEntityKey,
  HOME_KEY_PREFIX,
  homeCheckInEntityKey,
  homeSessionEntityKey,
  PATIENT_KEY_PREFIX,
  PRESCRIPTION_KEY_PREFIX,
  PROGRAMME_KEY_PREFIX,
  patientEntityKey,
  patientRecordOf,
  prescriptionEntityKey,
  programmeEntityKey,
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
export { useOutboxItems, useOutboxSignature } from './use-sync-status';

/**
 * Stores the write in the outbox (resolves once it is kept on this device, not once sent), then
 * starts a replay. PUT and DELETE must be idempotent: a write may reach the server twice.
 */
export async function queueWrite(write: OutboxWrite): Promise<void> {
  void requestPersistentStorage();
  await outbox.queue(write);
}

/** The unsynced writes as this tab holds them now (without bodies). */
export function outboxItems() {
  return outbox.getSnapshot().items;
}

/** Sends what is queued now, past any backoff wait; resolves with the number still unsynced. */
export function flushOutbox(): Promise<number> {
  return outbox.flush();
}

/**
 * Queues a create-only PUT (`If-None-Match: *`) like queueWrite; then, online, sends it now and,
 * when the server refused it because the id is taken, takes it out of the outbox (the form that
 * made it says so instead) and returns the record that has the id. Offline, stored, or still
 * waiting: null, and a refusal that comes later stays in Settings → Sync with the reason.
 */
export async function queueCreateOnly(
  write: Omit<OutboxWrite, 'createOnly' | 'baseVersion'>,
): Promise<{ current: unknown } | null> {
  void requestPersistentStorage();
  const seq = await outbox.queue({ ...write, createOnly: true });
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return null;
  await outbox.flush();
  const item = outbox.getSnapshot().items.find((queued) => queued.seq === seq);
  if (!item?.failed || !isRefusedCreate(item)) return null;
  await outbox.discard(seq);
  return { current: item.conflict?.current ?? null };
}

export type SendNowResult =
  | { state: 'sent' }
  | { state: 'waiting' }
  | { state: 'refused'; error: OutboxError };

/**
 * Queues the write and, online, sends it now (a patient's check-in: the screen after it depends
 * on the answer). `waiting`: offline, or the server not reached; it goes later like any write.
 * `refused`: the server said no (a 4xx); the write is taken out of the outbox, as the screen
 * says why instead (a patient has no Settings → Sync to clear it from).
 */
export async function queueAndSend(write: OutboxWrite): Promise<SendNowResult> {
  void requestPersistentStorage();
  const seq = await outbox.queue(write);
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { state: 'waiting' };
  await outbox.flush();
  const item = outbox.getSnapshot().items.find((queued) => queued.seq === seq);
  if (!item) return { state: 'sent' };
  const error = item.lastError;
  if (item.failed && error && error.status >= 400 && error.status < 500) {
    await outbox.discard(seq);
    return { state: 'refused', error };
  }
  return { state: 'waiting' };
}
