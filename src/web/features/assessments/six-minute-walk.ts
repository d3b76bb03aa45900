/**
 * The live 6-minute walk's clock and heart rates, as pure functions of time so the screen and the
 * tests read the same rules. Six minutes and the minute-by-minute announcement follow the ATS
 * statement (Am J Respir Crit Care Med 2002;166:111–7: time the walk, tell the patient each minute
 * how many remain, record HR before and after).
 */

export const WALK_DURATION_MS = 6 * 60_000;
const MINUTE_MS = 60_000;
/** A reading older than this at the start or end is not the patient's HR then (strap silent). */
export const HR_FRESH_MS = 10_000;

/** Time left, never below zero. */
export function remainingMs(startedAt: number, now: number): number {
  return Math.max(0, WALK_DURATION_MS - Math.max(0, now - startedAt));
}

/** Whole seconds as "m:ss": 90 → "1:30". */
export function formatSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** "6:00" … "0:00": whole seconds rounded up, so the clock shows 6:00 at the start, 0:00 at the end. */
export function formatCountdown(ms: number): string {
  return formatSeconds(Math.ceil(ms / 1000));
}

/**
 * Whole seconds walked when the test is stopped early at `stoppedAt` (the ATS statement records
 * the time stopped): 1–359, as the schema's `stoppedEarlyAtS`; null once six minutes are walked,
 * which is a whole walk. A stop in the first second counts as 1 s.
 */
export function stoppedEarlyAtS(startedAt: number, stoppedAt: number): number | null {
  const seconds = Math.floor(Math.max(0, stoppedAt - startedAt) / 1000);
  return seconds >= WALK_DURATION_MS / 1000 ? null : Math.max(1, seconds);
}

/**
 * Whole minutes still to walk, announced as each minute ends (5 after the first minute … 1, then
 * 0 when the walk is over); null during the first minute, when there is nothing to announce yet.
 */
export function minutesToGo(startedAt: number, now: number): number | null {
  const done = Math.floor((WALK_DURATION_MS - remainingMs(startedAt, now)) / MINUTE_MS);
  return done === 0 ? null : 6 - done;
}

export interface HrReading {
  at: number;
  hr: number;
}

/** The newest reading at or before `at`, if it is fresh then. */
function hrAt(readings: readonly HrReading[], at: number): number | null {
  let found: HrReading | null = null;
  for (const reading of readings) {
    if (reading.at <= at && (!found || reading.at >= found.at)) found = reading;
  }
  return found && at - found.at <= HR_FRESH_MS ? found.hr : null;
}

export interface WalkHeartRates {
  /** At the start (the last fresh reading before it). */
  preHr: number | null;
  /** At the end. */
  postHr: number | null;
  /** Highest during the walk. */
  peakHr: number | null;
}

/** Heart rates of a walk from the strap's readings, from `startedAt` to `endedAt`. */
export function walkHeartRates(
  readings: readonly HrReading[],
  startedAt: number,
  endedAt: number,
): WalkHeartRates {
  const during = readings.filter((r) => r.at >= startedAt && r.at <= endedAt).map((r) => r.hr);
  return {
    preHr: hrAt(readings, startedAt),
    postHr: hrAt(readings, endedAt),
    peakHr: during.length > 0 ? Math.max(...during) : null,
  };
}
