/**
 * `GET /api/home/today`: the day's plan for the patient user, or why there is none
 * (common/home/home-eligibility.ts).
 */
import { z } from 'zod';
import { HOME_REFUSALS } from '../home/home-eligibility.js';
import { ACTIVITY_TYPES } from './activity.js';
import { intensitySchema } from './programme.js';

const bandSchema = z.object({ lowBpm: z.number().int(), highBpm: z.number().int() });

export const homePlanSchema = z.object({
  allowed: z.literal(true),
  /** The clinic's calendar day. */
  date: z.string(),
  programmeId: z.string(),
  prescription: z.object({
    version: z.number().int(),
    modality: z.enum(ACTIVITY_TYPES),
    minutes: z.number().int(),
    intensity: intensitySchema,
  }),
  phases: z.object({
    warmUpMin: z.number().int(),
    conditioningMin: z.number().int(),
    coolDownMin: z.number().int(),
  }),
  /** From the same limits function as the clinic's sessions (monitoring-limits.ts). */
  guidance: z.enum(['prescribed', 'borg-only', 'atrial-fibrillation', 'free']),
  band: bandSchema.nullable(),
  borg: z.object({ low: z.number().int(), high: z.number().int() }).nullable(),
  safetyMaxBpm: z.number().int().nullable(),
  sessionsPerWeek: z.number().int(),
  /** Sessions this ISO week (Monday first, the clinic's zone), home and clinic apart. */
  sessionsThisWeek: z.object({ home: z.number().int(), clinic: z.number().int() }),
  /** Which of the check-in's optional questions apply (common/home/check-in-questions.ts). */
  checkIn: z.object({ heartFailure: z.boolean(), diabetes: z.boolean() }),
});
export type HomePlan = z.infer<typeof homePlanSchema>;

export const homeRefusalSchema = z.object({
  allowed: z.literal(false),
  reason: z.enum(HOME_REFUSALS),
});

export const homeTodaySchema = z.union([homePlanSchema, homeRefusalSchema]);
export type HomeToday = z.infer<typeof homeTodaySchema>;

/** Body of `PUT …/programmes/:programmeId/home-clearance` (a physician of the clinic). */
export const homeClearanceInputSchema = z.object({ homeCleared: z.boolean() });

export const homeClearanceSchema = z.object({
  homeCleared: z.boolean(),
  /** Null until a physician decided. */
  at: z.number().int().nullable(),
  by: z.object({ id: z.string(), name: z.string() }).nullable(),
  registration: z.string().nullable(),
  /** Sessions recorded at the clinic for the patient since the programme started. */
  clinicSessionsDone: z.number().int(),
});
