/**
 * Physician reviews of a programme (PRODUCT.md section 10): a note, optionally signed. Only a
 * member marked as physician with a professional registration (CRM …) may sign; a signature keeps
 * who, when and the SHA-256 of the plan it signed, so a later change shows as "changed since
 * signed". An electronic signature recorded by Ritmo, not an ICP-Brasil digital signature.
 */
import { z } from 'zod';
import { PROFESSIONS } from '../clinic/professions.js';
import { MAX_PASSWORD_LENGTH } from '../password/password-limits.js';
import { patientIdSchema } from './patient.js';
import { textField } from './text-field.js';
import { memberRefSchema } from './user.js';

/** Body of `PUT /api/clinicians/:userId`: the member's clinical role in this workspace. */
export const clinicianInputSchema = z
  .object({
    physician: z.boolean(),
    /**
     * What they are (professions.ts); absent, as from clients before it existed: a physician
     * when flagged as one, else "other".
     */
    profession: z.enum(PROFESSIONS).optional(),
    /** Professional registration, e.g. "CRM-SP 123456", "CREFITO-3 12345-F", "COREN-SP 1234". */
    registration: textField(40, { trim: true, identity: true }).default(''),
  })
  .refine((c) => !c.physician || c.registration !== '', {
    path: ['registration'],
    message: 'is required for a physician',
  })
  // Only physicians sign plans: the flag on another profession would let them.
  .refine((c) => !c.physician || (c.profession ?? 'physician') === 'physician', {
    path: ['profession'],
    message: 'only a physician is marked as one (signs plans)',
  });
export type ClinicianInput = z.input<typeof clinicianInputSchema>;

export const clinicianSchema = z.object({
  userId: z.string(),
  physician: z.boolean(),
  // A copy of the list kept on a device from before professions: as the migration fills it.
  profession: z.enum(PROFESSIONS).default('other'),
  registration: z.string(),
  updatedAt: z.number().int(),
});
export type Clinician = z.infer<typeof clinicianSchema>;

export const clinicianParamsSchema = z.object({ userId: z.string().min(1).max(64) });

/** SHA-256 (hex) of a plan (`planContentOf`), as `GET …/reviews` answers it. */
export const planSha256Schema = z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 in hex');

/**
 * Body of `POST …/programmes/:programmeId/reviews`. A signature carries the physician's password
 * (re-authentication: whoever holds an unlocked device must not sign in their name) and the
 * SHA-256 of the plan they read, so what is stored as signed is what was shown.
 */
export const reviewInputSchema = z
  .object({
    note: textField(2000).default(''),
    sign: z.boolean().default(false),
    password: z.string().max(MAX_PASSWORD_LENGTH).optional(),
    planSha256: planSha256Schema.optional(),
  })
  .refine((r) => r.sign || r.note.trim() !== '', {
    path: ['note'],
    message: 'an unsigned review needs a note',
  })
  .refine((r) => !r.sign || (r.password ?? '') !== '', {
    path: ['password'],
    message: 'type your password to sign',
  })
  .refine((r) => !r.sign || r.planSha256 !== undefined, {
    path: ['planSha256'],
    message: 'the plan read before signing is needed',
  });
export type ReviewInput = z.input<typeof reviewInputSchema>;

export const reviewSchema = z.object({
  reviewId: z.string(),
  at: z.number().int(),
  note: z.string(),
  signed: z.boolean(),
  by: memberRefSchema,
  /** The signer's registration at the time; null on an unsigned review. */
  registration: z.string().nullable(),
  /** SHA-256 (hex) of the plan signed (`planContentOf`); null on an unsigned review. */
  planSha256: z.string().nullable(),
  /** Whether the plan changed after this signature; null on an unsigned review. */
  changedSinceSigned: z.boolean().nullable(),
  /**
   * Where a signature was made: `this` workspace, or `other` — the one a transferred patient came
   * from, kept as history; it is not this workspace's signature. Null on an unsigned review (and
   * on a copy kept on a device from before the field existed).
   */
  signedInWorkspace: z.enum(['this', 'other']).nullable().default(null),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * Why a signature is owed: the plan was never signed here, it changed since signed, its only
 * signatures were made in the workspace it was transferred from, or 30 days passed.
 */
export const DUE_REASONS = [
  'unsigned',
  'changed-since-signed',
  'signed-in-other-workspace',
  'interval-due',
] as const;
export type DueReason = (typeof DUE_REASONS)[number];

/** One row of `GET /api/reviews/due`: an active programme whose signature is owed. */
export const dueReviewSchema = z.object({
  patientId: patientIdSchema,
  programmeId: z.string(),
  startDate: z.string(),
  /** When the last review signed in this workspace was made; null when there has been none. */
  lastSignedAt: z.number().int().nullable(),
  /** Since when it is owed (ms): see `dueReviewOf`. */
  dueAt: z.number().int(),
  reason: z.enum(DUE_REASONS),
});
export type DueReview = z.infer<typeof dueReviewSchema>;
