/**
 * Each alarm priority's sound, after IEC 60601-1-8 Tables 3 and 4 (auditory alarm bursts and
 * pulses), so a clinician hears which priority it is without looking:
 * - HIGH: 10 pulses, 3 + 2, a pause, 3 + 2; pulses 150 ms (75–200), spaced 100 ms (x: 50–125),
 *   2x + pulse between the 3rd and 4th, 0.6 s (0.35–1.30) between the 5th and 6th; every 7 s
 *   (2.5–15 s).
 * - MEDIUM: 3 pulses of 200 ms (125–250), spaced 200 ms (y: 125–250); every 10 s (2.5–30 s).
 * - LOW: 2 pulses as MEDIUM's; every 20 s (over 15 s).
 * Pitches differ too (880, 660, 523 Hz; all inside the 150–1000 Hz fundamental).
 */
import type { AlarmPriority } from '../../../common/alarms/alarm-priority';
import type { ToneBurst } from './alarm-tone';

/** Pulses of `lengthS`, each after the silence in `gapsS` that follows the one before. */
function pulses(lengthS: number, gapsS: readonly number[]): ToneBurst['pulses'] {
  let atS = 0;
  return [0, ...gapsS].map((gap, i) => {
    if (i > 0) atS += lengthS + gap;
    return { atS, lengthS };
  });
}

const X = 0.1;
const HIGH_PULSE = 0.15;
/** 3rd→4th pulse: 2x + the pulse; 5th→6th: the pause between the two halves. */
const HALF = [X, X, 2 * X + HIGH_PULSE, X];
const HIGH_GAPS = [...HALF, 0.6, ...HALF];

export interface PrioritySound {
  burst: ToneBurst;
  everyMs: number;
  /** navigator.vibrate pattern for a new alarm: longer and more insistent for higher priority. */
  vibration: number[];
}

export const ALARM_SOUNDS: Record<AlarmPriority, PrioritySound> = {
  high: {
    burst: { frequencyHz: 880, pulses: pulses(HIGH_PULSE, HIGH_GAPS) },
    everyMs: 7000,
    vibration: [300, 100, 300, 100, 300],
  },
  medium: {
    burst: { frequencyHz: 660, pulses: pulses(0.2, [0.2, 0.2]) },
    everyMs: 10_000,
    vibration: [300, 150, 300],
  },
  low: {
    burst: { frequencyHz: 523, pulses: pulses(0.2, [0.2]) },
    everyMs: 20_000,
    vibration: [200],
  },
};
