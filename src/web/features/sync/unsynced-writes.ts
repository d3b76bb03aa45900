/**
 * This device's writes the server has not received yet, for features that lay them over what
 * the API returns: an entity saved or deleted offline must not reappear or vanish on a refresh.
 */
import { storedUser } from '../auth';
import type { WriteMethod } from './outbox-item';
import { outbox, outboxLoaded, outboxStore } from './sync-service';

/**
 * Entities whose key starts with `prefix` (e.g. `patient:`) with writes not yet on the server,
 * each with its latest write's method: a list fetched from the API does not show them yet.
 */
export async function unsyncedWrites(prefix: string): Promise<Map<string, WriteMethod>> {
  await outboxLoaded;
  const latest = new Map<string, WriteMethod>();
  for (const item of outbox.getSnapshot().items) {
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
  /** The server refused a write to this entity (4xx): it waits in the outbox for a decision. */
  rejected: boolean;
}

/** Entities under `prefix` whose latest unsynced write is a PUT, with that write's body. */
export async function unsyncedPuts(prefix: string): Promise<UnsyncedPut[]> {
  await outboxLoaded;
  const userId = storedUser.get()?.id ?? null;
  try {
    const latest = new Map<string, Omit<UnsyncedPut, 'rejected'>>();
    const rejected = new Set<string>();
    for (const item of await outboxStore.list()) {
      // Another clinician's writes on this shared device are theirs to see, not this one's.
      if (!item.entityKey.startsWith(prefix) || (item.ownerId ?? userId) !== userId) continue;
      if (item.failed) rejected.add(item.entityKey);
      if (item.method === 'DELETE' || item.bodyJson === null) latest.delete(item.entityKey);
      else {
        const body: unknown = JSON.parse(item.bodyJson);
        latest.set(item.entityKey, { entityKey: item.entityKey, body, queuedAt: item.queuedAt });
      }
    }
    return [...latest.values()].map((put) => ({ ...put, rejected: rejected.has(put.entityKey) }));
  } catch {
    return [];
  }
}

/** The body of the entity's latest unsynced write if that is a PUT (the server has older data). */
export async function unsyncedPut(entityKey: string): Promise<unknown> {
  return (await unsyncedPuts(entityKey)).find((put) => put.entityKey === entityKey)?.body;
}
