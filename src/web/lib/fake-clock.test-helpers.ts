/** A manual clock for tests: `await clock.advance(ms)` runs the timers due, in time order. */
import type { Clock } from './clock';

export interface FakeClock extends Clock {
  /** Moves time forward, running each due timer and letting its promises settle. */
  advance(ms: number): Promise<void>;
  pendingTimers(): number;
}

export function createFakeClock(startMs = 1_700_000_000_000): FakeClock {
  let now = startMs;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

  return {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { at: now + Math.max(0, ms), callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    pendingTimers: () => timers.size,
    async advance(ms) {
      const until = now + ms;
      await settle();
      for (;;) {
        let dueId: number | null = null;
        let dueAt = Number.POSITIVE_INFINITY;
        for (const [id, timer] of timers) {
          if (timer.at <= until && timer.at < dueAt) {
            dueId = id;
            dueAt = timer.at;
          }
        }
        if (dueId === null) break;
        const timer = timers.get(dueId)!;
        timers.delete(dueId);
        now = dueAt;
        timer.callback();
        await settle();
      }
      now = until;
    },
  };
}
