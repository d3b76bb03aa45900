/**
 * The active part of a session: [0, durationMs] minus its pauses, as sorted intervals;
 * which sample rows fall in it, and how much of a time span does.
 */
import type { ActivityEvent } from '../schemas/activity-event.js';

export interface ActiveIntervals {
  /** Interval i is [starts[i], ends[i]] in ms offsets; sorted, not overlapping, none empty. */
  starts: number[];
  ends: number[];
  totalMs: number;
}

/**
 * Pairs pause…resume by event `t` (events may arrive unsorted). A pause while paused and a resume
 * while running are ignored; a pause left open runs to the end. Times outside the session are
 * clamped to it.
 */
export function activeIntervals(
  events: readonly ActivityEvent[],
  durationMs: number,
): ActiveIntervals {
  const toggles = events.filter((e) => e.kind === 'pause' || e.kind === 'resume');
  toggles.sort((a, b) => a.t - b.t); // stable, so same-t events keep their recorded order
  const result: ActiveIntervals = { starts: [], ends: [], totalMs: 0 };
  const close = (start: number, end: number) => {
    if (end <= start) return;
    result.starts.push(start);
    result.ends.push(end);
    result.totalMs += end - start;
  };
  let runningSince: number | null = 0;
  for (const event of toggles) {
    const t = Math.min(Math.max(event.t, 0), durationMs);
    if (event.kind === 'pause' && runningSince !== null) {
      close(runningSince, t);
      runningSince = null;
    } else if (event.kind === 'resume' && runningSince === null) {
      runningSince = t;
    }
  }
  if (runningSince !== null) close(runningSince, durationMs);
  return result;
}

/**
 * For each row, the index of the active interval its time lies in (ends included, so the
 * readings at a pause and at a resume count), or −1 while paused. Computed once per summary.
 */
export function activeRowIntervals(
  t: readonly number[],
  { starts, ends }: ActiveIntervals,
): Int32Array {
  const rows = new Int32Array(t.length);
  let k = 0;
  for (let i = 0; i < t.length; i++) {
    const ti = t[i]!;
    while (k < ends.length && ends[k]! < ti) k++;
    rows[i] = k < ends.length && starts[k]! <= ti ? k : -1;
  }
  return rows;
}

/** Active ms inside spans [a, b] asked in time order, each answer amortised O(1). */
export class ActiveOverlap {
  private readonly starts: readonly number[];
  private readonly ends: readonly number[];
  private next = 0;

  constructor({ starts, ends }: ActiveIntervals) {
    this.starts = starts;
    this.ends = ends;
  }

  /**
   * 0 when b ≤ a. Successive calls must not go back in a. `intervalOfA` (from activeRowIntervals)
   * answers the usual case, a span inside one active interval, without walking the intervals.
   */
  ms(a: number, b: number, intervalOfA = -1): number {
    const { starts, ends } = this;
    if (b <= a) return 0;
    if (intervalOfA >= 0 && b <= ends[intervalOfA]!) return b - a;
    while (this.next < ends.length && ends[this.next]! <= a) this.next++;
    let total = 0;
    for (let j = this.next; j < ends.length && starts[j]! < b; j++) {
      total += Math.min(b, ends[j]!) - Math.max(a, starts[j]!);
    }
    return total;
  }
}
