/**
 * The activities saved on this device that the server has not received, kept current as the outbox
 * changes (a save, a send, a refusal, a discard), read again only when those writes change.
 * Each queued save is read and summarised once: while a hundred drain after a reconnect, the
 * list changes after every send, and reading all of them each time would cost O(n²) parses.
 */
import type { Activity } from '../../../../common/schemas/activity';
import { useServerQuery } from '../../../lib/server-state';
import { createUserStore } from '../../../lib/user-state';
import {
  ACTIVITY_KEY_PREFIX,
  queuedBody,
  type UnsyncedPutRef,
  unsyncedPutRefs,
  useOutboxSignature,
} from '../../sync';
import { queuedActivityOf, type UnsyncedActivity, unsyncedStateOf } from './unsynced-activity';

/** undefined: the write left the outbox before its body was read (sent meanwhile). */
type QueuedActivity = Activity | null | undefined;

interface CachedActivity {
  entityKey: string;
  queuedAt: number;
  activity: Promise<QueuedActivity>;
}

// By the write's seq, whose body never changes; entityKey and queuedAt are checked too because
// seqs start again at 1 once sign-out deletes the database. Pruned to the writes still queued.
// A user store: a wipe replaces it with an empty map, memory included.
const readsBySeq = createUserStore(() => new Map<number, CachedActivity>());

function queuedActivityRead({ seq, entityKey, queuedAt }: UnsyncedPutRef): Promise<QueuedActivity> {
  const reads = readsBySeq.getState();
  const cached = reads.get(seq);
  if (cached?.entityKey === entityKey && cached.queuedAt === queuedAt) return cached.activity;
  const activity = queuedBody(seq).then(
    (body) => (body === undefined ? undefined : queuedActivityOf({ entityKey, queuedAt, body })),
    (error: unknown) => {
      // A failed read is tried again on the next change, not remembered.
      if (reads.get(seq)?.activity === activity) reads.delete(seq);
      throw error;
    },
  );
  reads.set(seq, { entityKey, queuedAt, activity });
  return activity;
}

export async function loadUnsyncedActivities(): Promise<UnsyncedActivity[]> {
  const refs = await unsyncedPutRefs(ACTIVITY_KEY_PREFIX);
  const queued = new Set(refs.map((ref) => ref.seq));
  const reads = readsBySeq.getState();
  for (const seq of reads.keys()) if (!queued.has(seq)) reads.delete(seq);
  try {
    const loaded = await Promise.all(refs.map(queuedActivityRead));
    // The refusal is read from the outbox each time: it changes without a new write.
    return refs.flatMap((ref, i) => {
      const activity = loaded[i];
      return activity ? [{ activity, state: unsyncedStateOf(ref.rejected) }] : [];
    });
  } catch {
    return [];
  }
}

const isActivityKey = (entityKey: string) => entityKey.startsWith(ACTIVITY_KEY_PREFIX);

const NONE: readonly UnsyncedActivity[] = [];

/**
 * Through the server-state layer, keyed like the server's reads (a workspace switch empties it),
 * read again as the outbox's activity writes change; none until the outbox has been read.
 */
export function useUnsyncedActivities(): readonly UnsyncedActivity[] {
  // Which activity writes are queued and how they stand; the outbox publishes far more often.
  const signature = useOutboxSignature(isActivityKey);
  const read = useServerQuery({
    key: ['unsynced-activities'],
    read: loadUnsyncedActivities,
    readAgainWhen: signature,
  });
  return read.data ?? NONE;
}
