/**
 * The outbox: writes are stored first, then replayed to the server in `seq` order as idempotent
 * requests (one pass: replay-pass.ts). A write the server fails on holds back only the later
 * writes to its entity; a failure of the network or of the whole server holds back all. Free of
 * browser APIs (store, network, time and session are passed in: outbox-engine-deps.ts) so the
 * whole behaviour runs in unit tests; sync-service.ts wires it to IndexedDB, fetch and window
 * events.
 */
import { itemActions } from './item-actions';
import type { OutboxEngineDeps, OutboxItemSummary, OutboxSnapshot } from './outbox-engine-deps';
import { newOutboxItem, type OutboxItem, type OutboxWrite } from './outbox-item';
import { createPassRunner } from './pass-runner';
import { newEngineState, type PassContext, replayPass } from './replay-pass';
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
  // Signed out (e.g. after a 401 wiped the setting): none, read later as the owner's personal
  // workspace (workspaceOfWrite). Without a workspace source (tests), the personal one.
  const workspaceId = () =>
    deps.currentUserId() === null ? null : (deps.currentWorkspaceId?.() ?? deps.currentUserId());
  const listeners = new Set<() => void>();
  const state = newEngineState();
  const { items } = state;
  let snapshot: OutboxSnapshot = { items: [], syncing: false, authSessionEnded: false };

  const publish = () => {
    snapshot = {
      items: [...items.values()].sort((a, b) => a.seq - b.seq),
      syncing: runner.isRunning(),
      authSessionEnded: state.authSessionEnded,
    };
    for (const listener of listeners) listener();
  };
  const remember = (item: OutboxItem) => items.set(item.seq, summaryOf(item));
  const changed = () => {
    publish();
    deps.onStoreChanged?.();
  };

  const runner = createPassRunner({
    clock,
    // One pass at a time, across tabs too (exclusive: Web Locks in the browser).
    pass: (ignoreBackoff) => exclusive(() => replayPass(pass, ignoreBackoff)),
    retryDelayMs: () => retryDelayMs(1, random),
    onRunningChanged: publish,
  });
  const { schedule } = runner;
  const kick = () => void runner.run(false);
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
      state.sessionLocked = false;
      kick();
    },
    /** The lock screen was unlocked: what a 423 held back goes now. */
    sessionUnlocked(): void {
      state.sessionLocked = false;
      kick();
    },
    /** Replays now, past any backoff wait; resolves with how many items are still unsynced. */
    async flush(): Promise<number> {
      await runner.run(true);
      // A pass already under way when flush was asked: the forced one runs after it.
      await runner.settled();
      return items.size;
    },
    ...itemActions(update, clock, deps.onTheirsTaken),
    /** Forgets what it knew (the device was wiped); the store is not touched. */
    reset() {
      state.generation += 1;
      runner.cancelTimer();
      items.clear();
      state.storedVersions.clear();
      Object.assign(state, { authSessionEnded: false, sessionLocked: false, pausedUntil: 0 });
      publish();
    },
  };
}

export type OutboxEngine = ReturnType<typeof createOutboxEngine>;
