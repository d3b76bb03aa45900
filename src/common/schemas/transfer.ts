/** Moving patients from the personal workspace into a clinic (`POST /api/patient-transfers`). */
import { z } from 'zod';
import { patientIdSchema } from './patient.js';

export const MAX_TRANSFER_PATIENTS = 200;

export const patientTransferSchema = z.object({
  /** The destination clinic; the user must be a member who may write there. */
  clinicId: z.string().trim().min(1).max(64),
  patientIds: z
    .array(patientIdSchema)
    .min(1, 'choose at least one patient')
    .max(MAX_TRANSFER_PATIENTS)
    .refine((ids) => new Set(ids).size === ids.length, 'must not repeat a patient'),
});
export type PatientTransfer = z.infer<typeof patientTransferSchema>;

export const patientTransferResultSchema = z.object({
  moved: z.array(z.object({ patientId: z.string(), sessions: z.number().int().min(0) })),
});
export type PatientTransferResult = z.infer<typeof patientTransferResultSchema>;
