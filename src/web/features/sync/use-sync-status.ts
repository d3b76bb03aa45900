/** What the header badge, Settings and sign-out need to know about unsynced writes. */
import { useSyncExternalStore } from 'react';
import type { OutboxItemSummary, OutboxSnapshot } from './outbox-engine';
import { isStorageUnavailable, onStorageUnavailable, outbox } from './sync-service';

export interface SyncStatus {
  online: boolean;
  /** Items waiting to be sent (not rejected). */
  pending: number;
  /** Items the server rejected, waiting for the clinician to retry or discard them. */
  failed: number;
  /** Bytes of unsynced data on this device (warned about past UNSYNCED_BYTES_WARNING). */
  bytes: number;
  syncing: boolean;
}

/** The original local store's limit (localForage's default size): past it, the clinician is warned. */
export const UNSYNCED_BYTES_WARNING = 4_980_736;

export function syncStatusOf(snapshot: OutboxSnapshot, online: boolean): SyncStatus {
  let failed = 0;
  let bytes = 0;
  for (const item of snapshot.items) {
    if (item.failed) failed += 1;
    bytes += item.bytes;
  }
  return {
    online,
    pending: snapshot.items.length - failed,
    failed,
    bytes,
    syncing: snapshot.syncing,
  };
}

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};
const isOnline = () => navigator.onLine;

export function useOnline(): boolean {
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

export function useStorageUnavailable(): boolean {
  return useSyncExternalStore(onStorageUnavailable, isStorageUnavailable, isStorageUnavailable);
}
