/**
 * One replay pass of the outbox: sends the stored writes in `seq` order and decides, for each
 * answer, whether the write is done, waits, is refused or holds the whole queue back. The engine
 * (outbox-engine.ts) runs one pass at a time and owns the state this reads and updates.
 */
import { workspaceOfWrite } from '../../lib/active-workspace';
import type { Clock } from '../../lib/clock';
import { storedVersionOf } from './conflict-resolution';
import { createOnlyOutcome } from './create-only';
import type { OutboxEngineDeps, OutboxItemSummary } from './outbox-engine-deps';
import type { OutboxError, OutboxItem } from './outbox-item';
import { afterFailedAttempt, isServerOutage, verdictFor } from './retry-schedule';

/** What the engine and its passes share. */
export interface EngineState {
  readonly items: Map<number, OutboxItemSummary>;
  /** entity key → the version this device's last write that went through stored. */
  readonly storedVersions: Map<string, number>;
  authSessionEnded: boolean;
  /** The last replay got a 423: nothing is sent until the lock screen is unlocked. */
  sessionLocked: boolean;
  /** After a failure of the network or of the whole server, nothing is sent before this (ms). */
  pausedUntil: number;
  /** Bumped by reset(): a pass still under way after the device was wiped must not write back. */
  generation: number;
}

export const newEngineState = (): EngineState => ({
  items: new Map(),
  storedVersions: new Map(),
  authSessionEnded: false,
  sessionLocked: false,
  pausedUntil: 0,
  generation: 0,
});

export interface PassContext {
  deps: OutboxEngineDeps;
  clock: Clock;
  random: () => number;
  state: EngineState;
  /** The active workspace's id; null only while nobody is signed in. */
  workspaceId(): string | null;
  remember(item: OutboxItem): void;
  publish(): void;
  /** publish() and tell other tabs. */
  changed(): void;
  schedule(delayMs: number): void;
}

/**
 * Whether a failed attempt counts against the write itself. No answer, a 408 or a 5xx does only
 * while the server still answers its health check: otherwise the network or the whole server is
 * down, which says nothing about this write. A 429 asks the whole device to slow down.
 */
async function failedOnWrite(
  deps: OutboxEngineDeps,
  status: number,
  error: OutboxError | null,
): Promise<boolean> {
  if (status === 429 || isServerOutage(error) || !deps.isOnline()) return false;
  return deps.serverAnswers().catch(() => false);
}

/**
 * Later edits of an entity were made on this device over the write that just went through, so
 * they now name the version it stored (else each would come back as a conflict with itself).
 */
async function rebaseLaterWrites(
  context: PassContext,
  sent: OutboxItem,
  version: number,
  rebased: Map<number, OutboxItem>,
): Promise<void> {
  const { deps, state } = context;
  deps.onVersionStored?.(sent.entityKey, version);
  state.storedVersions.set(sent.entityKey, version);
  const later = [...state.items.values()].filter(
    (other) => other.entityKey === sent.entityKey && other.seq > sent.seq,
  );
  for (const summary of later) {
    const item = await deps.store.get(summary.seq);
    if (!item || typeof item.baseVersion !== 'number' || item.conflict) continue;
    const next = { ...item, baseVersion: version };
    await deps.store.put(next);
    context.remember(next);
    rebased.set(next.seq, next);
  }
}

/**
 * An edit queued while this device's previous write of the entity was on its way names the
 * version before it: versions only grow, so the newer one this device itself stored is meant.
 */
function withStoredVersion(state: EngineState, item: OutboxItem): OutboxItem {
  const stored = state.storedVersions.get(item.entityKey);
  const base = item.baseVersion;
  return typeof base === 'number' && stored !== undefined && stored > base
    ? { ...item, baseVersion: stored }
    : item;
}

export async function replayPass(context: PassContext, ignoreBackoff: boolean): Promise<void> {
  const { deps, clock, state } = context;
  const { store } = deps;
  const userId = deps.currentUserId();
  if (!deps.isOnline() || userId === null || state.authSessionEnded || state.sessionLocked) return;
  if (!ignoreBackoff && state.pausedUntil > clock.now()) {
    return context.schedule(state.pausedUntil - clock.now());
  }
  const mine = state.generation;
  const stored = await store.list();
  if (mine !== state.generation) return;
  state.items.clear();
  for (const item of stored) context.remember(item);
  context.publish();
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
        workspaceOfWrite(item, userId) === context.workspaceId();
      if (!ownedHere || blocked.has(item.entityKey) || !state.items.has(item.seq)) continue;
      const waiting = !ignoreBackoff && item.nextAttemptAt > clock.now();
      if (item.failed || waiting) {
        blocked.add(item.entityKey);
        if (!item.failed) nextDueAt = Math.min(nextDueAt, item.nextAttemptAt);
        continue;
      }
      if (!deps.isOnline()) return;
      const result = createOnlyOutcome(item, await deps.send(withStoredVersion(state, item)));
      const { status, error } = result;
      if (mine !== state.generation) return;
      const verdict = verdictFor(item.method, status);
      if (verdict === 'done') {
        state.pausedUntil = 0;
        deletes.push(store.delete(item.seq));
        state.items.delete(item.seq);
        const version = storedVersionOf(item, result.version);
        if (version !== undefined) await rebaseLaterWrites(context, item, version, rebased);
        deps.onWriteLanded?.(item.entityKey);
        context.publish();
        continue;
      }
      if (verdict === 'unauthorized') {
        // The session ended, not the write: no attempt counted, everything kept.
        state.authSessionEnded = true;
        return context.publish();
      }
      if (verdict === 'locked') {
        // Locked, not refused: no attempt counted, everything kept for after the unlock.
        state.sessionLocked = true;
        return context.publish();
      }
      const againstWrite = verdict === 'rejected' || (await failedOnWrite(deps, status, error));
      if (mine !== state.generation) return;
      const failed = afterFailedAttempt(
        item,
        { verdict, error, againstWrite },
        clock.now(),
        context.random,
      );
      const next = result.conflict
        ? { ...failed, failed: true, conflict: result.conflict }
        : failed;
      await store.put(next);
      context.remember(next);
      context.changed();
      if (!againstWrite) {
        // Every other write would fail the same way: the whole replay waits.
        state.pausedUntil = next.nextAttemptAt;
        return context.schedule(next.nextAttemptAt - clock.now());
      }
      blocked.add(item.entityKey);
      if (!next.failed) nextDueAt = Math.min(nextDueAt, next.nextAttemptAt);
    }
    if (nextDueAt !== Number.POSITIVE_INFINITY) context.schedule(nextDueAt - clock.now());
  } finally {
    if (deletes.length > 0) {
      await Promise.all(deletes);
      deps.onStoreChanged?.();
    }
  }
}
