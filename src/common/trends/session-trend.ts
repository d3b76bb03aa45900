/**
 * A session's figures for the patient's trend beyond its summary: the share of active time in its
 * target band, the workload the machine recorded, and the BP and SpO₂ entered during it.
 */
import { timeInTargetOf } from '../metrics/time-in-target.js';
import type { HrTarget } from '../metrics/zones.js';
import type { Activity } from '../schemas/activity.js';

export interface SessionTrendFigures {
  /** Share of the active time inside the session's own target band, 0–100; null without one. */
  timeInTargetPct: number | null;
  avgPowerW: number | null;
  avgSpeedKmh: number | null;
  /**
   * The first BP entered: Ritmo's before-exercise reading (the class report's "before" phase).
   * Null when none was entered.
   */
  systolicMmHg: number | null;
  diastolicMmHg: number | null;
  /** The highest systolic entered during the session: the exercise response (AHA/ACSM). */
  peakSystolicMmHg: number | null;
  /** The lowest SpO₂ entered: desaturation on effort is what a pulmonary programme watches. */
  lowestSpo2Pct: number | null;
}

export const SESSION_TREND_KEYS = [
  'timeInTargetPct',
  'avgPowerW',
  'avgSpeedKmh',
  'systolicMmHg',
  'diastolicMmHg',
  'peakSystolicMmHg',
  'lowestSpo2Pct',
] as const satisfies readonly (keyof SessionTrendFigures)[];

export function sessionTrendOf(
  activity: Pick<Activity, 'samples' | 'events' | 'summary'>,
  target: HrTarget | null,
): SessionTrendFigures {
  let first: { systolic: number; diastolic: number; t: number } | null = null;
  let peakSystolic: number | null = null;
  let lowestSpo2: number | null = null;
  for (const event of activity.events) {
    if (event.kind === 'bp') {
      if (!first || event.t < first.t) first = { ...event.value, t: event.t };
      peakSystolic = Math.max(peakSystolic ?? 0, event.value.systolic);
    } else if (event.kind === 'spo2') {
      lowestSpo2 = Math.min(lowestSpo2 ?? 100, event.value);
    }
  }
  const { avgPowerW, avgSpeedKmh } = activity.summary;
  return {
    timeInTargetPct: target ? timeInTargetOf(activity, target).pct : null,
    avgPowerW,
    avgSpeedKmh,
    systolicMmHg: first?.systolic ?? null,
    diastolicMmHg: first?.diastolic ?? null,
    peakSystolicMmHg: peakSystolic,
    lowestSpo2Pct: lowestSpo2,
  };
}
