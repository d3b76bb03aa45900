/**
 * Roles in a clinic workspace, read by both sides: the server enforces them on every request,
 * the web app hides what a role may not do. A personal workspace has one user, its owner.
 */
export const CLINIC_ROLES = ['owner', 'admin', 'member', 'viewer', 'front-desk'] as const;
export type ClinicRole = (typeof CLINIC_ROLES)[number];

/** Roles an admin may give when inviting or changing a member (ownership is not handed out). */
export const ASSIGNABLE_ROLES = [
  'admin',
  'member',
  'viewer',
  'front-desk',
] as const satisfies ClinicRole[];

export const isClinicRole = (value: unknown): value is ClinicRole =>
  typeof value === 'string' && (CLINIC_ROLES as readonly string[]).includes(value);

/**
 * Reads clinical records (readings, notes, assessments, programmes, exports, FHIR): everyone but
 * the front desk, who sees only the patient list and class attendance (SBIS S-RES: profiles that
 * keep administrative staff from clinical data).
 */
export const canReadRecords = (role: ClinicRole): boolean => role !== 'front-desk';

/** Writes patients and sessions: owners, admins and members (not a viewer or the front desk). */
export const canWriteRecords = (role: ClinicRole): boolean =>
  role === 'owner' || role === 'admin' || role === 'member';

/** Manages members and invitations and reads the audit trail. */
export const canManageClinic = (role: ClinicRole): boolean => role === 'owner' || role === 'admin';
