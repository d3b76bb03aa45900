/**
 * A clinic's settings that its owner or admin chooses. The inactivity lock hides patient data
 * after this many minutes without input and cannot be turned off (SBIS S-RES NGS1 and HIPAA
 * §164.312(a)(2)(iii), automatic logoff); a personal workspace uses the default.
 * The HR-max formula estimates zones for a patient with no measured peak; one per clinic, so two
 * tablets never compute different zones for one patient (PRODUCT.md section 10).
 */
import { z } from 'zod';
import { timeZoneSchema, UTC_TIME_ZONE } from '../dates/time-zone.js';
import { HR_MAX_FORMULAS } from '../metrics/hr-max.js';

export const DEFAULT_INACTIVITY_LOCK_MINUTES = 15;
export const MIN_INACTIVITY_LOCK_MINUTES = 1;
export const MAX_INACTIVITY_LOCK_MINUTES = 60;

export const inactivityLockMinutesSchema = z
  .number({ error: 'must be a whole number of minutes' })
  .int('must be a whole number of minutes')
  .min(MIN_INACTIVITY_LOCK_MINUTES, `must be at least ${MIN_INACTIVITY_LOCK_MINUTES} minute`)
  .max(MAX_INACTIVITY_LOCK_MINUTES, `must be at most ${MAX_INACTIVITY_LOCK_MINUTES} minutes`);

export const DEFAULT_HR_MAX_FORMULA = 'fox' satisfies (typeof HR_MAX_FORMULAS)[number];
export const hrMaxFormulaSchema = z.enum(HR_MAX_FORMULAS, {
  error: `must be one of ${HR_MAX_FORMULAS.join(', ')}`,
});

/**
 * A clinic that never chose a zone uses UTC: the server cannot know where it stands, and UTC is
 * what every summary and trend used before the zone existed. The web sends its own zone on each
 * request anyway; the clinic's is for callers that send none and for the schedule's "today".
 */
export const DEFAULT_CLINIC_TIME_ZONE = UTC_TIME_ZONE;

export const clinicSettingsSchema = z.object({
  inactivityLockMinutes: inactivityLockMinutesSchema,
  hrMaxFormula: hrMaxFormulaSchema,
  /** Members must sign in with two-factor (SBIS S-RES NGS2); a personal workspace: false. */
  requireTwoFactor: z.boolean({ error: 'must be true or false' }),
  /** IANA zone of the clinic's calendar; changed by whoever may change the formula. */
  timeZone: timeZoneSchema,
});
export type ClinicSettings = z.infer<typeof clinicSettingsSchema>;

/** Body of PUT: the settings to change, the others kept; at least one. */
export const clinicSettingsChangeSchema = clinicSettingsSchema
  .partial()
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    path: ['inactivityLockMinutes'],
    message: 'give inactivityLockMinutes, hrMaxFormula, requireTwoFactor or timeZone',
  });
export type ClinicSettingsChange = z.infer<typeof clinicSettingsChangeSchema>;

/** What GET answers: the settings and whether this user may change them. */
export const clinicSettingsAnswerSchema = clinicSettingsSchema.extend({
  /** Absent from an older server: UTC, what it used. */
  timeZone: timeZoneSchema.default(DEFAULT_CLINIC_TIME_ZONE),
  /**
   * The inactivity lock and the two-factor requirement (a clinic's owner or admin; never in a
   * personal workspace).
   */
  canChange: z.boolean(),
  /**
   * Whether those may also be loosened (a longer lock, the requirement off): the owner only;
   * an admin may only tighten them. Absent from an older server: treated as false.
   */
  canLoosen: z.boolean().default(false),
  /**
   * The HR-max formula and the time zone (a clinic's owner or admin; the owner of a personal
   * workspace).
   */
  canChangeHrMaxFormula: z.boolean(),
});
export type ClinicSettingsAnswer = z.infer<typeof clinicSettingsAnswerSchema>;
