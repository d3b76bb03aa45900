/**
 * What must end before the app may enter another workspace, told by features the clinic feature
 * cannot import (a recording in progress would be saved into the workspace switched to).
 */
export type SwitchHold = 'recording';

const guards = new Set<() => SwitchHold | null>();

export function registerSwitchGuard(guard: () => SwitchHold | null): () => void {
  guards.add(guard);
  return () => guards.delete(guard);
}

/** The first reason to wait, or null when nothing holds the switch. */
export function switchHold(): SwitchHold | null {
  for (const guard of guards) {
    const hold = guard();
    if (hold) return hold;
  }
  return null;
}
