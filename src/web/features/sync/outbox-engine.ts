/**
 * The outbox: writes are stored first, then replayed to the server in `seq` order as idempotent
 * requests (one pass: replay-pass.ts). A write the server fails on holds back only the later
 * writes to its entity; a failure of the network or of the whole server holds back all. Free of
 * browser APIs (store, network, time and session are passed in: outbox-engine-deps.ts) so the
 * whole behaviour runs in unit tests; sync-service.ts wires it to IndexedDB, fetch and window
 * events.
 */
import { keptBoth, keptMine } from './conflict-resolution';
import type { OutboxEngineDeps, OutboxItemSummary, OutboxSnapshot } from './outbox-engine-deps';
import { newOutboxItem, type OutboxItem, type OutboxWrite } from './outbox-item';
import { type EngineState, type PassContext, replayPass } from './replay-pass';
import { retryDelayMs } from './retry-schedule';

export type {
  OutboxEngineDeps,
  OutboxItemSummary,
  OutboxSnapshot,
  SendResult,
} from './outbox-engine-deps';

const summaryOf = ({ bodyJson: _body, ...summary }: OutboxItem): OutboxItemSummary => summary;

export function createOutboxEngine(deps: OutboxEngineDeps) {
  const { store, clock } = deps;
  const random = deps.random ?? Math.random;
  const exclusive = deps.exclusive ?? ((run) => run());
  const workspaceId = () => deps.currentWorkspaceId?.() ?? null;
  const listeners = new Set<() => void>();
  const state: EngineState = {
    items: new Map(),
    storedVersions: new Map(),
    authSessionEnded: false,
    pausedUntil: 0,
    generation: 0,
  };
  const { items } = state;
  let snapshot: OutboxSnapshot = { items: [], syncing: false, authSessionEnded: false };
  let running: Promise<void> | null = null;
  let rerun: { ignoreBackoff: boolean } | null = null;
  let timer: unknown = null;

  const publish = () => {
    snapshot = {
      items: [...items.values()].sort((a, b) => a.seq - b.seq),
      syncing: running !== null,
      authSessionEnded: state.authSessionEnded,
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

  const pass: PassContext = {
    deps,
    clock,
    random,
    state,
    workspaceId,
    remember,
    publish,
    changed,
    schedule,
  };

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
        await exclusive(() => replayPass(pass, ignoreBackoff));
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
      state.authSessionEnded = false;
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
      state.generation += 1;
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      items.clear();
      state.storedVersions.clear();
      state.authSessionEnded = false;
      state.pausedUntil = 0;
      publish();
    },
  };
}

export type OutboxEngine = ReturnType<typeof createOutboxEngine>;
