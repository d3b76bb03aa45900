/**
 * This device's writes the server has not received yet, for features that lay them over what
 * the API returns: an entity saved or deleted offline must not reappear or vanish on a refresh.
 */
import { activeWorkspaceId, workspaceOfWrite } from '../../lib/active-workspace';
import { storedUser } from '../auth';
import { isRefusedCreate } from './create-only';
import type { OutboxItemSummary } from './outbox-engine';
import type { WriteMethod } from './outbox-item';
import { outbox, outboxLoaded, outboxStore } from './sync-service';

/**
 * Entities whose key starts with `prefix` (e.g. `patient:`) with writes not yet on the server,
 * each with its latest write's method: a list fetched from the API does not show them yet.
 */
export async function unsyncedWrites(prefix: string): Promise<Map<string, WriteMethod>> {
  await outboxLoaded;
  const latest = new Map<string, WriteMethod>();
  const workspaceId = activeWorkspaceId();
  const userId = storedUser.get()?.id ?? null;
  for (const item of outbox.getSnapshot().items) {
    // Another workspace's writes never show in this one's lists.
    if (workspaceOfWrite(item, userId) !== workspaceId) continue;
    // A create refused because the id is someone else's: the list shows them, not mine.
    if (isRefusedCreate(item)) continue;
    if (item.entityKey.startsWith(prefix)) latest.set(item.entityKey, item.method);
  }
  return latest;
}

/**
 * Runs `request` and says which entities under `prefix` it may not show yet. Writes that synced
 * while the answer was on its way are not in it either: the keys from before and after count.
 */
export async function fetchWithUnsynced<T>(
  prefix: string,
  request: () => Promise<T>,
): Promise<{ value: T; unsynced: Map<string, WriteMethod> }> {
  const before = await unsyncedWrites(prefix);
  const value = await request();
  return { value, unsynced: new Map([...before, ...(await unsyncedWrites(prefix))]) };
}

/** An entity's latest unsynced write when that is a PUT: what the server will hold once it lands. */
export interface UnsyncedPut {
  entityKey: string;
  /** The parsed body, as stored: check it with the feature's schema before use. */
  body: unknown;
  queuedAt: number;
  /**
   * The server refused a write to this entity (4xx) or kept failing on it (parked): it waits in
   * the outbox for a decision.
   */
  rejected: boolean;
}

/**
 * An unsynced PUT without its body. `seq` names the queued write: its body never changes (saving
 * again queues a new write), while `rejected` can (a refusal, a retry).
 */
export type UnsyncedPutRef = Omit<UnsyncedPut, 'body'> & { seq: number };

type ListedWrite = OutboxItemSummary & { bodyJson?: string | null };

/**
 * Each entity under `prefix` whose latest write is a PUT, with that write. Items listed in memory
 * carry no body: a PUT queued without one (no feature queues such) counts as a save there.
 */
function latestPuts<T extends ListedWrite>(items: readonly T[], prefix: string) {
  const userId = storedUser.get()?.id ?? null;
  const workspaceId = activeWorkspaceId();
  const latest = new Map<string, T>();
  const rejected = new Set<string>();
  for (const item of items) {
    // Another clinician's writes on this shared device are theirs to see, not this one's.
    if (!item.entityKey.startsWith(prefix) || (item.ownerId ?? userId) !== userId) continue;
    if (workspaceOfWrite(item, userId) !== workspaceId) continue;
    if (item.failed) rejected.add(item.entityKey);
    if (item.method === 'DELETE' || item.bodyJson === null) latest.delete(item.entityKey);
    else latest.set(item.entityKey, item);
  }
  return [...latest.values()].map((write) => ({ write, rejected: rejected.has(write.entityKey) }));
}

/** Entities under `prefix` whose latest unsynced write is a PUT, with that write's body. */
export async function unsyncedPuts(prefix: string): Promise<UnsyncedPut[]> {
  await outboxLoaded;
  try {
    return latestPuts(await outboxStore.list(), prefix).map(({ write, rejected }) => ({
      entityKey: write.entityKey,
      // Never null here: a write without a body is not a save.
      body: JSON.parse(write.bodyJson ?? 'null') as unknown,
      queuedAt: write.queuedAt,
      rejected,
    }));
  } catch {
    return [];
  }
}

/**
 * What `unsyncedPuts` lists, from the outbox this tab holds in memory, with no body read: a list
 * kept current while writes drain reads only new writes' bodies (`queuedBody`), not all each time.
 */
export async function unsyncedPutRefs(prefix: string): Promise<UnsyncedPutRef[]> {
  await outboxLoaded;
  return latestPuts(outbox.getSnapshot().items, prefix).map(({ write, rejected }) => ({
    seq: write.seq,
    entityKey: write.entityKey,
    queuedAt: write.queuedAt,
    rejected,
  }));
}

/** The queued write's body, parsed; undefined once it left the outbox (sent or discarded). */
export async function queuedBody(seq: number): Promise<unknown> {
  const bodyJson = (await outboxStore.get(seq))?.bodyJson;
  return bodyJson == null ? undefined : (JSON.parse(bodyJson) as unknown);
}

/** The body of the entity's latest unsynced write if that is a PUT (the server has older data). */
export async function unsyncedPut(entityKey: string): Promise<unknown> {
  return (await unsyncedPuts(entityKey)).find((put) => put.entityKey === entityKey)?.body;
}
