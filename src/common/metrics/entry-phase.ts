/**
 * Whether an entry (BP, SpO₂, Borg) was taken before, during or after a session, from its time
 * against the session's start and end. The clinician's own time is the truth: an entry made while
 * the session ran is "during" however near an edge (issue 34: BP at 4:16 of a 5:36 class had
 * been filed "after" by a rule that cut a third off each edge). The span is half-open, as a
 * stopwatch reads: exactly at the start is during; exactly at the end is after, which is where
 * the closing Borg rating asked at End is stored.
 */

export const ENTRY_PHASES = ['before', 'during', 'after'] as const;
export type EntryPhase = (typeof ENTRY_PHASES)[number];

/** `atMs`, `startedAtMs` and `endedAtMs` on one clock (epoch ms, or ms from the start). */
export function entryPhaseAt(atMs: number, startedAtMs: number, endedAtMs: number): EntryPhase {
  if (atMs < startedAtMs) return 'before';
  if (atMs >= endedAtMs) return 'after';
  return 'during';
}

/**
 * How long after the start a blood pressure may still be entered as the pre-exercise value.
 * A nurse measuring 4–12 patients at rest one after another needs a few minutes; within the
 * first 5 minutes the effort is still the warm-up (ACSM's Guidelines, 11th ed.: 5–10 min at low
 * intensity), so a pressure taken then still stands for rest better than none does. Such an
 * entry is stored with `phase: 'before'`, the baseline of the > 10 mmHg fall alarm.
 */
export const PRE_EXERCISE_WINDOW_MS = 5 * 60_000;
