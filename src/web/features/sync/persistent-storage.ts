/**
 * Asks the browser to keep this origin's storage under pressure (`navigator.storage.persist()`),
 * so unsynced sessions are not evicted. Asked when the first write is queued: Chromium grants it
 * silently to engaged sites, Firefox asks the user, which makes sense only once there is
 * something worth keeping.
 */
import { useEffect, useState } from 'react';

let asked: Promise<boolean> | null = null;

export function requestPersistentStorage(): Promise<boolean> {
  asked ??= (async () => {
    try {
      const storage = navigator.storage;
      if (!storage?.persist) return false;
      return (await storage.persisted()) || (await storage.persist());
    } catch {
      return false;
    }
  })();
  return asked;
}

/** null while unknown or where the browser does not offer it. */
export function usePersistentStorage(): boolean | null {
  const [persistent, setPersistent] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    navigator.storage
      ?.persisted?.()
      .then((value) => live && setPersistent(value))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return persistent;
}
