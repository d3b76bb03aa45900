/** Activity (a recorded session): samples are columnar so a 1 Hz hour stays small on the wire. */
import { z } from 'zod';
import { activitySummarySchema } from './activity-summary.js';
import { patientIdSchema } from './patient.js';

export const MAX_SAMPLES = 100_000;

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

export const activityIdSchema = z.uuid('must be a UUID');

export const DEVICE_KINDS = ['heart-rate', 'bike', 'treadmill', 'simulated', 'manual'] as const;
const deviceSchema = z.object({
  name: z.string().trim().max(120),
  kind: z.enum(DEVICE_KINDS),
});

const epochMsSchema = z.number().int().min(0).max(8_640_000_000_000_000);
/**
 * `strict` (a zod array schema) checked in one plain loop when `isValid` passes every element;
 * only an array that fails goes through `strict` itself, so the same issues (each bad index
 * named) come out. A 30-minute session holds ~10,000 values: element-by-element zod parsing
 * would be a large share of a save.
 */
function checkedArray<T>(
  strict: z.ZodType<T[]>,
  isValid: (value: unknown) => boolean,
  maxLength = Number.POSITIVE_INFINITY,
) {
  return z.custom<T[]>().superRefine((value, ctx) => {
    if (Array.isArray(value) && value.length <= maxLength) {
      let i = 0;
      while (i < value.length && isValid(value[i])) i++;
      if (i === value.length) return;
    }
    // zod's own run keeps each issue's "continue" flag, so a wrong type still stops the
    // object-level checks below, as a plain zod array would.
    const result = strict._zod.run({ value, issues: [] }, {}) as z.core.ParsePayload;
    for (const issue of result.issues)
      ctx.addIssue({ ...issue, continue: issue.continue === true });
  });
}

const MAX_OFFSET_MS = 7 * 24 * 3600 * 1000;
const offsetMsSchema = z.number().int().min(0).max(MAX_OFFSET_MS);
const isOffsetMs = (value: unknown) =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_OFFSET_MS;

export const SAMPLE_CHANNELS = ['hr', 'rr', 'speed', 'cadence', 'power'] as const;
export type SampleChannel = (typeof SAMPLE_CHANNELS)[number];

/** The plausible [min, max] of each channel, in its unit. */
export const SAMPLE_CHANNEL_RANGES = {
  hr: [0, 300], // bpm
  rr: [100, 5000], // ms between beats
  speed: [0, 100], // km/h
  cadence: [0, 400], // rpm
  power: [0, 5000], // W
} as const satisfies Record<SampleChannel, readonly [number, number]>;

/** A column value: null where the sensor gave nothing at that instant. */
const column = (channel: SampleChannel) => {
  const [min, max] = SAMPLE_CHANNEL_RANGES[channel];
  const isInRange = (value: unknown) =>
    value === null || (typeof value === 'number' && value >= min && value <= max);
  return checkedArray(z.array(z.number().min(min).max(max).nullable()), isInRange).optional();
};

export const samplesSchema = z
  .object({
    t: checkedArray(
      z.array(offsetMsSchema).max(MAX_SAMPLES, `must have at most ${MAX_SAMPLES} points`),
      isOffsetMs,
      MAX_SAMPLES,
    ),
    hr: column('hr'),
    rr: column('rr'),
    speed: column('speed'),
    cadence: column('cadence'),
    power: column('power'),
  })
  .superRefine((samples, ctx) => {
    for (const channel of SAMPLE_CHANNELS) {
      const values = samples[channel];
      if (values && values.length !== samples.t.length) {
        ctx.addIssue({
          code: 'custom',
          path: [channel],
          message: `must have as many points as t (${samples.t.length}), has ${values.length}`,
        });
      }
    }
    for (let i = 1; i < samples.t.length; i++) {
      if (samples.t[i]! < samples.t[i - 1]!) {
        ctx.addIssue({ code: 'custom', path: ['t', i], message: 'must not decrease' });
        break;
      }
    }
  });
export type Samples = z.infer<typeof samplesSchema>;

export const EVENT_KINDS = ['pause', 'resume', 'marker', 'rpe', 'bp', 'spo2', 'note'] as const;

export const activityEventSchema = z.discriminatedUnion('kind', [
  z.object({ t: offsetMsSchema, kind: z.literal('pause'), value: z.string().max(200).optional() }),
  z.object({ t: offsetMsSchema, kind: z.literal('resume'), value: z.string().max(200).optional() }),
  z.object({ t: offsetMsSchema, kind: z.literal('marker'), value: z.string().max(200).optional() }),
  // Borg rating of perceived exertion, 6–20.
  z.object({ t: offsetMsSchema, kind: z.literal('rpe'), value: z.number().int().min(6).max(20) }),
  z.object({
    t: offsetMsSchema,
    kind: z.literal('bp'),
    value: z.object({
      systolic: z.number().int().min(50).max(300),
      diastolic: z.number().int().min(20).max(200),
    }),
  }),
  z.object({
    t: offsetMsSchema,
    kind: z.literal('spo2'),
    value: z.number().int().min(50).max(100),
  }),
  z.object({ t: offsetMsSchema, kind: z.literal('note'), value: z.string().min(1).max(2000) }),
]);
export type ActivityEvent = z.infer<typeof activityEventSchema>;

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
    notes: z.string().max(5000, 'must be at most 5000 characters').default(''),
  })
  .refine((a) => a.endedAt >= a.startedAt, {
    path: ['endedAt'],
    message: 'must not be before startedAt',
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
};

/** A row of the history list: everything but samples and events. */
const activityListItemSchema = z.object(activityCommon);
export type ActivityListItem = z.infer<typeof activityListItemSchema>;

const activitySchema = z.object({
  ...activityCommon,
  samples: samplesSchema,
  events: z.array(activityEventSchema),
});
export type Activity = z.infer<typeof activitySchema>;

export const activityParamsSchema = z.object({ activityId: activityIdSchema });

export const activityListQuerySchema = z
  .object({
    patientId: patientIdSchema.optional(),
    type: activityTypeSchema.optional(),
    from: z.coerce.number().int().min(0).optional(),
    to: z.coerce.number().int().min(0).optional(),
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
