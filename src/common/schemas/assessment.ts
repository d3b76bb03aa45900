/**
 * Assessments of a rehabilitation programme (PRODUCT.md section 10): an exercise test, a 6-minute
 * walk, vitals or a questionnaire, dated, versioned with `If-Match`, and recorded by the signed-in
 * member (`by`, filled by the server; a client cannot name a colleague).
 */
import { z } from 'zod';
import { pastDateSchema } from './iso-date.js';
import { patientIdSchema } from './patient.js';
import { textField } from './text-field.js';

export const ASSESSMENT_KINDS = [
  'exercise-test',
  'six-minute-walk',
  'vitals',
  'questionnaire',
] as const;
export type AssessmentKind = (typeof ASSESSMENT_KINDS)[number];

/** Ids are chosen by the client (made offline): the Patient ID's characters, e.g. a UUID. */
export const assessmentIdSchema = patientIdSchema;

const bpm = z.number().int().min(20).max(250);
const optionalBpm = bpm.nullable().default(null);
/** Borg CR10 (0–10, half points allowed). */
const borgCr10 = z.number().min(0).max(10).multipleOf(0.5).nullable().default(null);

const base = {
  date: pastDateSchema,
  notes: textField(2000).default(''),
};

/** Between two heart rates of the test: `above` < value ≤ `upTo` (each when known). */
const within = (value: number | null, above: number | null, upTo: number | null) =>
  value === null || ((above === null || value > above) && (upTo === null || value <= upTo));

const exerciseTestSchema = z
  .object({
    kind: z.literal('exercise-test'),
    ...base,
    restHr: bpm,
    peakHr: bpm,
    /** First ventilatory threshold (aerobic), from a cardiopulmonary test. */
    vt1Hr: optionalBpm,
    /** Second ventilatory threshold (respiratory compensation point). */
    vt2Hr: optionalBpm,
    /** HR at the onset of ischaemia (ST depression ≥ 1 mm, angina), if the test showed one. */
    ischaemicHr: optionalBpm,
    peakMets: z.number().min(1).max(30).nullable().default(null),
    peakSbp: z.number().int().min(50).max(300).nullable().default(null),
    onBetaBlocker: z.boolean(),
  })
  .refine((t) => t.peakHr > t.restHr, { path: ['peakHr'], message: 'must be above restHr' })
  .refine((t) => within(t.vt1Hr, t.restHr, t.peakHr), {
    path: ['vt1Hr'],
    message: 'must be above restHr and not above peakHr',
  })
  .refine((t) => within(t.vt2Hr, t.vt1Hr ?? t.restHr, t.peakHr), {
    path: ['vt2Hr'],
    message: 'must be above vt1Hr (and restHr) and not above peakHr',
  })
  .refine((t) => within(t.ischaemicHr, t.restHr, t.peakHr), {
    path: ['ischaemicHr'],
    message: 'must be above restHr and not above peakHr',
  });

/**
 * Why a walk was stopped before six minutes: the ATS statement's reasons to stop the test
 * (Am J Respir Crit Care Med 2002;166:111–7: chest pain, intolerable dyspnoea, leg cramps,
 * staggering, diaphoresis, pale or ashen appearance), which also asks for the time stopped.
 */
export const WALK_STOP_REASONS = [
  'chest-pain',
  'dyspnoea',
  'leg-cramps',
  'staggering',
  'diaphoresis',
  'pale',
  'other',
] as const;
export type WalkStopReason = (typeof WALK_STOP_REASONS)[number];

const sixMinuteWalkSchema = z
  .object({
    kind: z.literal('six-minute-walk'),
    ...base,
    distanceM: z.number().int().min(0).max(1500),
    preHr: optionalBpm,
    postHr: optionalBpm,
    minSpo2: z.number().int().min(50).max(100).nullable().default(null),
    borgDyspnoea: borgCr10,
    borgFatigue: borgCr10,
    /** Whole seconds walked when stopped early (a whole walk is 360); null for a whole walk. */
    stoppedEarlyAtS: z.number().int().min(1).max(359).nullable().default(null),
    stopReason: z.enum(WALK_STOP_REASONS).nullable().default(null),
  })
  // The time and the reason are recorded together (ATS 2002), never one without the other.
  .refine((w) => w.stoppedEarlyAtS !== null || w.stopReason === null, {
    path: ['stoppedEarlyAtS'],
    message: 'required when stopReason is set',
  })
  .refine((w) => w.stopReason !== null || w.stoppedEarlyAtS === null, {
    path: ['stopReason'],
    message: 'required when stoppedEarlyAtS is set',
  });

const vitalsSchema = z
  .object({
    kind: z.literal('vitals'),
    ...base,
    sbp: z.number().int().min(50).max(300).nullable().default(null),
    dbp: z.number().int().min(20).max(200).nullable().default(null),
    hr: optionalBpm,
    weightKg: z.number().min(20).max(400).nullable().default(null),
  })
  .refine((v) => v.sbp !== null || v.dbp !== null || v.hr !== null || v.weightKg !== null, {
    path: ['sbp'],
    message: 'vitals need at least one of sbp, dbp, hr, weightKg',
  })
  .refine((v) => v.sbp === null || v.dbp === null || v.dbp < v.sbp, {
    path: ['dbp'],
    message: 'must be below sbp',
  });

const questionnaireSchema = z.object({
  kind: z.literal('questionnaire'),
  ...base,
  name: textField(120, { trim: true, required: true, identity: true }),
  score: z.number().min(-10_000).max(10_000),
});

/** Body of `PUT /api/patients/:patientId/assessments/:assessmentId`; unknown keys are dropped. */
export const assessmentInputSchema = z.discriminatedUnion('kind', [
  exerciseTestSchema,
  sixMinuteWalkSchema,
  vitalsSchema,
  questionnaireSchema,
]);
export type AssessmentInput = z.input<typeof assessmentInputSchema>;
export type AssessmentInputParsed = z.output<typeof assessmentInputSchema>;
export type ExerciseTest = z.output<typeof exerciseTestSchema>;

/** The member who recorded it, as the session named them then. */
export const recordedBySchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type RecordedBy = z.infer<typeof recordedBySchema>;

const storedShape = {
  assessmentId: assessmentIdSchema,
  patientId: patientIdSchema,
  by: recordedBySchema,
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  version: z.number().int().positive(),
};
export const assessmentSchema = z.intersection(assessmentInputSchema, z.object(storedShape));
export type Assessment = AssessmentInputParsed & z.infer<z.ZodObject<typeof storedShape>>;

export const assessmentParamsSchema = z.object({
  patientId: patientIdSchema,
  assessmentId: assessmentIdSchema,
});

export const assessmentListQuerySchema = z.object({ kind: z.enum(ASSESSMENT_KINDS).optional() });

export const assessmentListResponseSchema = z.object({ assessments: z.array(assessmentSchema) });
