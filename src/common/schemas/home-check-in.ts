/**
 * The check-in before every home session (PRODUCT.md section 12): yes/no questions (a missing
 * key is "no") and optional readings, as `PUT /api/home/check-ins/:checkInId` takes them.
 */
import { z } from 'zod';
import { epochMsSchema } from './epoch-ms.js';

export const CHECK_IN_QUESTIONS = [
  'chestPain',
  /** Unusual breathlessness. */
  'breathless',
  /** Dizziness or fainting. */
  'dizzy',
  'palpitations',
  /** Heart failure: ≥ 2 kg in 3 days. */
  'weightGain',
  /** Heart failure: new swelling. */
  'swelling',
  /** Fever or acute illness. */
  'ill',
] as const;
export type CheckInQuestion = (typeof CHECK_IN_QUESTIONS)[number];

export const checkInAnswersSchema = z
  .object({
    chestPain: z.boolean().default(false),
    breathless: z.boolean().default(false),
    dizzy: z.boolean().default(false),
    palpitations: z.boolean().default(false),
    weightGain: z.boolean().default(false),
    swelling: z.boolean().default(false),
    ill: z.boolean().default(false),
    /** Capillary glucose, mg/dL. */
    glucose: z.number().int().min(10).max(1000).nullable().default(null),
    sbp: z.number().int().min(50).max(300).nullable().default(null),
    dbp: z.number().int().min(20).max(200).nullable().default(null),
    hr: z.number().int().min(20).max(250).nullable().default(null),
  })
  .strict();
export type CheckInAnswers = z.output<typeof checkInAnswersSchema>;

/** What a check-in may flag: a yes to a question, or a reading out of the safe range. */
export const RED_FLAGS = [
  ...CHECK_IN_QUESTIONS,
  'glucoseLow',
  'glucoseHigh',
  'bpHigh',
  'sbpLow',
] as const;
export type RedFlag = (typeof RED_FLAGS)[number];

export const checkInIdSchema = z.uuid('must be a UUID').toLowerCase();
export const checkInParamsSchema = z.object({ checkInId: checkInIdSchema });

/** Body of `PUT /api/home/check-ins/:checkInId`: `at` is when the patient answered. */
export const checkInInputSchema = z.object({ answers: checkInAnswersSchema, at: epochMsSchema });
export type CheckInInput = z.input<typeof checkInInputSchema>;

export const checkInSchema = z.object({
  checkInId: z.string(),
  at: z.number().int(),
  /** The clinic's calendar day of `at`. */
  date: z.string(),
  answers: checkInAnswersSchema,
  /** Empty: the session may go on; else no session that day (section 12's advice). */
  redFlags: z.array(z.enum(RED_FLAGS)),
});
export type CheckIn = z.infer<typeof checkInSchema>;
