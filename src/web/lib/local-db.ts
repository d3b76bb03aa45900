/**
 * The app's one IndexedDB database ("ritmo"), shared by the features that keep data on the
 * device: the session in progress (recording), the outbox of unsynced writes and the cached
 * API reads (sync). Each store's value shape is owned by its feature; the layout lives here.
 */
import { type DBSchema, type IDBPDatabase, openDB, type StoreNames } from 'idb';
import { APP_DATABASE_NAMES, onClearLocalData } from './local-data';

const LOCAL_DB_NAME = 'ritmo';
const LOCAL_DB_VERSION = 1;

/**
 * The spec's message where no storage works (private modes, disabled IndexedDB): the error's
 * message, for logs; screens show it in the clinician's language (sync's `storage.title`).
 */
export const NO_STORAGE_MESSAGE = 'No available storage method found.';

export class StorageUnavailableError extends Error {
  constructor(cause?: unknown) {
    super(NO_STORAGE_MESSAGE, { cause });
  }
}

export interface RitmoDbSchema extends DBSchema {
  /** Sessions being recorded, by activityId; checkpointed every few seconds and on each event. */
  checkpoints: {
    key: string;
    value: { activityId: string; savedAt: number; session: unknown; home?: unknown };
  };
  /** Writes waiting for the server, replayed in `seq` order. */
  outbox: {
    key: number;
    value: { seq?: number; entityKey: string; queuedAt: number; [field: string]: unknown };
    indexes: { byEntity: string };
  };
  /** Last known API answers (patient list, recent history), shown at once on start. */
  cache: { key: string; value: { key: string; savedAt: number; value: unknown } };
}

/**
 * What a wipe after a 401 keeps (unsynced work, until the clinician signs in again or discards
 * it); the rest is cleared. Sign-out deletes the database whole. A new store must say which.
 */
const KEPT_WHEN_AUTH_SESSION_ENDS: Record<StoreNames<RitmoDbSchema>, boolean> = {
  checkpoints: true,
  outbox: true,
  cache: false,
};

let opening: Promise<IDBPDatabase<RitmoDbSchema>> | null = null;

export function openLocalDb(): Promise<IDBPDatabase<RitmoDbSchema>> {
  opening ??= (async () => {
    if (typeof indexedDB === 'undefined') throw new StorageUnavailableError();
    try {
      return await openDB<RitmoDbSchema>(LOCAL_DB_NAME, LOCAL_DB_VERSION, {
        upgrade(db) {
          db.createObjectStore('checkpoints', { keyPath: 'activityId' });
          const outbox = db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
          outbox.createIndex('byEntity', 'entityKey');
          db.createObjectStore('cache', { keyPath: 'key' });
        },
        // Another tab upgraded or is deleting the database: let it, reopen on next use.
        blocking() {
          void closeLocalDb();
        },
      });
    } catch (error) {
      opening = null;
      throw new StorageUnavailableError(error);
    }
  })();
  return opening;
}

/** Closes the connection so sign-out can delete the database without being blocked. */
async function closeLocalDb(): Promise<void> {
  const current = opening;
  opening = null;
  if (!current) return;
  try {
    (await current).close();
  } catch {
    // It never opened: nothing to close.
  }
}

if (!APP_DATABASE_NAMES.includes(LOCAL_DB_NAME)) APP_DATABASE_NAMES.push(LOCAL_DB_NAME);
async function clearStoresNotKept(): Promise<void> {
  try {
    const db = await openLocalDb();
    const stores = Object.entries(KEPT_WHEN_AUTH_SESSION_ENDS).filter(([, kept]) => !kept);
    await Promise.all(stores.map(([store]) => db.clear(store as StoreNames<RitmoDbSchema>)));
  } catch {
    // No storage: nothing kept to clear.
  }
}

// Closed only when the database is about to be deleted; after a 401 it stays in use.
onClearLocalData(({ keepUnsynced }) => (keepUnsynced ? clearStoresNotKept() : closeLocalDb()));
