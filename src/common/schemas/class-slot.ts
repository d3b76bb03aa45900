/**
 * The clinic's week (PRODUCT.md section 13): recurring class slots with the staff in charge, the
 * patients enrolled in each, and each day's attendance (checked in, absent with a reason, no-show)
 * as the front desk records it. Nothing here is clinical: names, times and who came.
 */
import { z } from 'zod';
import { addDaysToDate, weekdayOfDate } from '../dates/calendar-date.js';
import { timeZoneQuerySchema } from '../dates/time-zone.js';
import { EARLIEST_DATE, isoDateSchema, latestTodayAnywhere } from './iso-date.js';
import { patientIdSchema } from './patient.js';
import { textField } from './text-field.js';
import { memberRefSchema } from './user.js';

export const slotIdSchema = patientIdSchema;

const START_TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
/** A member's user id as Better Auth makes it (letters, digits, `-`, `_`). */
const staffIdSchema = z
  .string()
  .min(1, 'must not be empty')
  .max(64, 'must be at most 64 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'must be a member id');

/** Body of `PUT /api/class-slots/:slotId`; weekdays are 0–6 with Sunday 0, kept sorted. */
export const classSlotInputSchema = z.object({
  name: textField(80, { trim: true, required: true, identity: true }),
  weekdays: z
    .array(z.number().int().min(0).max(6), { error: 'must be a list of weekdays 0–6' })
    .min(1, 'must name at least one weekday')
    .max(7)
    .refine((days) => new Set(days).size === days.length, 'must not repeat a weekday')
    .transform((days) => [...days].sort((a, b) => a - b)),
  /** The clinic's local time. */
  startTime: z.string().regex(START_TIME, 'must be a time as HH:MM'),
  durationMin: z.number().int().min(10).max(240),
  capacity: z.number().int().min(1).max(60),
  staffIds: z
    .array(staffIdSchema)
    .max(20)
    .refine((ids) => new Set(ids).size === ids.length, 'must not repeat a member')
    .default([]),
});
export type ClassSlotInput = z.input<typeof classSlotInputSchema>;
export type ClassSlotInputParsed = z.output<typeof classSlotInputSchema>;

export const classSlotSchema = z.object({
  slotId: slotIdSchema,
  name: z.string(),
  weekdays: z.array(z.number().int()),
  startTime: z.string(),
  durationMin: z.number().int(),
  capacity: z.number().int(),
  staffIds: z.array(z.string()),
  /** The patients expected in it, by id. */
  enrolled: z.array(z.string()),
  version: z.number().int().positive(),
  updatedAt: z.number().int(),
  updatedBy: memberRefSchema,
});
export type ClassSlot = z.infer<typeof classSlotSchema>;

export const classSlotResponseSchema = z.object({ slot: classSlotSchema });
export const classSlotListSchema = z.object({ slots: z.array(classSlotSchema) });

export const slotParamsSchema = z.object({ slotId: slotIdSchema });
export const enrolmentParamsSchema = z.object({
  slotId: slotIdSchema,
  patientId: patientIdSchema,
});

/**
 * A slot's day: from 1900 to the day after the latest "today" anywhere (the front desk may look at
 * tomorrow's list the evening before, never further).
 */
export const slotDaySchema = isoDateSchema
  .refine((date) => date >= EARLIEST_DATE, `must not be before ${EARLIEST_DATE}`)
  .refine((date) => date <= nextDay(latestTodayAnywhere()), 'must not be later than tomorrow');

export const slotDayParamsSchema = z.object({ slotId: slotIdSchema, date: slotDaySchema });
export const slotDayPatientParamsSchema = slotDayParamsSchema.extend({
  patientId: patientIdSchema,
});

export const ATTENDANCE_STATUSES = ['checked-in', 'absent', 'no-show'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
export const ABSENCE_REASONS = [
  'ill',
  'hospitalised',
  'transport',
  'work',
  'no-notice',
  'other',
] as const;
export type AbsenceReason = (typeof ABSENCE_REASONS)[number];

/** Body of `PUT …/days/:date/patients/:patientId`: a reason only, and always, for an absence. */
export const attendanceMarkInputSchema = z
  .object({
    status: z.enum(ATTENDANCE_STATUSES),
    reason: z.enum(ABSENCE_REASONS).nullable().optional(),
  })
  .refine((mark) => mark.status !== 'absent' || mark.reason, {
    path: ['reason'],
    message: 'an absence needs a reason',
  })
  .refine((mark) => mark.status === 'absent' || !mark.reason, {
    path: ['reason'],
    message: 'only an absence has a reason',
  })
  .transform((mark) => ({ status: mark.status, reason: mark.reason ?? null }));
export type AttendanceMarkInput = z.input<typeof attendanceMarkInputSchema>;

export const attendanceMarkSchema = z.object({
  status: z.enum(ATTENDANCE_STATUSES),
  reason: z.enum(ABSENCE_REASONS).nullable(),
  at: z.number().int(),
  by: memberRefSchema,
});
export type AttendanceMark = z.infer<typeof attendanceMarkSchema>;

/** One patient of a slot's day: enrolled (expected) or a walk-in, and what was recorded. */
export const slotDayPatientSchema = z.object({
  patientId: z.string(),
  patientName: z.string(),
  enrolled: z.boolean(),
  mark: attendanceMarkSchema.nullable(),
});
export type SlotDayPatient = z.infer<typeof slotDayPatientSchema>;

export const slotDaySchemaAnswer = z.object({
  slot: classSlotSchema,
  date: z.string(),
  patients: z.array(slotDayPatientSchema),
});
export type SlotDay = z.infer<typeof slotDaySchemaAnswer>;

/**
 * `GET /api/missed-sessions?date=&timeZone=`: who missed their last two expected sessions up to
 * `date` (left out: today in `timeZone`, else the clinic's zone).
 */
export const missedSessionsQuerySchema = timeZoneQuerySchema.extend({
  date: slotDaySchema.optional(),
});
export const missedPatientSchema = z.object({
  patientId: z.string(),
  patientName: z.string(),
  /** The number to call; null when none was registered. */
  phone: z.string().nullable(),
  /** The two missed sessions, newest first. */
  missed: z.array(
    z.object({
      slotId: z.string(),
      date: z.string(),
      /** `unrecorded`: a past expected day with no check-in nor absence recorded. */
      status: z.enum(['absent', 'no-show', 'unrecorded']),
    }),
  ),
});
export type MissedPatient = z.infer<typeof missedPatientSchema>;
export const missedSessionsAnswerSchema = z.object({ patients: z.array(missedPatientSchema) });

const nextDay = (date: string) => addDaysToDate(date, 1);

/** The weekday (0–6, Sunday 0) of a YYYY-MM-DD date. */
export const weekdayOf = weekdayOfDate;
