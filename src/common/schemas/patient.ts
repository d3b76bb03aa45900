/** Patient entity: one zod schema gives server validation, web types and form rules. */
import { z } from 'zod';

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

const isoDateSchema = z.iso.date('must be a date as YYYY-MM-DD');

const birthDateSchema = isoDateSchema.refine(
  (value) => value <= new Date().toISOString().slice(0, 10),
  'must not be in the future',
);

/** Body of `PUT /api/patients/:patientId`; unknown keys (a workspace id, say) are dropped. */
export const patientInputSchema = z.object({
  patientId: patientIdSchema.optional(),
  patientName: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(120, 'must be at most 120 characters'),
  birthDate: birthDateSchema.nullable().optional(),
  sex: sexSchema.default('unknown'),
  restingHr: z.number().int().min(30).max(150).nullable().optional(),
  notes: z.string().max(2000, 'must be at most 2000 characters').default(''),
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
  archivedAt: z.number().int().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type Patient = z.infer<typeof patientSchema>;

/** What saving a patient sets: everything but its id and dates. */
type PatientContent = Omit<Patient, 'patientId' | 'createdAt' | 'updatedAt'>;

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

export const patientListResponseSchema = z.object({ patients: z.array(patientSchema) });
