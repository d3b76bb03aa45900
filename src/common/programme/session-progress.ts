/**
 * One session of a programme as its progress summary shows it: time in the target in force, HR,
 * workload, alarms; and the BP and SpO₂ readings entered during it.
 */

import { alarmRuleCounts } from '../alarms/alarm-counts.js';
import { isAdvisory } from '../alarms/alarm-rules.js';
import { timeAboveSafetyMaxMs } from '../alarms/time-above-max.js';
import { timeInTargetOf } from '../metrics/time-in-target.js';
import type { HrTarget } from '../metrics/zones.js';
import type { Activity } from '../schemas/activity.js';
import type { Prescription } from '../schemas/programme.js';
import type { SessionEntry, SummarySession } from '../schemas/programme-summary.js';

/**
 * The band in force when a session started: the newest prescription version made before it
 * (a prescription's change applies from then on, never back), else the band saved with the session.
 */
export function targetInForce(
  activity: Pick<Activity, 'startedAt' | 'target'>,
  prescriptions: readonly Pick<Prescription, 'createdAt' | 'target'>[],
): { target: HrTarget; source: 'prescription' | 'session' } | null {
  let current: Pick<Prescription, 'createdAt' | 'target'> | null = null;
  for (const p of prescriptions) {
    if (p.createdAt <= activity.startedAt && (!current || p.createdAt > current.createdAt))
      current = p;
  }
  if (current?.target) return { target: current.target, source: 'prescription' };
  if (activity.target) return { target: activity.target, source: 'session' };
  return null;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
/** 1 MET = 3.5 mL O₂/kg/min. */
const ML_PER_MET = 3.5;
const RUNNING_FROM_KMH = 8;

/**
 * METs estimated from the session's average workload by the ACSM metabolic equations (ACSM's
 * Guidelines for Exercise Testing and Prescription, 11th ed., ch. 6): walking VO₂ = 0.1·S + 3.5,
 * running 0.2·S + 3.5 (S in m/min, level: the incline is not recorded, so an under-estimate on a
 * grade); leg cycling 1.8·(W·6.12)/kg + 7, which needs the body weight. Null otherwise.
 */
export function estimatedMets(
  type: Activity['type'],
  avgSpeedKmh: number | null,
  avgPowerW: number | null,
  weightKg: number | null,
): number | null {
  if (type === 'cycle' && avgPowerW !== null && avgPowerW > 0 && weightKg !== null) {
    return round1((1.8 * (avgPowerW * 6.12)) / weightKg / ML_PER_MET + 2);
  }
  if ((type === 'walk' || type === 'treadmill') && avgSpeedKmh !== null && avgSpeedKmh > 0) {
    const metresPerMin = (avgSpeedKmh * 1000) / 60;
    const perMetre = avgSpeedKmh >= RUNNING_FROM_KMH ? 0.2 : 0.1;
    return round1((perMetre * metresPerMin + ML_PER_MET) / ML_PER_MET);
  }
  return null;
}

export function sessionProgress(
  activity: Activity,
  prescriptions: readonly Pick<Prescription, 'createdAt' | 'target'>[],
  weightKg: number | null,
): SummarySession {
  const { summary } = activity;
  const inForce = targetInForce(activity, prescriptions);
  const inTarget = inForce ? timeInTargetOf(activity, inForce.target) : null;
  const rules = alarmRuleCounts(activity.events);
  const alarms = rules.filter((r) => !isAdvisory(r.rule));
  return {
    activityId: activity.activityId,
    startedAt: activity.startedAt,
    type: activity.type,
    setting: activity.setting === 'home' ? 'home' : 'clinic',
    durationMs: summary.durationMs,
    activeTimeMs: summary.activeTimeMs,
    target: inForce ? { lowBpm: inForce.target.lowBpm, highBpm: inForce.target.highBpm } : null,
    targetSource: inForce?.source ?? null,
    timeInTargetMs: inTarget?.ms ?? null,
    timeInTargetPct: inTarget?.pct ?? null,
    hrAvg: summary.hrAvg,
    hrMax: summary.hrMax,
    avgPowerW: summary.avgPowerW,
    avgSpeedKmh: summary.avgSpeedKmh,
    estimatedMets: estimatedMets(activity.type, summary.avgSpeedKmh, summary.avgPowerW, weightKg),
    rpe: summary.rpe,
    alarmCount: alarms.reduce((sum, r) => sum + r.count, 0),
    alarms,
    advisories: rules.filter((r) => isAdvisory(r.rule)),
    timeAboveMaxMs: timeAboveSafetyMaxMs(activity),
  };
}

/** The BP and SpO₂ readings entered during a session, at their wall-clock time. */
export function sessionEntries(activity: Pick<Activity, 'activityId' | 'startedAt' | 'events'>) {
  const entries: SessionEntry[] = [];
  for (const event of activity.events) {
    const at = activity.startedAt + event.t;
    const { activityId } = activity;
    if (event.kind === 'bp') {
      const { systolic, diastolic } = event.value;
      entries.push({ kind: 'bp', at, activityId, systolic, diastolic });
    } else if (event.kind === 'spo2') {
      entries.push({ kind: 'spo2', at, activityId, value: event.value });
    }
  }
  return entries;
}
