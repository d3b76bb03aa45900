/** A class participant's alarm limits: what the clinician may set, and the defaults offered. */
import { z } from 'zod';

export interface AlarmLimits {
  /** Above it for longer than `aboveTargetForS` raises 'above-target'; null switches it off. */
  targetHighBpm: number | null;
  aboveTargetForS: number;
  /** Above it raises 'above-max' at once; null switches it off. */
  safetyMaxBpm: number | null;
  /** Below it for longer than `belowFloorForS` raises 'below-floor'; null switches it off. */
  floorBpm: number | null;
  belowFloorForS: number;
  /** No heart rate for longer than this raises 'no-signal'. */
  noSignalAfterS: number;
  /** Battery at or below it raises 'battery-low'. */
  batteryLowPct: number | null;
  /** An SpO2 entry below it raises 'spo2-low'. */
  spo2MinPct: number | null;
  /** A blood-pressure entry with systolic above it raises 'systolic-high'. */
  systolicMaxMmHg: number | null;
  /** A blood-pressure entry with systolic below it raises 'systolic-low'. */
  systolicMinMmHg: number | null;
  /** A systolic more than this below the session's first entry (at rest) raises 'systolic-drop'. */
  systolicDropMmHg: number | null;
  /** A Borg entry above it raises the 'borg-above' advisory; the prescribed RPE range's top. */
  borgMax: number | null;
}

/** Limits saved before issue 34 lack the low-pressure and Borg ones: those take the defaults. */
export type AlarmLimitsInput = Omit<
  AlarmLimits,
  'systolicMinMmHg' | 'systolicDropMmHg' | 'borgMax'
> &
  Partial<Pick<AlarmLimits, 'systolicMinMmHg' | 'systolicDropMmHg' | 'borgMax'>>;

/**
 * Exercise hypotension (ACSM's Guidelines for Exercise Testing and Prescription, 11th ed.,
 * indications for stopping exercise; SBC 2020 cardiovascular rehabilitation guideline): a
 * systolic under 90 mmHg, or a fall of more than 10 mmHg from the pre-exercise value.
 */
export const SYSTOLIC_MIN_MMHG = 90;
export const SYSTOLIC_DROP_MMHG = 10;

const whole = (min: number, max: number) =>
  z
    .number()
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);
const bpm = whole(30, 250);
const seconds = whole(1, 600);
const pct = whole(1, 100);
const mmHg = whole(80, 300);

export const alarmLimitsSchema: z.ZodType<AlarmLimits, AlarmLimitsInput> = z
  .object({
    targetHighBpm: bpm.nullable(),
    aboveTargetForS: seconds,
    safetyMaxBpm: bpm.nullable(),
    floorBpm: bpm.nullable(),
    belowFloorForS: seconds,
    noSignalAfterS: seconds,
    batteryLowPct: pct.nullable(),
    spo2MinPct: pct.nullable(),
    systolicMaxMmHg: mmHg.nullable(),
    systolicMinMmHg: whole(60, 150).nullable().default(SYSTOLIC_MIN_MMHG),
    systolicDropMmHg: whole(5, 60).nullable().default(SYSTOLIC_DROP_MMHG),
    borgMax: whole(6, 20).nullable().default(null),
  })
  .superRefine((limits, ctx) => {
    const { floorBpm, targetHighBpm, safetyMaxBpm } = limits;
    // The band must be a band: a floor at or over a ceiling would keep an alarm always on.
    if (floorBpm !== null && targetHighBpm !== null && floorBpm >= targetHighBpm) {
      ctx.addIssue({ code: 'custom', path: ['floorBpm'], message: 'must be below the target' });
    } else if (floorBpm !== null && safetyMaxBpm !== null && floorBpm >= safetyMaxBpm) {
      ctx.addIssue({
        code: 'custom',
        path: ['floorBpm'],
        message: 'must be below the safety maximum',
      });
    }
    if (targetHighBpm !== null && safetyMaxBpm !== null && targetHighBpm > safetyMaxBpm) {
      ctx.addIssue({
        code: 'custom',
        path: ['safetyMaxBpm'],
        message: 'must be at least the target',
      });
    }
  });

export interface AlarmLimitsPatient {
  hrMaxBpm: number | null;
  target: { lowBpm: number; highBpm: number } | null;
  /** The patient's safety maximum (common/programme/monitoring-limits.ts). */
  safetyMaxBpm?: number | null;
  /** A Borg-only prescription's RPE range: its top is the Borg advisory's limit. */
  borgTarget?: { low: number; high: number } | null;
}

const clampBpm = (value: number) => Math.min(250, Math.max(30, Math.round(value)));

/**
 * Limits prefilled from the patient. With a safety maximum, that one: it is already the lowest
 * of the test's peak, the ischaemic threshold − 10 and the implanted device's limit − 10 (SBC
 * 2020; common/programme/monitoring-limits.ts). Otherwise the lower of
 * "target + 20 bpm" (a clear overshoot of the prescribed zone) and the patient's HR max (never
 * let them reach it unnoticed); with only an HR max known, 90 % of it. The target is capped at
 * the safety maximum, so an inconsistent prescription (HR max below the target) still gives
 * valid limits. The floor is off: a low HR during a class is usually a rest, and a clinician who
 * wants it enables it (the UI then suggests the target's lower bound).
 */
export function defaultAlarmLimits(patient: AlarmLimitsPatient): AlarmLimits {
  const { hrMaxBpm, target } = patient;
  let safetyMaxBpm: number | null = null;
  if (patient.safetyMaxBpm != null) safetyMaxBpm = patient.safetyMaxBpm;
  else if (target && hrMaxBpm !== null) safetyMaxBpm = Math.min(target.highBpm + 20, hrMaxBpm);
  else if (target) safetyMaxBpm = target.highBpm + 20;
  else if (hrMaxBpm !== null) safetyMaxBpm = 0.9 * hrMaxBpm;
  const safetyMax = safetyMaxBpm === null ? null : clampBpm(safetyMaxBpm);
  const targetHigh = target ? clampBpm(Math.min(target.highBpm, safetyMax ?? 250)) : null;
  return {
    targetHighBpm: targetHigh,
    aboveTargetForS: 15,
    safetyMaxBpm: safetyMax,
    floorBpm: null,
    belowFloorForS: 60,
    noSignalAfterS: 10,
    batteryLowPct: 15,
    spo2MinPct: 88,
    systolicMaxMmHg: 200,
    systolicMinMmHg: SYSTOLIC_MIN_MMHG,
    systolicDropMmHg: SYSTOLIC_DROP_MMHG,
    borgMax: patient.borgTarget?.high ?? null,
  };
}

/**
 * Whether edited limits keep the patient's record: the immediate alarm may be lowered for the
 * day, never raised above the record's safety maximum nor switched off while the record has one
 * (the rule of the prescription's: the exercise test's peak, the ischaemic threshold − 10 bpm,
 * the implanted device's limit − 10 bpm; SBC 2020, ACSM 11th ed.; common/programme/
 * monitoring-limits.ts). The highest allowed when not, else null.
 */
export function safetyMaxAboveRecord(
  limits: Pick<AlarmLimits, 'safetyMaxBpm'>,
  recordSafetyMaxBpm: number | null | undefined,
): { maxBpm: number } | null {
  if (recordSafetyMaxBpm == null) return null;
  const edited = limits.safetyMaxBpm;
  return edited === null || edited > recordSafetyMaxBpm ? { maxBpm: recordSafetyMaxBpm } : null;
}
