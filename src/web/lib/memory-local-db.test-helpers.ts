/**
 * The app's IndexedDB database in memory, for unit tests (Node has no IndexedDB): the calls the
 * features make (get, put, add, delete, clear, getAll, getAllKeys), each store with its key path,
 * values cloned in and out as IndexedDB does. A test swaps it in for `openLocalDb`:
 * `vi.mock('…/lib/local-db', async (original) => withMemoryLocalDb(await original()))`, the helper
 * imported inside the factory (vi.mock runs before the file's imports).
 */
import type { IDBPDatabase } from 'idb';
import type { RitmoDbSchema } from './local-db';

type Row = Record<string, unknown>;

const KEY_PATHS: Record<string, string> = {
  checkpoints: 'activityId',
  outbox: 'seq',
  cache: 'key',
};

export function createMemoryLocalDb(): IDBPDatabase<RitmoDbSchema> {
  const stores = new Map<string, Map<IDBValidKey, Row>>();
  let nextSeq = 1;
  const storeOf = (name: string) => {
    const store = stores.get(name) ?? new Map<IDBValidKey, Row>();
    stores.set(name, store);
    return store;
  };
  const keysOf = (name: string) =>
    [...storeOf(name).keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const write = (name: string, value: Row, replace: boolean) => {
    const keyPath = KEY_PATHS[name]!;
    // Only the outbox numbers its rows itself (autoIncrement).
    const key = (value[keyPath] as IDBValidKey | undefined) ?? nextSeq++;
    if (!replace && storeOf(name).has(key)) throw new DOMException('Key exists', 'ConstraintError');
    storeOf(name).set(key, structuredClone({ ...value, [keyPath]: key }));
    return key;
  };
  const db = {
    get: async (name: string, key: IDBValidKey) => structuredClone(storeOf(name).get(key)),
    put: async (name: string, value: Row) => write(name, value, true),
    add: async (name: string, value: Row) => write(name, value, false),
    delete: async (name: string, key: IDBValidKey) => void storeOf(name).delete(key),
    clear: async (name: string) => storeOf(name).clear(),
    getAll: async (name: string) =>
      keysOf(name).map((key) => structuredClone(storeOf(name).get(key))),
    getAllKeys: async (name: string) => keysOf(name),
  };
  return db as unknown as IDBPDatabase<RitmoDbSchema>;
}

/** The local-db module as given, its `openLocalDb` answering from one database in memory. */
export function withMemoryLocalDb<T extends object>(actual: T) {
  const db = createMemoryLocalDb();
  return { ...actual, openLocalDb: async () => db };
}
