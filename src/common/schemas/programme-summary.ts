/**
 * A programme's progress and discharge summary (PRODUCT.md section 10):
 * `GET /api/patients/:patientId/programmes/:programmeId/summary` computes it from the sessions
 * and assessments; `POST …/discharge` stores it with the recommendations and freezes it.
 */
import { z } from 'zod';
import { ALARM_RULES } from '../alarms/alarm-rules.js';
import { timeZoneQuerySchema } from '../dates/time-zone.js';
import { activityTypeSchema } from './activity.js';
import { ABSENCE_REASONS } from './class-slot.js';
import { patientIdSchema } from './patient.js';
import { textField } from './text-field.js';
import { memberRefSchema } from './user.js';

const bandSchema = z.object({ lowBpm: z.number().int(), highBpm: z.number().int() });
/**
 * A rule's excursions (each signal loss for no-signal: common/alarms/alarm-counts), every alert
 * and the acknowledgements; a summary frozen at discharge before these were kept lacks the two.
 */
const ruleCountSchema = z.object({
  rule: z.enum(ALARM_RULES),
  count: z.number().int(),
  alerts: z.number().int().optional(),
  acks: z.number().int().optional(),
});

export const summarySessionSchema = z.object({
  activityId: z.string(),
  startedAt: z.number().int(),
  type: activityTypeSchema,
  durationMs: z.number().int(),
  activeTimeMs: z.number().int(),
  /** The band in force: the prescription version current when the session started, else the session's own. */
  target: bandSchema.nullable(),
  targetSource: z.enum(['prescription', 'session']).nullable(),
  /** Null without a target band. */
  timeInTargetMs: z.number().int().nullable(),
  /** Share of the active time, 0–100. */
  timeInTargetPct: z.number().nullable(),
  hrAvg: z.number().nullable(),
  hrMax: z.number().nullable(),
  avgPowerW: z.number().nullable(),
  avgSpeedKmh: z.number().nullable(),
  /** Estimated by the ACSM metabolic equations from speed (walking, level) or power (cycling). */
  estimatedMets: z.number().nullable(),
  rpe: z.number().nullable(),
  /** Alarms that went off (advisories apart), one per excursion. */
  alarmCount: z.number().int(),
  alarms: z.array(ruleCountSchema),
  advisories: z.array(ruleCountSchema),
  /** Time above the safety maximum (common/alarms/time-above-max); absent in older frozen ones. */
  timeAboveMaxMs: z.number().int().optional(),
  /** Where the session was done; absent in older frozen ones (the clinic's). */
  setting: z.enum(['clinic', 'home']).optional(),
});
export type SummarySession = z.infer<typeof summarySessionSchema>;

export const attendanceWeekSchema = z.object({
  /** 1 for the week starting on the programme's start date. */
  week: z.number().int().positive(),
  startDate: z.string(),
  sessions: z.number().int(),
  prescribed: z.number().int(),
  /** Of `sessions`, those done at home (PRODUCT.md section 12); absent in older frozen ones. */
  home: z.number().int().optional(),
});
export type AttendanceWeek = z.infer<typeof attendanceWeekSchema>;

const settingCountSchema = z.object({
  sessions: z.number().int(),
  /** Share of the prescribed sessions of the weeks so far, 0–100 (common/programme/setting-adherence). */
  adherencePct: z.number().int().nullable(),
});
/** Home and clinic sessions apart, each with its adherence to the prescribed frequency. */
export const settingTotalsSchema = z.object({
  clinic: settingCountSchema,
  home: settingCountSchema,
});
export type SettingTotals = z.infer<typeof settingTotalsSchema>;

/**
 * Per programme week, the class-slot attendance the front desk recorded (PRODUCT.md section 13):
 * attended (checked in), absent with a reason (counted by reason) and no-show.
 */
export const adherenceWeekSchema = z.object({
  week: z.number().int().positive(),
  startDate: z.string(),
  attended: z.number().int(),
  absent: z.number().int(),
  noShow: z.number().int(),
  reasons: z.partialRecord(z.enum(ABSENCE_REASONS), z.number().int()),
});
export type AdherenceWeek = z.infer<typeof adherenceWeekSchema>;

/** A BP or SpO₂ reading entered during a session. */
export const sessionEntrySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('bp'),
    at: z.number().int(),
    activityId: z.string(),
    systolic: z.number().int(),
    diastolic: z.number().int(),
  }),
  z.object({
    kind: z.literal('spo2'),
    at: z.number().int(),
    activityId: z.string(),
    value: z.number().int(),
  }),
]);
export type SessionEntry = z.infer<typeof sessionEntrySchema>;

const measuredSchema = z.object({ assessmentId: z.string(), date: z.string(), value: z.number() });

/** Baseline (the entry assessment, common/programme/outcomes.ts) against the newest. */
export const outcomeSchema = z.object({
  baseline: measuredSchema,
  /** Null while the baseline is the only one. */
  latest: measuredSchema.nullable(),
  change: z.number().nullable(),
  changePct: z.number().nullable(),
});
export type Outcome = z.infer<typeof outcomeSchema>;

export const OUTCOME_KEYS = [
  'sixMinuteWalkM',
  'peakMets',
  'restingSbp',
  'restingDbp',
  'restingHr',
  'weightKg',
] as const;
export type OutcomeKey = (typeof OUTCOME_KEYS)[number];

export const dischargeSchema = z.object({
  at: z.number().int(),
  by: memberRefSchema,
  recommendations: z.string(),
});

export const programmeSummarySchema = z.object({
  patientId: patientIdSchema,
  programmeId: z.string(),
  phase: z.number().int(),
  startDate: z.string(),
  riskClass: z.string(),
  status: z.enum(['active', 'discharged']),
  /** When this summary was computed (for a discharged programme: when it was frozen). */
  computedAt: z.number().int(),
  plannedSessions: z.number().int(),
  sessionsPerWeek: z.number().int(),
  sessionsDone: z.number().int(),
  weeks: z.array(attendanceWeekSchema),
  /** Home and clinic sessions apart; absent in summaries frozen before home sessions. */
  settings: settingTotalsSchema.optional(),
  /** The schedule's adherence, week by week like `weeks`; absent in summaries frozen before it. */
  adherence: z.array(adherenceWeekSchema).optional(),
  sessions: z.array(summarySessionSchema),
  entries: z.array(sessionEntrySchema),
  outcomes: z.partialRecord(z.enum(OUTCOME_KEYS), outcomeSchema),
  /** Questionnaires by name, each compared like the outcomes. */
  questionnaires: z.array(outcomeSchema.extend({ name: z.string() })),
  /** Every alarm of the programme's sessions by rule (the discharge summary's alarms). */
  alarmTotals: z.array(ruleCountSchema),
  /** Null until discharged; then the summary is the one stored at discharge. */
  discharge: dischargeSchema.nullable(),
});
export type ProgrammeSummary = z.infer<typeof programmeSummarySchema>;

export const programmeSummaryResponseSchema = z.object({ summary: programmeSummarySchema });

/** The reader's zone: the days and weeks of the attendance (POST discharge takes it too). */
export const summaryQuerySchema = timeZoneQuerySchema;

/** Body of `POST …/programmes/:programmeId/discharge`. */
export const dischargeInputSchema = z.object({
  /** Phase 3/4 recommendations for the patient and their next carers. */
  recommendations: textField(4000).default(''),
});
export type DischargeInput = z.input<typeof dischargeInputSchema>;
