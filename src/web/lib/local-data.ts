/**
 * Everything the app keeps on this device for the signed-in user, and the one way to wipe it
 * (sign-out, auth session ended). Nothing registers by hand: localStorage values are made by
 * `createLocalSetting`, IndexedDB is the one database of `local-db.ts` (deleted whole), and
 * in-memory state is made by `createUserStore` / `userResource` (user-state.ts), each of which
 * joins the wipe as it is created. Lint keeps the storage globals and `onClearLocalData` in lib/.
 */

/** IndexedDB names the app uses; deleted even where `indexedDB.databases()` is missing. */
export const APP_DATABASE_NAMES = ['ritmo'];

/** A database whose connections stay open blocks deletion; do not hang sign-out on it. */
const DELETE_DATABASE_TIMEOUT_MS = 5000;

export interface ClearOptions {
  /**
   * The auth session ended on its own (a 401), the clinician did not choose to leave: the user
   * and cached reads go, but unsynced work (the outbox, recording checkpoints) stays on the
   * device until they sign in again or decide to discard it.
   */
  keepUnsynced: boolean;
  /**
   * Only the active workspace's data goes (the clinician switched workspace): the account, its
   * preferences and stores made with `keepOnWorkspaceSwitch` stay, and so does unsynced work.
   */
  workspaceOnly?: boolean;
}

type Clearer = (options: ClearOptions) => void | Promise<void>;
const clearers = new Set<Clearer>();

/**
 * For lib's storage factories only: runs `clear` on every wipe, after localStorage is emptied
 * and before databases are deleted.
 */
export function onClearLocalData(clear: Clearer): () => void {
  clearers.add(clear);
  return () => clearers.delete(clear);
}

export async function clearLocalData(
  options: ClearOptions = { keepUnsynced: false },
): Promise<void> {
  for (const storage of ['localStorage', 'sessionStorage'] as const) {
    try {
      globalThis[storage].clear();
    } catch {
      // Storage disabled (private mode, policy) or absent: nothing to clear.
    }
  }
  await Promise.allSettled([...clearers].map(async (clear) => clear(options)));
  if (!options.keepUnsynced) {
    const names = await databaseNames();
    await Promise.all(names.map(deleteDatabase));
  }
  await clearApiCaches();
}
/**
 * Switching workspace: the previous workspace's cached reads (IndexedDB `cache`, Cache Storage)
 * and in-memory data go; the signed-in user, preferences, the outbox and checkpoints stay.
 */
export async function clearWorkspaceData(): Promise<void> {
  const options: ClearOptions = { keepUnsynced: true, workspaceOnly: true };
  await Promise.allSettled([...clearers].map(async (clear) => clear(options)));
  await clearApiCaches();
}

async function databaseNames(): Promise<string[]> {
  if (typeof indexedDB === 'undefined') return [];
  const names = new Set(APP_DATABASE_NAMES);
  try {
    for (const db of (await indexedDB.databases?.()) ?? []) {
      if (db.name) names.add(db.name);
    }
  } catch {
    // Older Firefox and Safari: only the known names.
  }
  return [...names];
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, DELETE_DATABASE_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = done;
    request.onerror = done;
  });
}

/** Cached API answers; the service worker's precache (the app shell) stays so the app opens offline. */
async function clearApiCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const keys = await caches.keys();
    await Promise.all(
      keys.filter((key) => !key.startsWith('workbox-precache')).map((key) => caches.delete(key)),
    );
  } catch {
    // Cache Storage unavailable (insecure context): nothing cached.
  }
}
