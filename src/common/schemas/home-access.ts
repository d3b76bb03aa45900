/**
 * Patient users (PRODUCT.md section 12): the single-use code a member makes for a patient, and
 * the patient's acceptance of it. The code is the whole secret of the link `/join/:code`.
 */
import { z } from 'zod';
import { patientIdSchema } from './patient.js';

/** 32 random bytes in base64url: 43 characters. */
export const homeAccessCodeSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'must be the code of a home-access link');

/** Body of `POST /api/patients/:patientId/home-access`: where to e-mail the link, if anywhere. */
export const homeAccessInputSchema = z.object({
  email: z.email('must be an e-mail address').max(254).optional(),
});
export type HomeAccessInput = z.input<typeof homeAccessInputSchema>;

export const homeAccessSchema = z.object({
  code: homeAccessCodeSchema,
  /** The web app's join screen with the code (`/join/:code`). */
  link: z.string(),
  /** Ms since 1970: seven days after it was made. */
  expiresAt: z.number().int(),
  /** Whether it went out by e-mail (SMTP_URL set and an address given). */
  emailed: z.boolean(),
});
export type HomeAccess = z.infer<typeof homeAccessSchema>;

/** Body of `POST /api/home/join`. */
export const homeJoinInputSchema = z.object({ code: homeAccessCodeSchema });

/** What a patient user's account is linked to. */
export const homeLinkSchema = z.object({
  clinicId: z.string(),
  clinicName: z.string(),
  patientId: patientIdSchema,
  patientName: z.string(),
  linkedAt: z.number().int(),
  /** The clinic revoked the access (or archived the record): nothing more may be sent. */
  revoked: z.boolean(),
});
export type HomeLink = z.infer<typeof homeLinkSchema>;

/**
 * `GET /api/home/link`: null for an account that is no patient's user. `clinician`: the account
 * is a member of a clinic or keeps patients in its personal workspace; an account linked to a
 * patient that is neither is a *patient account* (decision 0017), whose browser opens only /me.
 */
export const homeLinkAnswerSchema = z.object({
  link: homeLinkSchema.nullable(),
  clinician: z.boolean(),
});
export type HomeLinkAnswer = z.infer<typeof homeLinkAnswerSchema>;

/** How long a home-access code may wait to be used (section 12: seven days). */
export const HOME_ACCESS_CODE_DAYS = 7;

/** `GET /api/patients/:patientId/home-access`: the patient's home access as the chart shows it. */
export const homeAccessStateSchema = z.object({
  /** The accounts linked now (revoked ones left out), oldest first. */
  links: z.array(z.object({ userId: z.string(), name: z.string(), linkedAt: z.number().int() })),
  /** The newest code not yet spent, revoked nor expired; only when it expires (never the code). */
  pendingCode: z.object({ createdAt: z.number().int(), expiresAt: z.number().int() }).nullable(),
  consent: z.object({
    /** The clinic's version in force. */
    sha256: z.string(),
    /** The patient's latest standing acceptance (any version), or null. */
    accepted: z.object({ sha256: z.string(), acceptedAt: z.number().int() }).nullable(),
  }),
});
export type HomeAccessState = z.infer<typeof homeAccessStateSchema>;
