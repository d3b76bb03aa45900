/**
 * The outbox: writes are stored first, then replayed to the server in `seq` order as idempotent
 * requests. A write the server fails on holds back only the later writes to its entity; a failure
 * of the network or of the whole server holds back all. Free of browser APIs (store, network,
 * time and session are passed in) so the whole behaviour runs in unit tests; sync-service.ts
 * wires it to IndexedDB, fetch and window events.
 */
import type { Clock } from '../../lib/clock';
import { keptBoth, keptMine, storedVersionOf } from './conflict-resolution';
import { createOnlyOutcome } from './create-only';
import {
  newOutboxItem,
  type OutboxError,
  type OutboxItem,
  type OutboxWrite,
  type SendResult,
} from './outbox-item';
import type { OutboxStore } from './outbox-store';
import { afterFailedAttempt, isServerOutage, retryDelayMs, verdictFor } from './retry-schedule';

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
  /** The active clinic (null: the personal workspace); a write is replayed only in its own. */
  currentWorkspaceId?(): string | null;
  /** Whether the server answers its health check now; asked after a write failed. */
  serverAnswers(): Promise<boolean>;
  random?: () => number;
  /** Runs a replay pass alone (Web Locks across tabs in the browser). */
  exclusive?: (run: () => Promise<void>) => Promise<void>;
  /** After this engine changed the store, so other tabs can reload. */
  onStoreChanged?: () => void;
  /** A write went through: the server now holds `version` of the entity. */
  onVersionStored?: (entityKey: string, version: number) => void;
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

const summaryOf = ({ bodyJson: _body, ...summary }: OutboxItem): OutboxItemSummary => summary;

export function createOutboxEngine(deps: OutboxEngineDeps) {
  const { store, clock } = deps;
  const random = deps.random ?? Math.random;
  const exclusive = deps.exclusive ?? ((run) => run());
  const workspaceId = () => deps.currentWorkspaceId?.() ?? null;
  const listeners = new Set<() => void>();
  const items = new Map<number, OutboxItemSummary>();
  let snapshot: OutboxSnapshot = { items: [], syncing: false, authSessionEnded: false };
  let authSessionEnded = false;
  let running: Promise<void> | null = null;
  let rerun: { ignoreBackoff: boolean } | null = null;
  let timer: unknown = null;
  // After a failure of the network or of the whole server, nothing is sent before this (ms).
  let pausedUntil = 0;
  // Bumped by reset(): a pass still under way after the device was wiped must not write back.
  let generation = 0;
  // entity key → the version this device's last write that went through stored.
  const storedVersions = new Map<string, number>();

  const publish = () => {
    snapshot = {
      items: [...items.values()].sort((a, b) => a.seq - b.seq),
      syncing: running !== null,
      authSessionEnded,
    };
    for (const listener of listeners) listener();
  };
  const remember = (item: OutboxItem) => items.set(item.seq, summaryOf(item));
  const changed = () => {
    publish();
    deps.onStoreChanged?.();
  };

  const schedule = (delayMs: number) => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = clock.setTimeout(() => {
      timer = null;
      kick();
    }, delayMs);
  };

  /**
   * Whether a failed attempt counts against the write itself. No answer, a 408 or a 5xx does only
   * while the server still answers its health check: otherwise the network or the whole server is
   * down, which says nothing about this write. A 429 asks the whole device to slow down.
   */
  async function failedOnWrite(status: number, error: OutboxError | null): Promise<boolean> {
    if (status === 429 || isServerOutage(error) || !deps.isOnline()) return false;
    return deps.serverAnswers().catch(() => false);
  }

  /**
   * Later edits of an entity were made on this device over the write that just went through, so
   * they now name the version it stored (else each would come back as a conflict with itself).
   */
  async function rebaseLaterWrites(
    sent: OutboxItem,
    version: number,
    rebased: Map<number, OutboxItem>,
  ): Promise<void> {
    deps.onVersionStored?.(sent.entityKey, version);
    storedVersions.set(sent.entityKey, version);
    const later = [...items.values()].filter(
      (other) => other.entityKey === sent.entityKey && other.seq > sent.seq,
    );
    for (const summary of later) {
      const item = await store.get(summary.seq);
      if (!item || typeof item.baseVersion !== 'number' || item.conflict) continue;
      const next = { ...item, baseVersion: version };
      await store.put(next);
      remember(next);
      rebased.set(next.seq, next);
    }
  }

  /**
   * An edit queued while this device's previous write of the entity was on its way names the
   * version before it: versions only grow, so the newer one this device itself stored is meant.
   */
  function withStoredVersion(item: OutboxItem): OutboxItem {
    const stored = storedVersions.get(item.entityKey);
    const base = item.baseVersion;
    return typeof base === 'number' && stored !== undefined && stored > base
      ? { ...item, baseVersion: stored }
      : item;
  }

  async function replayPass(ignoreBackoff: boolean): Promise<void> {
    const userId = deps.currentUserId();
    if (!deps.isOnline() || userId === null || authSessionEnded) return;
    if (!ignoreBackoff && pausedUntil > clock.now()) return schedule(pausedUntil - clock.now());
    const mine = generation;
    const stored = await store.list();
    if (mine !== generation) return;
    items.clear();
    for (const item of stored) remember(item);
    publish();
    // Writes to an entity stay in order: none passes an earlier one that is refused, parked or
    // waiting to be tried again. Other entities' writes go on.
    const blocked = new Set<string>();
    let nextDueAt = Number.POSITIVE_INFINITY;
    // A sent item's delete is not awaited before the next send (the server has it; a replay
    // after a crash in between is harmless, being idempotent): the pass waits for them at its end.
    const deletes: Promise<void>[] = [];
    // Items this pass moved to a newer base version (rebaseLaterWrites), sent as now stored.
    const rebased = new Map<number, OutboxItem>();
    try {
      for (const listed of stored) {
        const item = rebased.get(listed.seq) ?? listed;
        const ownedHere =
          (item.ownerId === null || item.ownerId === userId) &&
          (item.workspaceId ?? null) === workspaceId();
        if (!ownedHere || blocked.has(item.entityKey) || !items.has(item.seq)) continue;
        const waiting = !ignoreBackoff && item.nextAttemptAt > clock.now();
        if (item.failed || waiting) {
          blocked.add(item.entityKey);
          if (!item.failed) nextDueAt = Math.min(nextDueAt, item.nextAttemptAt);
          continue;
        }
        if (!deps.isOnline()) return;
        const result = createOnlyOutcome(item, await deps.send(withStoredVersion(item)));
        const { status, error } = result;
        if (mine !== generation) return;
        const verdict = verdictFor(item.method, status);
        if (verdict === 'done') {
          pausedUntil = 0;
          deletes.push(store.delete(item.seq));
          items.delete(item.seq);
          const version = storedVersionOf(item, result.version);
          if (version !== undefined) await rebaseLaterWrites(item, version, rebased);
          publish();
          continue;
        }
        if (verdict === 'unauthorized') {
          // The session ended, not the write: no attempt counted, everything kept.
          authSessionEnded = true;
          return publish();
        }
        const againstWrite = verdict === 'rejected' || (await failedOnWrite(status, error));
        if (mine !== generation) return;
        const failed = afterFailedAttempt(
          item,
          { verdict, error, againstWrite },
          clock.now(),
          random,
        );
        const next = result.conflict
          ? { ...failed, failed: true, conflict: result.conflict }
          : failed;
        await store.put(next);
        remember(next);
        changed();
        if (!againstWrite) {
          // Every other write would fail the same way: the whole replay waits.
          pausedUntil = next.nextAttemptAt;
          return schedule(next.nextAttemptAt - clock.now());
        }
        blocked.add(item.entityKey);
        if (!next.failed) nextDueAt = Math.min(nextDueAt, next.nextAttemptAt);
      }
      if (nextDueAt !== Number.POSITIVE_INFINITY) schedule(nextDueAt - clock.now());
    } finally {
      if (deletes.length > 0) {
        await Promise.all(deletes);
        deps.onStoreChanged?.();
      }
    }
  }

  /** One pass at a time; asks made meanwhile run as one more pass after it. */
  function run(ignoreBackoff: boolean): Promise<void> {
    if (running) {
      rerun = { ignoreBackoff: ignoreBackoff || (rerun?.ignoreBackoff ?? false) };
      return running;
    }
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    running = (async () => {
      try {
        await exclusive(() => replayPass(ignoreBackoff));
      } catch {
        // A storage failure mid-pass: try again later rather than give up on the items.
        schedule(retryDelayMs(1, random));
      } finally {
        running = null;
        publish();
        const again = rerun;
        rerun = null;
        if (again) void run(again.ignoreBackoff);
      }
    })();
    publish();
    return running;
  }

  function kick(): void {
    void run(false);
  }

  async function update(seq: number, change: (item: OutboxItem) => OutboxItem | null) {
    const item = await store.get(seq);
    if (!item) return;
    const next = change(item);
    if (next) {
      await store.put(next);
      remember(next);
    } else {
      await store.delete(seq);
      items.delete(seq);
    }
    changed();
    kick();
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Reads the store again (on start, and when another tab changed it). */
    async load(): Promise<void> {
      const stored = await store.list();
      items.clear();
      for (const item of stored) remember(item);
      publish();
    },
    /**
     * Stores the write (resolves with its `seq` once it is safe on the device), then starts a
     * replay.
     */
    async queue(write: OutboxWrite): Promise<number> {
      const item = newOutboxItem(write, deps.currentUserId(), clock.now(), workspaceId());
      const seq = await store.add(item);
      remember({ ...item, seq });
      changed();
      kick();
      return seq;
    },
    kick,
    /** The signed-in clinician changed (signed out, in, or in again after a 401): replay as them. */
    authSessionChanged(): void {
      authSessionEnded = false;
      kick();
    },
    /** Replays now, past any backoff wait; resolves with how many items are still unsynced. */
    async flush(): Promise<number> {
      await run(true);
      // A pass already under way when flush was asked: the forced one runs after it.
      while (running) await running;
      return items.size;
    },
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
        if (item.conflict) deps.onTheirsTaken?.(item.entityKey, item.conflict.current);
        return null;
      }),
    /** Forgets what it knew (the device was wiped); the store is not touched. */
    reset() {
      generation += 1;
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      items.clear();
      storedVersions.clear();
      authSessionEnded = false;
      pausedUntil = 0;
      publish();
    },
  };
}

export type OutboxEngine = ReturnType<typeof createOutboxEngine>;
