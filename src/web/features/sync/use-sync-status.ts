/** React hooks over the outbox: status for the badge and Settings, connectivity, storage. */
import { useMemo, useSyncExternalStore } from 'react';
import type { OutboxItemSummary, OutboxSnapshot } from './outbox-engine';
import { outboxSignature } from './outbox-signature';
import { isStorageUnavailable, onStorageUnavailable, outbox } from './sync-service';
import { type SyncStatus, syncStatusOf } from './sync-status';

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};
const isOnline = () => navigator.onLine;

function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}

export function useOutboxSnapshot(): OutboxSnapshot {
  return useSyncExternalStore(outbox.subscribe, outbox.getSnapshot, outbox.getSnapshot);
}

export function useSyncStatus(): SyncStatus {
  const snapshot = useOutboxSnapshot();
  const online = useOnline();
  // Derived per render: cheap (a few hundred items at most) and always consistent.
  return syncStatusOf(snapshot, online);
}

export function useOutboxItems(): readonly OutboxItemSummary[] {
  return useOutboxSnapshot().items;
}

/**
 * Changes when the writes `select` picks change in the outbox (see outboxSignature): a screen
 * reads again on it to follow the sync. `select` must be stable (useCallback) or it recomputes.
 */
export function useOutboxSignature(select: (entityKey: string) => boolean): string {
  const items = useOutboxItems();
  return useMemo(() => outboxSignature(items, select), [items, select]);
}

export function useStorageUnavailable(): boolean {
  return useSyncExternalStore(onStorageUnavailable, isStorageUnavailable, isStorageUnavailable);
}

export { type SyncStatus, UNSYNCED_BYTES_WARNING } from './sync-status';
