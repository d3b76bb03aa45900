/** A value kept in localStorage under one key, readable from React with useSyncExternalStore. */
import { useSyncExternalStore } from 'react';
import { onClearLocalData } from './local-data';

export interface LocalSetting<T> {
  readonly key: string;
  get(): T;
  /** `null` removes the key, so `get()` gives the default again. */
  set(value: T | null): void;
  subscribe(listener: () => void): () => void;
  /** Parses the stored text again (when what `parse` depends on has changed) and tells listeners. */
  refresh(): void;
}

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** `parse` turns the stored text (or null) into a value, falling back to a default on bad input. */
export function createLocalSetting<T>(
  key: string,
  parse: (raw: string | null) => T,
  serialize: (value: T) => string = JSON.stringify,
): LocalSetting<T> {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cachedValue: T;
  const notify = () => {
    for (const listener of listeners) listener();
  };
  onClearLocalData(notify);

  return {
    key,
    get() {
      // Same text → same value object, as useSyncExternalStore requires.
      const raw = readStorage(key);
      if (raw !== cachedRaw) {
        cachedRaw = raw;
        cachedValue = parse(raw);
      }
      return cachedValue;
    },
    set(value) {
      try {
        if (value === null) localStorage.removeItem(key);
        else localStorage.setItem(key, serialize(value));
      } catch {
        // Full or disabled storage: the setting keeps its previous value.
      }
      notify();
    },
    refresh() {
      cachedRaw = undefined;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      // Another tab signed out or changed a setting.
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

export function useLocalSetting<T>(setting: LocalSetting<T>): T {
  return useSyncExternalStore(setting.subscribe, setting.get, setting.get);
}
