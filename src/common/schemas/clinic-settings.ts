/**
 * A clinic's settings that its owner or admin chooses. The inactivity lock hides patient data
 * after this many minutes without input and cannot be turned off (SBIS S-RES NGS1 and HIPAA
 * §164.312(a)(2)(iii), automatic logoff); a personal workspace uses the default.
 */
import { z } from 'zod';

export const DEFAULT_INACTIVITY_LOCK_MINUTES = 15;
export const MIN_INACTIVITY_LOCK_MINUTES = 1;
export const MAX_INACTIVITY_LOCK_MINUTES = 60;

export const inactivityLockMinutesSchema = z
  .number({ error: 'must be a whole number of minutes' })
  .int('must be a whole number of minutes')
  .min(MIN_INACTIVITY_LOCK_MINUTES, `must be at least ${MIN_INACTIVITY_LOCK_MINUTES} minute`)
  .max(MAX_INACTIVITY_LOCK_MINUTES, `must be at most ${MAX_INACTIVITY_LOCK_MINUTES} minutes`);

export const clinicSettingsSchema = z.object({
  inactivityLockMinutes: inactivityLockMinutesSchema,
});
export type ClinicSettings = z.infer<typeof clinicSettingsSchema>;

/** What GET answers: the settings and whether this user may change them. */
export const clinicSettingsAnswerSchema = clinicSettingsSchema.extend({
  canChange: z.boolean(),
});
export type ClinicSettingsAnswer = z.infer<typeof clinicSettingsAnswerSchema>;
