/**
 * What the server knows of its own disk: free bytes in DATA_DIR (for start-up, readiness and
 * /metrics) and the last storage fault a write met. A full or read-only disk is not seen by a
 * `select 1`, so readiness reports the fault from the writes themselves: until a later write
 * succeeds, or for FAULT_HOLD_MS at most (behind a balancer every copy could be out of
 * rotation, and then no write could ever clear it; the next failing write sets it again).
 */
import { statfsSync } from 'node:fs';
import type { DatabaseFault } from '../db/database-faults.js';

const FAULT_HOLD_MS = 30_000;
const STORAGE_KINDS = new Set<DatabaseFault['kind']>([
  'storage_full',
  'read_only',
  'storage_error',
]);

export interface StorageHealth {
  /** Free bytes for the server's user where DATA_DIR lives; null when it cannot be read. */
  freeBytes(): number | null;
  /** A request failed on the database; storage faults are remembered for readiness. */
  noteFault(fault: DatabaseFault): void;
  /** A write answered 2xx: the disk takes writes again. */
  noteWriteSucceeded(): void;
  /** The storage fault readiness should report, if one is current. */
  currentFault(): DatabaseFault | null;
}

export function createStorageHealth(dataDir: string, now = Date.now): StorageHealth {
  let fault: { fault: DatabaseFault; at: number } | null = null;
  return {
    freeBytes() {
      try {
        const stats = statfsSync(dataDir);
        return stats.bavail * stats.bsize;
      } catch {
        return null;
      }
    },
    noteFault(next) {
      if (STORAGE_KINDS.has(next.kind)) fault = { fault: next, at: now() };
    },
    noteWriteSucceeded() {
      fault = null;
    },
    currentFault() {
      if (fault && now() - fault.at > FAULT_HOLD_MS) fault = null;
      return fault?.fault ?? null;
    },
  };
}

/** `1.2 GB`, `350 MB`: for the start-up warning an operator reads. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  return `${Math.round(bytes / 1024 ** 2)} MB`;
}

/** Said once at start-up: an operator sees it before the disk fills, not after. */
export function warnIfStorageLow(
  app: { log: { warn(object: object, message: string): void } },
  storage: StorageHealth,
  thresholdBytes: number,
): void {
  const free = storage.freeBytes();
  if (free === null || free >= thresholdBytes) return;
  app.log.warn(
    { freeBytes: free, thresholdBytes },
    `DATA_DIR has ${formatBytes(free)} free (below STORAGE_WARN_FREE_MB): free space before it fills`,
  );
}
