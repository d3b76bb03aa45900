/**
 * The inactivity lock's countdown: locked once `timeoutMs` pass with no input (HIPAA
 * §164.312(a)(2)(iii) automatic logoff; SBIS S-RES NGS1). Input only records its time (one
 * number per event, no timer churn); the single timer checks the time left when it fires.
 * Once locked only `unlock()` (after the server accepted the password) ends it.
 */
import type { Clock } from '../../lib/clock';

export interface IdleTimer {
  /** Pointer, key or touch input: pushes the lock back, unless already locked. */
  activity(): void;
  /** A new timeout from the clinic's setting; applies at once, counted from the last input. */
  setTimeoutMs(ms: number): void;
  isLocked(): boolean;
  unlock(): void;
  lastActivityAt(): number;
  subscribe(listener: () => void): () => void;
  stop(): void;
}

interface IdleTimerOptions {
  clock: Clock;
  timeoutMs: number;
  /** When the last input was (a stored time, surviving a reload); now when unknown. */
  lastActivityAt?: number;
  /** Already locked (a reload of a locked screen stays locked). */
  locked?: boolean;
}

export function createIdleTimer({ clock, ...options }: IdleTimerOptions): IdleTimer {
  let timeoutMs = options.timeoutMs;
  let last = options.lastActivityAt ?? clock.now();
  let locked = options.locked ?? false;
  let handle: unknown = null;
  const listeners = new Set<() => void>();

  function schedule(): void {
    if (handle !== null) clock.clearTimeout(handle);
    handle = null;
    if (locked) return;
    const left = last + timeoutMs - clock.now();
    if (left <= 0) {
      locked = true;
      for (const listener of listeners) listener();
      return;
    }
    handle = clock.setTimeout(() => {
      handle = null;
      schedule();
    }, left);
  }

  schedule();
  return {
    activity() {
      if (!locked) last = clock.now();
    },
    setTimeoutMs(ms) {
      timeoutMs = ms;
      schedule();
    },
    isLocked: () => locked,
    unlock() {
      if (!locked) return;
      locked = false;
      last = clock.now();
      for (const listener of listeners) listener();
      schedule();
    },
    lastActivityAt: () => last,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      if (handle !== null) clock.clearTimeout(handle);
      handle = null;
    },
  };
}
