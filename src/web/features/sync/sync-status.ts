/** What the header badge, Settings and sign-out need to know about unsynced writes. */
import type { OutboxSnapshot } from './outbox-engine';

export interface SyncStatus {
  online: boolean;
  /** Items waiting to be sent (not refused or parked). */
  pending: number;
  /** Items the server refused, found in conflict or kept failing on: the clinician decides. */
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
