/**
 * A patient's rehabilitation programme and its exercise prescription (PRODUCT.md section 10).
 * The prescription's target and safety maximum are computed by the server
 * (`common/programme/prescription-target.ts`); each change of it is a new version kept for history.
 */
import { z } from 'zod';
import { ACTIVITY_TYPES } from './activity.js';
import { assessmentIdSchema } from './assessment.js';
import { pastDateSchema } from './iso-date.js';
import { patientIdSchema } from './patient.js';
import { memberRefSchema } from './user.js';

export const programmeIdSchema = patientIdSchema;
export const RISK_CLASSES = ['low', 'intermediate', 'high'] as const;
export const PROGRAMME_STATUSES = ['active', 'discharged'] as const;

/** Body of `PUT /api/patients/:patientId/programmes/:programmeId`; unknown keys are dropped. */
export const programmeInputSchema = z.object({
  /** Phase 2 (supervised, after discharge from hospital), 3 or 4 (maintenance). */
  phase: z.union([z.literal(2), z.literal(3), z.literal(4)]),
  // Entered when the patient starts, like every other date of the record: 9999-12-31 was taken.
  startDate: pastDateSchema,
  plannedSessions: z.number().int().min(1).max(500),
  sessionsPerWeek: z.number().int().min(1).max(7),
  riskClass: z.enum(RISK_CLASSES),
  status: z.enum(PROGRAMME_STATUSES).default('active'),
});
export type ProgrammeInput = z.input<typeof programmeInputSchema>;
export type ProgrammeInputParsed = z.output<typeof programmeInputSchema>;

const pct = z.number().min(20).max(100);
const bandBpm = z.number().int().min(30).max(250);
/** Borg's 6–20 rating of perceived exertion. */
const rpe = z.number().int().min(6).max(20);
const lowBelowHigh = <T>(low: keyof T, high: keyof T & string) => ({
  check: (v: T) => (v[low] as number) < (v[high] as number),
  error: { path: [high], message: `must be above ${String(low)}` },
});
const pctBand = lowBelowHigh<{ lowPct: number; highPct: number }>('lowPct', 'highPct');
const bpmBand = lowBelowHigh<{ lowBpm: number; highBpm: number }>('lowBpm', 'highBpm');

export const intensitySchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('thresholds') }),
  z
    .object({ method: z.literal('hrr'), lowPct: pct, highPct: pct })
    .refine(pctBand.check, pctBand.error),
  z
    .object({ method: z.literal('peak'), lowPct: pct, highPct: pct })
    .refine(pctBand.check, pctBand.error),
  z
    .object({ method: z.literal('manual'), lowBpm: bandBpm, highBpm: bandBpm })
    .refine(bpmBand.check, bpmBand.error),
  z
    .object({ method: z.literal('borg'), borgLow: rpe, borgHigh: rpe })
    .refine((v) => v.borgLow <= v.borgHigh, {
      path: ['borgHigh'],
      message: 'must not be below borgLow',
    }),
]);

/** Body of `PUT …/programmes/:programmeId/prescription` (FITT: frequency is the programme's). */
export const prescriptionInputSchema = z.object({
  modality: z.enum(ACTIVITY_TYPES),
  minutes: z.number().int().min(5).max(180),
  intensity: intensitySchema,
  /** The exercise test it is based on; required by thresholds, hrr and peak. */
  basedOn: assessmentIdSchema.nullable().default(null),
});
export type PrescriptionInput = z.input<typeof prescriptionInputSchema>;
export type PrescriptionInputParsed = z.output<typeof prescriptionInputSchema>;

const bandSchema = z.object({ lowBpm: z.number().int(), highBpm: z.number().int() });

export const prescriptionSchema = prescriptionInputSchema.extend({
  /** 1, 2 … : each change is a new version; `If-Match` names the one it was made from. */
  version: z.number().int().positive(),
  /** Null for a Borg-only prescription. */
  target: bandSchema.nullable(),
  safetyMaxBpm: z.number().int().nullable(),
  /** True when the band's high was lowered to the safety maximum. */
  highClipped: z.boolean(),
  createdAt: z.number().int(),
  createdBy: memberRefSchema,
});
export type Prescription = z.infer<typeof prescriptionSchema>;

export const programmeSchema = programmeInputSchema.extend({
  programmeId: programmeIdSchema,
  patientId: patientIdSchema,
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  version: z.number().int().positive(),
  updatedBy: memberRefSchema,
  /** The current prescription; null until one is made. */
  prescription: prescriptionSchema.nullable(),
  /**
   * True when the exercise test or the device limit changed since the current prescription was
   * made, so its target is not what the server computes now: prescribe again. False without one.
   */
  targetOutdated: z.boolean(),
});
export type Programme = z.infer<typeof programmeSchema>;

export const programmeParamsSchema = z.object({
  patientId: patientIdSchema,
  programmeId: programmeIdSchema,
});
