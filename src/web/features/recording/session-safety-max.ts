/**
 * The heart-rate safety maximum a recording ran with, kept with the session (issue 34) so its
 * reports print the limit its above-max alarm used and where it came from. A class participant
 * runs with the alarm limits the clinician may lower for the day (checkpointed in its class
 * part); a single recording with the limits prefilled from its set-up (single-alarms.ts). The
 * record's number keeps the record's source (monitoring-limits.ts); a number the app derived from
 * HR max and target is 'default'; one lowered in a class's limits is 'clinician'.
 */
import { alarmLimitsSchema, defaultAlarmLimits } from '../../../common/alarms/alarm-limits';
import type { SafetyMaxSource } from '../../../common/schemas/activity';
import type { Recording } from './recording';

export interface SessionSafetyMax {
  bpm: number;
  source: SafetyMaxSource | null;
}

/** The limits the recording's alarms used at its end: the class's, else the set-up's defaults. */
function ranWithBpm(recording: Recording): number | null {
  const classLimits = alarmLimitsSchema.safeParse(recording.classPart?.limits);
  if (classLimits.success) return classLimits.data.safetyMaxBpm;
  return defaultAlarmLimits(recording).safetyMaxBpm;
}

export function sessionSafetyMaxOf(recording: Recording): SessionSafetyMax | null {
  const bpm = ranWithBpm(recording);
  if (bpm === null) return null;
  const offered = defaultAlarmLimits(recording).safetyMaxBpm;
  if (bpm !== offered) return { bpm, source: 'clinician' };
  if (recording.safetyMaxBpm == null) return { bpm, source: 'default' };
  return { bpm, source: recording.safetyMaxSource ?? null };
}
