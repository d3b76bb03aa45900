/**
 * In-memory state that belongs to the signed-in user. Every module-level store or object that
 * holds a user's data is made here, so a wipe (sign-out, auth session ended) reaches it without
 * the module remembering to ask: a store made with `createUserStore` goes back to its initial
 * value, a resource made with `userResource` runs the wipe it was created with.
 */
import { useSyncExternalStore } from 'react';
import { type ClearOptions, onClearLocalData } from './local-data';

export interface UserStore<T> {
  getState(): T;
  /** Replaces the state (or derives it from the current one) and tells subscribers. */
  setState(next: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

/**
 * `initial` makes a fresh value, at creation and after every wipe (a new Map, not the old one).
 * A store of the account itself (its list of workspaces) says `keepOnWorkspaceSwitch`; every
 * other store holds one workspace's data and is reset on a switch too.
 */
export function createUserStore<T>(
  initial: () => T,
  { keepOnWorkspaceSwitch = false }: { keepOnWorkspaceSwitch?: boolean } = {},
): UserStore<T> {
  let state = initial();
  const listeners = new Set<() => void>();
  const setState = (next: T | ((current: T) => T)) => {
    state = typeof next === 'function' ? (next as (current: T) => T)(state) : next;
    for (const listener of listeners) listener();
  };
  onClearLocalData(({ workspaceOnly }) => {
    if (!(workspaceOnly && keepOnWorkspaceSwitch)) setState(initial());
  });
  return {
    getState: () => state,
    setState,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export function useUserStore<T>(store: Pick<UserStore<T>, 'getState' | 'subscribe'>): T {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/**
 * An object that holds a user's data and needs more than a reset to let go of it (a recorder,
 * the outbox engine, a sensor connection): `wipe` is part of making it, so it cannot be left out.
 */
export function userResource<R>(
  resource: R,
  wipe: (resource: R, options: ClearOptions) => void | Promise<void>,
): R {
  onClearLocalData((options) => wipe(resource, options));
  return resource;
}
