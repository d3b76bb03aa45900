/**
 * The voice and vibration cues of a home session: a heart-rate reading against the prescribed
 * band and the safety maximum, as a pure state machine (readings with their epoch ms in, the cue
 * to say and any alarm event out), so it runs the same under the screen's clock and in tests.
 *
 * The limits and timings are the clinic's (common/alarms/): the band and safety maximum come
 * from `monitoringLimitsOf` through the plan; "above the safety maximum" is the shared
 * 'above-max' rule (strictly above, at once: IEC 60601-1-8 HIGH priority; ACSM's Guidelines for
 * Exercise Testing and Prescription, 11th ed., and SBC 2020: stop on reaching the limit the
 * exercise test set), stored as the same `alarm` event a clinic session stores.
 *
 * Debounce, so the voice does not chatter on a heart rate hovering at a limit:
 * - "Stop now" is never delayed, and is repeated while the heart rate stays over the maximum
 *   every 'above-max' re-alert time (60 s), each repeat an alarm event with its count.
 * - Any other change of cue is said only once the new zone has held for longer than the
 *   'above-target' hold of the clinic's alarms (15 s, `defaultAlarmLimits().aboveTargetForS`).
 * - Leaving "stop now" needs the heart rate back the 'above-max' clearance inside the maximum
 *   (5 bpm) for its clearance time (10 s): the shared hysteresis (alarm-priority.ts).
 * - "Slow down" is repeated while it holds every 'above-target' re-alert time (120 s).
 * - Below the band and back in band are said in conditioning only: a low heart rate is the
 *   point of the warm-up and the cool-down.
 */
import { defaultAlarmLimits } from '../../../../common/alarms/alarm-limits';
import { alarmTiming } from '../../../../common/alarms/alarm-priority';

export type HeartRateCue = 'below' | 'in-band' | 'above' | 'stop';

export interface CueLimits {
  band: { lowBpm: number; highBpm: number } | null;
  safetyMaxBpm: number | null;
}

/** The `alarm` event value of a clinic session's above-max alarm (activity-event.ts). */
export interface AboveMaxAlarm {
  rule: 'above-max';
  measured: number;
  limit: number;
  repeat?: number;
}

export interface CueState {
  /** The cue last said (null before the first). */
  said: HeartRateCue | null;
  saidAt: number;
  /** A different zone seen, waiting out the hold, and since when. */
  pending: HeartRateCue | null;
  pendingSince: number;
  /** While "stop" stands: since when the heart rate has been clear of the maximum. */
  clearSince: number | null;
  /** Re-alerts of the current above-max excursion. */
  repeat: number;
}

export interface CueStep {
  state: CueState;
  /** The cue to say and vibrate now, if any. */
  say: HeartRateCue | null;
  alarm: AboveMaxAlarm | null;
}

export const CUE_HOLD_MS =
  defaultAlarmLimits({ hrMaxBpm: null, target: null }).aboveTargetForS * 1000;
const STOP_TIMING = alarmTiming('above-max');
const ABOVE_REPEAT_MS = alarmTiming('above-target').realertAfterMs;

export const initialCueState: CueState = {
  said: null,
  saidAt: 0,
  pending: null,
  pendingSince: 0,
  clearSince: null,
  repeat: 0,
};

/** The zone of one reading: exactly at a limit of the band is in it; the maximum is "above". */
export function zoneOf(hrBpm: number, limits: CueLimits): HeartRateCue | null {
  const { band, safetyMaxBpm } = limits;
  if (safetyMaxBpm !== null && hrBpm > safetyMaxBpm) return 'stop';
  if (!band) return null;
  if (hrBpm > band.highBpm) return 'above';
  if (hrBpm < band.lowBpm) return 'below';
  return 'in-band';
}

const spokenIn = (cue: HeartRateCue, conditioning: boolean) =>
  conditioning || cue === 'above' || cue === 'stop';

function sayStop(state: CueState, at: number, hrBpm: number, limit: number): CueStep {
  const repeat = state.said === 'stop' ? state.repeat + 1 : 0;
  const alarm: AboveMaxAlarm = { rule: 'above-max', measured: hrBpm, limit };
  return {
    state: { ...state, said: 'stop', saidAt: at, pending: null, clearSince: null, repeat },
    say: 'stop',
    alarm: repeat > 0 ? { ...alarm, repeat } : alarm,
  };
}

/** While "stop" stands: whether the heart rate has now been clear of the maximum long enough. */
function stopCleared(state: CueState, at: number, hrBpm: number, limit: number) {
  if (hrBpm > limit - STOP_TIMING.clearMargin) return { cleared: false, clearSince: null };
  const clearSince = state.clearSince ?? at;
  return { cleared: at - clearSince >= STOP_TIMING.clearForMs, clearSince };
}

/** One reading at `at` (epoch ms); `conditioning`: whether the session is in that phase. */
export function stepCue(
  state: CueState,
  reading: { at: number; hrBpm: number },
  limits: CueLimits,
  conditioning: boolean,
): CueStep {
  const { at, hrBpm } = reading;
  const zone = zoneOf(hrBpm, limits);
  const quiet = (next: CueState): CueStep => ({ state: next, say: null, alarm: null });
  const max = limits.safetyMaxBpm;
  if (zone === 'stop' && max !== null) {
    const repeatDue = state.said === 'stop' && at - state.saidAt >= STOP_TIMING.realertAfterMs;
    if (state.said !== 'stop' || repeatDue) return sayStop(state, at, hrBpm, max);
    return quiet({ ...state, clearSince: null });
  }
  if (state.said === 'stop' && max !== null) {
    const { cleared, clearSince } = stopCleared(state, at, hrBpm, max);
    if (!cleared) return quiet({ ...state, clearSince });
    // Out of the excursion: whatever zone it is in now is said at once.
    const next = { ...initialCueState, said: zone, saidAt: at };
    return { state: next, say: zone && spokenIn(zone, conditioning) ? zone : null, alarm: null };
  }
  if (zone === null || zone === state.said) {
    const repeatDue = zone === 'above' && at - state.saidAt >= ABOVE_REPEAT_MS;
    if (repeatDue)
      return { state: { ...state, saidAt: at, pending: null }, say: 'above', alarm: null };
    return quiet({ ...state, pending: null });
  }
  if (state.pending !== zone) return quiet({ ...state, pending: zone, pendingSince: at });
  // "For longer than" the hold, as the clinic's duration alarms count it.
  if (!(at - state.pendingSince > CUE_HOLD_MS)) return quiet(state);
  const next = { ...state, said: zone, saidAt: at, pending: null, repeat: 0 };
  return { state: next, say: spokenIn(zone, conditioning) ? zone : null, alarm: null };
}
