/** What the outbox engine is given (store, network, time, session) and what it publishes. */
import type { Clock } from '../../lib/clock';
import type { OutboxItem, SendResult } from './outbox-item';
import type { OutboxStore } from './outbox-store';

export type OutboxItemSummary = Omit<OutboxItem, 'bodyJson'>;

/** A request's outcome: the HTTP status (0 when nothing answered) and, unless 2xx, the reason. */
// Kept with the item types (create-only.ts reads it too, without importing the engine).
export type { SendResult } from './outbox-item';

export interface OutboxEngineDeps {
  store: OutboxStore;
  send(item: OutboxItem): Promise<SendResult>;
  clock: Clock;
  isOnline(): boolean;
  /** The signed-in clinician, or null while signed out (nothing is sent then). */
  currentUserId(): string | null;
  /**
   * The active workspace: a clinic's id, or the user's for the personal one. A write is tagged
   * with it and replayed only while its own is active.
   */
  currentWorkspaceId?(): string;
  /** Whether the server answers its health check now; asked after a write failed. */
  serverAnswers(): Promise<boolean>;
  random?: () => number;
  /** Runs a replay pass alone (Web Locks across tabs in the browser). */
  exclusive?: (run: () => Promise<void>) => Promise<void>;
  /** After this engine changed the store, so other tabs can reload. */
  onStoreChanged?: () => void;
  /** A write went through: the server now holds `version` of the entity. */
  onVersionStored?: (entityKey: string, version: number) => void;
  /** A write went through (any method, versioned or not): reads of the entity are stale. */
  onWriteLanded?: (entityKey: string) => void;
  /** The clinician took the server's side of a conflict: `current` (null: gone) replaces ours. */
  onTheirsTaken?: (entityKey: string, current: unknown) => void;
}

export interface OutboxSnapshot {
  /** Every unsynced item, in `seq` order, without its body. */
  items: readonly OutboxItemSummary[];
  syncing: boolean;
  /** The last replay got a 401: nothing is sent until the clinician signs in again. */
  authSessionEnded: boolean;
}
