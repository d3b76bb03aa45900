/** Activity (a recorded session): its samples and events have their own schema files. */
import { z } from 'zod';
import { activityEventSchema, storedEventSchema } from './activity-event.js';
import { samplesSchema } from './activity-samples.js';
import { activitySummarySchema } from './activity-summary.js';
import { epochMsSchema, epochQuerySchema, MAX_ACTIVITY_MS } from './epoch-ms.js';
import { patientIdSchema } from './patient.js';
import { textField } from './text-field.js';
import { memberRefSchema } from './user.js';

export const ACTIVITY_TYPES = [
  'walk',
  'treadmill',
  'cycle',
  'strength',
  'balance',
  'other',
] as const;
export const activityTypeSchema = z.enum(ACTIVITY_TYPES);
export type ActivityType = z.infer<typeof activityTypeSchema>;

/**
 * Lower-cased at the boundary: a UUID names one activity in either case, so upper- and
 * lower-case forms of it must reach the same row, not make two.
 */
export const activityIdSchema = z.uuid('must be a UUID').toLowerCase();
/** The class a session was recorded in: every participant's session carries the same one. */
export const classIdSchema = z.uuid('must be a UUID').toLowerCase();

const targetBpmSchema = z.number().int().min(30).max(250);
/** The heart-rate band the session aimed at, in bpm; kept so time in target can be shown later. */
export const targetBandSchema = z
  .object({ lowBpm: targetBpmSchema, highBpm: targetBpmSchema })
  .refine((band) => band.lowBpm < band.highBpm, {
    path: ['highBpm'],
    message: 'must be above lowBpm',
  });
export type TargetBand = z.infer<typeof targetBandSchema>;

/** Borg's 6–20 rating of perceived exertion. */
const rpeSchema = z.number().int().min(6).max(20);
/**
 * The RPE range a session without a heart-rate band was guided by (a Borg-only prescription, a
 * patient in atrial fibrillation): its target on every report, where a band would be.
 */
export const borgTargetSchema = z
  .object({ low: rpeSchema, high: rpeSchema })
  .refine((range) => range.low <= range.high, { path: ['high'], message: 'must not be below low' });
export type BorgTarget = z.infer<typeof borgTargetSchema>;

/**
 * The prescription a session started from: its version, and whether a physician's signature in
 * this workspace covered it as it was then (false: never signed, or changed since signed).
 */
export const sessionPrescriptionSchema = z.object({
  version: z.number().int().positive(),
  signed: z.boolean(),
});
export type SessionPrescription = z.infer<typeof sessionPrescriptionSchema>;

/**
 * Where the heart-rate safety maximum a session ran with came from (issue 34): the patient's
 * record as common/programme/monitoring-limits.ts decides it — the latest test's measured peak,
 * its ischaemic threshold − 10, the implanted device's limit − 10, the prescription — or, with
 * none of those, the app's default from HR max and target (common/alarms/alarm-limits.ts); or
 * lowered for the day by the clinician in a class's alarm limits.
 */
export const SAFETY_MAX_SOURCES = [
  'peak',
  'ischaemic',
  'device',
  'prescription',
  'default',
  'clinician',
] as const;
export const safetyMaxSourceSchema = z.enum(SAFETY_MAX_SOURCES);
export type SafetyMaxSource = z.infer<typeof safetyMaxSourceSchema>;
/** The alarm limits' range (common/alarms/alarm-limits.ts), so any limit the app ran with saves. */
export const safetyMaxBpmSchema = z
  .number()
  .int('must be a whole number')
  .min(30, 'must be at least 30')
  .max(250, 'must be at most 250');

export const ACTIVITY_SETTINGS = ['clinic', 'home'] as const;
export const activitySettingSchema = z.enum(ACTIVITY_SETTINGS);
export type ActivitySetting = z.infer<typeof activitySettingSchema>;

/** The one list of what recorded an activity: a sensor's kind, or `manual` (typed readings). */
export const DEVICE_KINDS = ['heart-rate', 'bike', 'treadmill', 'simulated', 'manual'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];
const deviceSchema = z.object({
  // Named by the sensor, not typed: some pad their Bluetooth name with NULs, so controls are
  // dropped rather than refused (a refusal would leave the recording unsaveable).
  name: textField(120, { trim: true, controlCharacters: 'strip' }),
  kind: z.enum(DEVICE_KINDS),
});

interface ActivityTimes {
  startedAt: number;
  endedAt: number;
  samples: { t: number[] };
  events: { t: number }[];
}

/**
 * An activity ends after it starts, lasts at most 24 h, and every sample and event falls inside
 * it: each loop over its time (the FHIR series, the charts) is then bounded by a day.
 */
function checkTimesInside(activity: ActivityTimes, ctx: z.RefinementCtx): void {
  const durationMs = activity.endedAt - activity.startedAt;
  const refuse = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  if (durationMs < 0 || durationMs > MAX_ACTIVITY_MS) {
    const message =
      durationMs < 0 ? 'must not be before startedAt' : 'must be at most 24 h after startedAt';
    refuse(['endedAt'], message);
    return;
  }
  const within = `must be within the activity (at most ${durationMs} ms, endedAt − startedAt)`;
  // t never decreases, so the first offset past the end is the one to name.
  const late = activity.samples.t.findIndex((t) => t > durationMs);
  if (late !== -1) refuse(['samples', 't', late], within);
  const lateEvent = activity.events.findIndex((event) => event.t > durationMs);
  if (lateEvent !== -1) refuse(['events', lateEvent, 't'], within);
}

/** Body of `PUT /api/activities/:activityId`; a client-sent summary or workspace id is ignored. */
export const activityInputSchema = z
  .object({
    patientId: patientIdSchema,
    type: activityTypeSchema,
    startedAt: epochMsSchema,
    endedAt: epochMsSchema,
    /** Set when the clinician saves; the server fills it in when absent. */
    timestamp: epochMsSchema.optional(),
    device: deviceSchema.nullable().optional(),
    /** HR max used for zones (from the patient's age and the chosen formula at recording time). */
    hrMaxBpm: z.number().int().min(80).max(240).nullable().optional(),
    restingHr: z.number().int().min(30).max(150).nullable().optional(),
    samples: samplesSchema.default({ t: [] }),
    events: z.array(activityEventSchema).max(10_000).default([]),
    notes: textField(5000).default(''),
    classId: classIdSchema.nullable().optional(),
    target: targetBandSchema.nullable().optional(),
    borgTarget: borgTargetSchema.nullable().optional(),
    prescription: sessionPrescriptionSchema.nullable().optional(),
    /** The HR safety maximum the session's above-max alarm ran with, and where it came from. */
    safetyMaxBpm: safetyMaxBpmSchema.nullable().optional(),
    safetyMaxSource: safetyMaxSourceSchema.nullable().optional(),
  })
  .superRefine(checkTimesInside)
  .refine((input) => input.safetyMaxSource == null || input.safetyMaxBpm != null, {
    path: ['safetyMaxSource'],
    message: 'needs safetyMaxBpm',
  });
export type ActivityInput = z.input<typeof activityInputSchema>;
export type ActivityInputParsed = z.output<typeof activityInputSchema>;

/**
 * What saving an activity stores of its input, the save time resolved and absent optional
 * fields null. The server hashes `JSON.stringify` of it to tell a replay from an edit, so the
 * key order is part of every stored hash: never reorder the keys.
 */
export function activityContentOf(input: ActivityInputParsed, timestamp: number) {
  return {
    patientId: input.patientId,
    type: input.type,
    startedAt: input.startedAt,
    endedAt: input.endedAt,
    timestamp,
    device: input.device ?? null,
    hrMaxBpm: input.hrMaxBpm ?? null,
    restingHr: input.restingHr ?? null,
    notes: input.notes,
    samples: input.samples,
    events: input.events,
    // Only when set, so the hashes of sessions saved before classes existed stay the same.
    ...(input.classId ? { classId: input.classId } : {}),
    // Likewise for sessions saved before the target band was kept; always after classId.
    ...(input.target
      ? { target: { lowBpm: input.target.lowBpm, highBpm: input.target.highBpm } }
      : {}),
    // Likewise for sessions saved before the Borg range and the prescription were kept.
    ...(input.borgTarget
      ? { borgTarget: { low: input.borgTarget.low, high: input.borgTarget.high } }
      : {}),
    ...(input.prescription
      ? {
          prescription: {
            version: input.prescription.version,
            signed: input.prescription.signed,
          },
        }
      : {}),
    // Likewise for sessions saved before the safety maximum was kept; always last.
    ...(input.safetyMaxBpm != null
      ? { safetyMaxBpm: input.safetyMaxBpm, safetyMaxSource: input.safetyMaxSource ?? null }
      : {}),
  };
}
export type ActivityContent = ReturnType<typeof activityContentOf>;

const activityCommon = {
  activityId: activityIdSchema,
  patientId: patientIdSchema,
  type: activityTypeSchema,
  startedAt: z.number().int(),
  endedAt: z.number().int(),
  timestamp: z.number().int(),
  device: deviceSchema.nullable(),
  hrMaxBpm: z.number().int().nullable(),
  restingHr: z.number().int().nullable(),
  notes: z.string(),
  summary: activitySummarySchema,
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  deletedAt: z.number().int().nullable(),
  /**
   * 1 when saved, +1 on every stored change (notes, soft delete); edits send it as `If-Match`.
   * A copy kept by the web app before versions existed reads as 1, as every row was migrated.
   */
  version: z.number().int().positive().default(1),
  /**
   * Who first saved the session; null for sessions saved before this was kept. Optional: a
   * recording not yet synced, or a copy cached before it existed, has none.
   */
  recordedBy: memberRefSchema.nullable().optional(),
  /** Set when recorded in a class; optional like recordedBy for copies cached before it. */
  classId: z.string().nullable().optional(),
  /** The session's target band; null when it had none, optional like classId. */
  target: z.object({ lowBpm: z.number().int(), highBpm: z.number().int() }).nullable().optional(),
  /** The RPE range of a session without a band; null when it had none, optional like target. */
  borgTarget: z.object({ low: z.number().int(), high: z.number().int() }).nullable().optional(),
  /** The prescription it started from; null without one (or saved before it was kept). */
  prescription: sessionPrescriptionSchema.nullable().optional(),
  /** The safety maximum it ran with; null when none was kept (saved before it was, or none). */
  safetyMaxBpm: z.number().int().nullable().optional(),
  safetyMaxSource: safetyMaxSourceSchema.nullable().optional(),
  /**
   * Where it was done: at the clinic, or at home by the patient user (PRODUCT.md section 12).
   * The server always names it; optional like classId (a recording not yet synced: the clinic).
   */
  setting: activitySettingSchema.optional(),
};

/** A row of the history list: everything but samples and events. */
const activityListItemSchema = z.object(activityCommon);
export type ActivityListItem = z.infer<typeof activityListItemSchema>;

const activitySchema = z.object({
  ...activityCommon,
  samples: samplesSchema,
  events: z.array(storedEventSchema),
});
export type Activity = z.infer<typeof activitySchema>;

export const activityParamsSchema = z.object({ activityId: activityIdSchema });

export const activityListQuerySchema = z
  .object({
    patientId: patientIdSchema.optional(),
    classId: classIdSchema.optional(),
    type: activityTypeSchema.optional(),
    /** Only sessions done there: `home` (the patient user's) or `clinic`. */
    setting: activitySettingSchema.optional(),
    from: epochQuerySchema.optional(),
    to: epochQuerySchema.optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
    cursor: z.string().max(200).optional(),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    path: ['to'],
    message: 'must not be before from',
  });
export type ActivityListQuery = z.output<typeof activityListQuerySchema>;

export const activityListResponseSchema = z.object({
  activities: z.array(activityListItemSchema),
  nextCursor: z.string().nullable(),
});
export const activityResponseSchema = z.object({ activity: activitySchema });
