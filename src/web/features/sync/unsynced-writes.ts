/**
 * This device's writes the server has not received yet, for features that lay them over what
 * the API returns: an entity saved or deleted offline must not reappear or vanish on a refresh.
 */
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

/** The body of the entity's latest unsynced write if that is a PUT (the server has older data). */
export async function unsyncedPut(entityKey: string): Promise<unknown> {
  if ((await unsyncedWrites(entityKey)).get(entityKey) !== 'PUT') return undefined;
  try {
    const latest = (await outboxStore.list()).filter((item) => item.entityKey === entityKey).at(-1);
    return latest?.bodyJson ? JSON.parse(latest.bodyJson) : undefined;
  } catch {
    return undefined;
  }
}
