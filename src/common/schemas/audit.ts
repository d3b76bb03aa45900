/**
 * The audit trail: one event per data write and per read of one patient's records, in a
 * workspace, as `GET /api/audit` pages it and the clinic's settings list it.
 */
import { z } from 'zod';
import { epochQuerySchema } from './epoch-ms.js';
import { patientIdSchema } from './patient.js';

/** Every action the trail records; a closed list, so filters and labels can rely on it. */
export const AUDIT_ACTIONS = [
  /** A patient created or changed (PUT with other content; a replay writes nothing). */
  'patient.write',
  /** A patient archived (DELETE). */
  'patient.archive',
  /** A patient and their sessions moved from a personal workspace into a clinic (both log it). */
  'patient.transfer',
  /** A session's first save, or its notes changed. */
  'activity.write',
  /** A session deleted (soft delete). */
  'activity.delete',
  /** A session's whole record read (`GET /api/activities/:id`, the screen). */
  'activity.read',
  /** The same read for a CSV download (`?purpose=csv`). */
  'activity.csv',
  /** The same read for a printed report (`?purpose=print`). */
  'activity.print',
  /**
   * Sessions copied to the device for offline use by the app itself, in the background
   * (`GET /api/activities/offline-copies`): one event per batch naming its patients in
   * `patientIds`, not a person opening them.
   */
  'activity.offline-copy',
  'patient.trend.read',
  'patient.fhir.read',
  /** The whole workspace exported (`GET /api/export`): every patient, so none is named. */
  'workspace.export',
  /** A patient's assessment created or changed (a replay writes nothing). */
  'assessment.write',
  /** A patient's assessments read (one, or the list). */
  'assessment.read',
  /** A rehabilitation programme created or changed. */
  'programme.write',
  /** A patient's programmes, one of them, or a prescription's history read. */
  'programme.read',
  /** A programme's progress or discharge summary read (screen or print). */
  'programme.summary.read',
  /** A programme discharged: its summary frozen with the recommendations. */
  'programme.discharge',
  /** A new prescription version (target and caps computed by the server). */
  'prescription.write',
  /** A programme reviewed, signed or not (a signature keeps the plan's SHA-256). */
  'review.write',
  /** A member marked physician or not, with their registration. */
  'clinician.write',
  /** One patient's record read (`GET /api/patients/:patientId`). */
  'patient.read',
  /** A patient's list of sessions read (`GET /api/activities?patientId=`). */
  'activity.list',
  // Who may access the records: clinics and their members (detail names the subject).
  'clinic.create',
  /** detail: the new name. */
  'clinic.rename',
  /** A clinic setting changed; detail: `name: old → new` (e.g. `hrMaxFormula: fox → tanaka`). */
  'clinic.settings-change',
  /** Logged in the deleted clinic's own trail, which outlives it. */
  'clinic.delete',
  /** detail: the invited e-mail and role. */
  'clinic.invite',
  /** detail: the invited e-mail. */
  'clinic.invite-cancel',
  /** By the person who joins; detail: their role. */
  'clinic.invite-accept',
  /** detail: the member's e-mail and new role. */
  'clinic.role-change',
  /** detail: the removed member's e-mail. */
  'clinic.member-remove',
  'clinic.member-leave',
  // Accounts: in the personal trail and in that of each clinic the account belongs to.
  'account.sign-in',
  /** A wrong password for an existing account (the actor is the account tried). */
  'account.sign-in-failed',
  /** A sign-in's second step refused: a wrong or spent code, or too many of them. */
  'account.two-factor-failed',
  'account.password-change',
  /** A password set anew through a one-time reset link (e-mailed, an admin's or the shell's). */
  'account.password-reset',
  /** Two-factor sign-in turned on (an authenticator app's code confirmed) or off (password). */
  'account.two-factor-enable',
  'account.two-factor-disable',
  /** A single-use backup code spent instead of the authenticator's code. */
  'account.backup-code-use',
  /** A new set of backup codes made; the old ones no longer work. */
  'account.backup-codes-new',
  /** A passkey registered or removed; detail: its name. */
  'account.passkey-add',
  'account.passkey-remove',
  /** One of the account's sessions ended from Settings → Account ("sign out there"). */
  'account.session-revoke',
  /** An owner or admin made a one-time password reset link; detail: the member's e-mail. */
  'clinic.reset-link',
  /** The class attendance list read (`GET /api/attendance`); `patientIds` names those listed. */
  'attendance.read',
  /** A class slot created or changed (owner/admin); detail: its name. */
  'slot.write',
  /** A class slot deleted with its enrolments; detail: its name. */
  'slot.delete',
  /** A patient enrolled in a slot, or taken out of it (detail: `enrol`/`unenrol` and the slot). */
  'slot.enrol',
  /** A check-in, absence or no-show recorded; detail: slot, date, status and reason. */
  'slot.attendance',
  /** A slot's day read (who is expected and their status); `patientIds` names those listed. */
  'slot.day.read',
  // Home sessions (PRODUCT.md section 12): the patient user's access, consent, check-ins.
  /** A single-use home-access code made for the patient; detail: the e-mail it went to. */
  'home.access-grant',
  /** The patient's home access revoked: its codes and linked accounts. */
  'home.access-revoke',
  /** An account linked to the patient with a code (by the patient user). */
  'home.join',
  /** The clinic's telemonitoring consent replaced (owner/admin); detail: `homeConsent: old → new` SHA-256. */
  'home.consent-text',
  /** The patient user accepted the consent; detail: the version's SHA-256. */
  'home.consent-accept',
  /** The patient user withdrew the consent: no home sessions until accepted again. */
  'home.consent-withdraw',
  /** A check-in before a home session; detail: its red flags, if any. */
  'home.check-in',
  /** The home-session inbox read (issue 40); `patientIds` names the patients listed. */
  'home.inbox.read',
  /** A row of the home-session inbox marked reviewed; detail: the row's id. */
  'home.inbox-review',
  /** A physician cleared (or uncleared) an intermediate-risk programme for home sessions. */
  'programme.home-clearance',
  /** A message written to or by the patient (clinical record); detail: its id. */
  'home.message-write',
  /** A patient's message thread read (a page of it). */
  'home.message-read',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** Why the client reads a whole session: shown, or turned into a CSV file or a printed report. */
export const ACTIVITY_READ_PURPOSES = ['view', 'csv', 'print'] as const;
export const activityReadQuerySchema = z.object({
  purpose: z.enum(ACTIVITY_READ_PURPOSES).default('view'),
});
export type ActivityReadPurpose = (typeof ACTIVITY_READ_PURPOSES)[number];

export const auditEventSchema = z.object({
  eventId: z.string(),
  /** When, ms since 1970. */
  at: z.number().int(),
  actorId: z.string(),
  /** The actor's display name at the time (free text: shown with the e-mail). */
  actorName: z.string(),
  /** The actor's e-mail at the time; empty on events from before it was kept. */
  actorEmail: z.string(),
  action: auditActionSchema,
  patientId: z.string().nullable(),
  activityId: z.string().nullable(),
  /** The patients an event about several names (an offline copy); empty for every other event. */
  patientIds: z.array(z.string()),
  /** The client's address as the server saw it (behind a trusted proxy, the forwarded one). */
  address: z.string(),
  /** What a clinic or account event is about (an e-mail and role, a new name); else null. */
  detail: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const AUDIT_PAGE_MAX = 200;

const auditFilterShape = {
  patientId: patientIdSchema.optional(),
  actorId: z.string().min(1).max(64).optional(),
  action: auditActionSchema.optional(),
  /** Inclusive bounds on `at`. */
  from: epochQuerySchema.optional(),
  to: epochQuerySchema.optional(),
};
const fromNotAfterTo = (q: { from?: number; to?: number }) =>
  q.from === undefined || q.to === undefined || q.from <= q.to;
const TO_BEFORE_FROM = { path: ['to'], message: 'must not be before from' };

/** Query of `GET /api/audit.csv`: the filters, no paging (the whole match is streamed). */
export const auditFiltersSchema = z.object(auditFilterShape).refine(fromNotAfterTo, TO_BEFORE_FROM);

/** Query of `GET /api/audit`. */
export const auditQuerySchema = z
  .object({
    ...auditFilterShape,
    limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(50),
    cursor: z.string().max(200).optional(),
  })
  .refine(fromNotAfterTo, TO_BEFORE_FROM);
export type AuditQuery = z.output<typeof auditQuerySchema>;
export type AuditFilters = z.output<typeof auditFiltersSchema>;

/** Newest first; `nextCursor` asks for the page after this one, null on the last. */
export const auditPageSchema = z.object({
  events: z.array(auditEventSchema),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** The CSV download's columns, in order (its header row). */
export const AUDIT_CSV_COLUMNS = [
  'at',
  'actorId',
  'actorName',
  'actorEmail',
  'action',
  'patientId',
  'activityId',
  'address',
  /** An offline copy's patients, separated by spaces (patient ids never hold one). */
  'patientIds',
  'detail',
] as const;
