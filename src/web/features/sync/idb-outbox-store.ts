/**
 * The outbox in IndexedDB (store `outbox` of the shared "ritmo" database, see lib/local-db.ts).
 * Where IndexedDB does not work (private modes, disabled storage) it falls back to memory, so
 * writes still reach the server while the app stays open, and says so: the UI then shows
 * "No available storage method found." and what to do about it.
 */
import { openLocalDb, StorageUnavailableError } from '../../lib/local-db';
import type { OutboxItem } from './outbox-item';
import { createMemoryOutboxStore, type OutboxStore } from './outbox-store';

export interface DeviceOutboxStore extends OutboxStore {
  /** false once IndexedDB failed to open: items then last only until the tab closes. */
  persistent(): boolean;
}

export function createDeviceOutboxStore(onUnavailable: () => void): DeviceOutboxStore {
  const memory = createMemoryOutboxStore();
  let fallback = false;

  const withStore = async <T>(
    inDb: (db: Awaited<ReturnType<typeof openLocalDb>>) => Promise<T>,
    inMemory: () => Promise<T>,
  ): Promise<T> => {
    if (fallback) return inMemory();
    let db: Awaited<ReturnType<typeof openLocalDb>>;
    try {
      db = await openLocalDb();
    } catch (error) {
      if (!(error instanceof StorageUnavailableError)) throw error;
      fallback = true;
      onUnavailable();
      return inMemory();
    }
    return inDb(db);
  };

  return {
    persistent: () => !fallback,
    add: (item) =>
      withStore(
        async (db) => (await db.add('outbox', item)) as number,
        () => memory.add(item),
      ),
    get: (seq) =>
      withStore(
        async (db) => (await db.get('outbox', seq)) as OutboxItem | undefined,
        () => memory.get(seq),
      ),
    put: (item) =>
      withStore(
        async (db) => {
          await db.put('outbox', item);
        },
        () => memory.put(item),
      ),
    delete: (seq) =>
      withStore(
        (db) => db.delete('outbox', seq),
        () => memory.delete(seq),
      ),
    // The key order of an autoIncrement store is `seq` order.
    list: () =>
      withStore(
        async (db) => (await db.getAll('outbox')) as unknown as OutboxItem[],
        () => memory.list(),
      ),
  };
}
