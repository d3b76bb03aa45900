/**
 * The patient's clinical profile (PRODUCT.md section 10): what changes how they may exercise.
 * Every field is optional; the prescription reads `deviceLimitBpm` to cap its safety maximum, and
 * monitoring runs without a heart-rate band for a patient in atrial fibrillation (issue 34).
 */
import { z } from 'zod';
import { pastDateSchema } from './iso-date.js';
import { textField } from './text-field.js';

export const IMPLANTED_DEVICES = ['none', 'pacemaker', 'icd', 'crt'] as const;
export const COMORBIDITIES = ['diabetes', 'hypertension', 'copd'] as const;

/** ICD-10 as WHO writes it: a letter, two digits, then an optional dot and up to 4 more. */
const ICD10_PATTERN = /^[A-Z][0-9]{2}(?:\.[0-9A-Z]{1,4})?$/;

export const clinicalProfileSchema = z
  .object({
    diagnosis: textField(500, { trim: true }).default(''),
    icd10: z
      .string()
      .trim()
      .toUpperCase()
      .regex(ICD10_PATTERN, 'must be an ICD-10 code such as I21.4')
      .nullable()
      .default(null),
    eventDate: pastDateSchema.nullable().default(null),
    procedure: textField(500, { trim: true }).default(''),
    lvefPct: z.number().int().min(5).max(90).nullable().default(null),
    medications: textField(2000).default(''),
    betaBlocker: z.boolean().default(false),
    implantedDevice: z.enum(IMPLANTED_DEVICES).default('none'),
    /** The device's rate limit (an ICD's lowest detection zone, a pacemaker's upper rate). */
    deviceLimitBpm: z.number().int().min(60).max(250).nullable().default(null),
    /**
     * Permanent or persistent atrial fibrillation: an irregular ventricular rate makes a HR band
     * unreliable, so effort is guided by Borg unless the prescription sets a band.
     */
    atrialFibrillation: z.boolean().default(false),
    /** A set: sent in any order, with repeats, it is stored sorted and once each. */
    comorbidities: z
      .array(z.enum(COMORBIDITIES))
      .max(COMORBIDITIES.length * 2)
      .default([])
      .transform((list) => COMORBIDITIES.filter((c) => list.includes(c))),
  })
  // An ICD shocks above its limit: a device whose limit nobody wrote down cannot cap a target.
  .refine((p) => p.implantedDevice === 'none' || p.deviceLimitBpm !== null, {
    path: ['deviceLimitBpm'],
    message: 'is required with an implanted device',
  })
  .refine((p) => p.implantedDevice !== 'none' || p.deviceLimitBpm === null, {
    path: ['deviceLimitBpm'],
    message: 'must be null without an implanted device',
  });
export type ClinicalProfile = z.output<typeof clinicalProfileSchema>;
export type ClinicalProfileInput = z.input<typeof clinicalProfileSchema>;

/** A stored profile as JSON: one saved before the AF flag existed reads it as false. */
export function clinicalProfileFromStored(stored: string): ClinicalProfile {
  return {
    atrialFibrillation: false,
    ...(JSON.parse(stored) as Partial<ClinicalProfile>),
  } as ClinicalProfile;
}

/** Stored as JSON in this key order, so equal profiles are equal strings (a replay writes nothing). */
export function storedClinicalProfile(profile: ClinicalProfile): string {
  return JSON.stringify({
    diagnosis: profile.diagnosis,
    icd10: profile.icd10,
    eventDate: profile.eventDate,
    procedure: profile.procedure,
    lvefPct: profile.lvefPct,
    medications: profile.medications,
    betaBlocker: profile.betaBlocker,
    implantedDevice: profile.implantedDevice,
    deviceLimitBpm: profile.deviceLimitBpm,
    comorbidities: profile.comorbidities,
    // Only when set, so a profile stored before the flag existed reads equal (a replay).
    ...(profile.atrialFibrillation ? { atrialFibrillation: true } : {}),
  } satisfies Omit<ClinicalProfile, 'atrialFibrillation'> &
    Partial<Pick<ClinicalProfile, 'atrialFibrillation'>>);
}
