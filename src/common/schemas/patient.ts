/** Patient entity: one zod schema gives server validation, web types and form rules. */
import { z } from 'zod';
import { clinicalProfileSchema } from './clinical-profile.js';
import { pastDateSchema } from './iso-date.js';
import { textField } from './text-field.js';
import { memberRefSchema } from './user.js';

export const PATIENT_ID_PATTERN = /^[A-Za-z0-9._-]+$/;

export const patientIdSchema = z
  .string()
  .min(1, 'must not be empty')
  .max(64, 'must be at most 64 characters')
  .regex(PATIENT_ID_PATTERN, 'may contain only letters, digits, "-", "_" and "."')
  // "." and ".." would be rewritten by URL normalisation, so they can never be addressed.
  .refine((id) => !/^\.+$/.test(id), 'must not consist of dots only');

export const SEXES = ['female', 'male', 'other', 'unknown'] as const;
const sexSchema = z.enum(SEXES);

const birthDateSchema = pastDateSchema;

const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
const digitCount = (phone: string) => phone.replace(/\D/g, '').length;

/**
 * A phone number as people write it ("(11) 98765-4321", "+55 11 98765 4321"): digits with the
 * usual separators, 8 to 15 digits (ITU-T E.164 allows at most 15; 8 is a local number).
 */
export const phoneSchema = z
  .string()
  .trim()
  .max(32, 'must be at most 32 characters')
  .refine((phone) => PHONE_CHARACTERS.test(phone), {
    message: 'may contain only digits, spaces, "+", "-", "(", ")" and "."',
  })
  .refine((phone) => digitCount(phone) >= 8 && digitCount(phone) <= 15, {
    message: 'must have 8 to 15 digits',
  });

/** Body of `PUT /api/patients/:patientId`; unknown keys (a workspace id, say) are dropped. */
export const patientInputSchema = z.object({
  patientId: patientIdSchema.optional(),
  patientName: textField(120, { trim: true, required: true }),
  birthDate: birthDateSchema.nullable().optional(),
  sex: sexSchema.default('unknown'),
  restingHr: z.number().int().min(30).max(150).nullable().optional(),
  notes: textField(2000).default(''),
  /** Absent keeps the stored one (a client from before it existed must not erase it). */
  phone: phoneSchema.nullable().optional(),
  /**
   * Absent keeps the stored profile (a client or form that does not edit it must not erase it),
   * null clears it, an object replaces it whole.
   */
  clinicalProfile: clinicalProfileSchema.nullable().optional(),
});
export type PatientInput = z.input<typeof patientInputSchema>;
export type PatientInputParsed = z.output<typeof patientInputSchema>;

export const patientSchema = z.object({
  patientId: patientIdSchema,
  patientName: z.string(),
  birthDate: z.string().nullable(),
  sex: sexSchema,
  restingHr: z.number().int().nullable(),
  notes: z.string(),
  /** Optional: copies the web app kept before it existed have none. */
  phone: z.string().nullable().optional(),
  archivedAt: z.number().int().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  /**
   * 1 when created, +1 on every stored change; an edit sends it back as `If-Match`. A copy kept
   * by the web app before versions existed reads as 1, as every row was then migrated.
   */
  version: z.number().int().positive().default(1),
  /**
   * Who made the last stored change; null for a patient last changed before this was kept.
   * Optional: copies the web app kept before it existed, and patients made locally, have none.
   */
  updatedBy: memberRefSchema.nullable().optional(),
  /** Null when none was filled in; optional: copies kept by the web app before it existed. */
  clinicalProfile: clinicalProfileSchema.nullable().optional(),
});
export type Patient = z.infer<typeof patientSchema>;

/** What saving a patient sets: everything but its id, dates and version (and the profile, kept apart). */
type PatientContent = Omit<
  Patient,
  'patientId' | 'createdAt' | 'updatedAt' | 'version' | 'updatedBy' | 'clinicalProfile' | 'phone'
>;

/** A save stores absent optional fields as null and brings an archived patient back. */
export function patientContentOf(input: PatientInputParsed): PatientContent {
  return {
    patientName: input.patientName,
    birthDate: input.birthDate ?? null,
    sex: input.sex,
    restingHr: input.restingHr ?? null,
    notes: input.notes,
    archivedAt: null,
  };
}

export const patientParamsSchema = z.object({ patientId: patientIdSchema });

/**
 * What the front desk gets of each patient (SBIS S-RES: administrative staff kept from clinical
 * data): who the patient is by name and how to call them, nothing of their record, birth date or
 * sex included.
 */
export const FRONT_DESK_PATIENT_KEYS = ['patientId', 'patientName', 'phone'] as const;
export type FrontDeskPatient = Pick<Patient, (typeof FRONT_DESK_PATIENT_KEYS)[number]>;

/**
 * A patient as the list sends it: whole for the roles that read records, the front desk's names
 * only otherwise; what the front desk does not get reads as empty, so every screen sees a Patient.
 */
const listedPatientSchema = patientSchema.extend({
  birthDate: patientSchema.shape.birthDate.default(null),
  sex: sexSchema.default('unknown'),
  restingHr: patientSchema.shape.restingHr.default(null),
  notes: z.string().default(''),
  archivedAt: patientSchema.shape.archivedAt.default(null),
  createdAt: z.number().int().default(0),
  updatedAt: z.number().int().default(0),
});

export const patientListResponseSchema = z.object({ patients: z.array(listedPatientSchema) });
