/**
 * The inactivity lock as features other than the lock screen see it, without importing it: the
 * API client reports a 423 `locked` (the server holds this session locked), the lock feature
 * shows its screen on it and reports the unlock, and the outbox sends what it held back then.
 */
type Listener = () => void;

const serverLockedListeners = new Set<Listener>();
const unlockedListeners = new Set<Listener>();

function subscribe(listeners: Set<Listener>, listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A request was refused with 423 `locked`. */
export function noteServerLocked(): void {
  for (const listener of serverLockedListeners) listener();
}

export const onServerLocked = (listener: Listener) => subscribe(serverLockedListeners, listener);

/** The lock screen was unlocked (in this tab or another): the server takes requests again. */
export function noteScreenUnlocked(): void {
  for (const listener of unlockedListeners) listener();
}

export const onScreenUnlocked = (listener: Listener) => subscribe(unlockedListeners, listener);
