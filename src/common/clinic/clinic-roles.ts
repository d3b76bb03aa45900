/**
 * Roles in a clinic workspace and the one permission policy, read by both sides: the server's
 * guards, the web app's `can()` and Better Auth's access-control roles all read ROLE_PERMISSIONS,
 * so a role cannot be allowed in one place and refused in another. Profiles follow SBIS
 * S-RES/NGS1 (administrative staff kept from clinical data) and HIPAA §164.312(a) (access by
 * role). A personal workspace has one user, its owner.
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

export const RESOURCE_ACTIONS = {
  /**
   * The patient list: names and ids, no clinical data; `register`: a patient's identification
   * (name, id) without the clinical profile (the front desk registers patients, section 13).
   */
  patients: ['read', 'register'],
  /** Clinical records: readings, notes, assessments, programmes, exports, FHIR. */
  records: ['read', 'write'],
  /**
   * Class attendance (who came, when); `write`: enrolling patients in class slots, checking
   * them in and recording absences (PRODUCT.md section 13).
   */
  attendance: ['read', 'write'],
  /** The clinic's class slots (their days, times, capacity, staff). */
  schedule: ['manage'],
  /** Members, invitations and clinic settings. */
  clinic: ['manage'],
  audit: ['read'],
} as const;

type Resource = keyof typeof RESOURCE_ACTIONS;
export type Permission = {
  [R in Resource]: `${R}:${(typeof RESOURCE_ACTIONS)[R][number]}`;
}[Resource];

const CLINICAL: Permission[] = ['patients:read', 'records:read', 'attendance:read'];
/** Registering patients and keeping the day's attendance: the front desk and the clinicians. */
const RECEPTION: Permission[] = ['patients:register', 'attendance:write'];
const MEMBER: Permission[] = [...CLINICAL, 'records:write', ...RECEPTION];
const MANAGER: Permission[] = [...MEMBER, 'clinic:manage', 'audit:read', 'schedule:manage'];

export const ROLE_PERMISSIONS: Record<ClinicRole, readonly Permission[]> = {
  owner: MANAGER,
  admin: MANAGER,
  member: MEMBER,
  viewer: CLINICAL,
  'front-desk': ['patients:read', 'attendance:read', ...RECEPTION],
};

export function can(role: ClinicRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** A role's permissions as access-control statements (`{ records: ['read', 'write'] }`). */
export function statementsOf(role: ClinicRole): Partial<Record<Resource, string[]>> {
  const statements: Partial<Record<Resource, string[]>> = {};
  for (const permission of ROLE_PERMISSIONS[role]) {
    const [resource, action] = permission.split(':') as [Resource, string];
    statements[resource] = [...(statements[resource] ?? []), action];
  }
  return statements;
}

/** Reads clinical records: everyone but the front desk. */
export const canReadRecords = (role: ClinicRole): boolean => can(role, 'records:read');

/** Writes patients and activities: owners, admins and members. */
export const canWriteRecords = (role: ClinicRole): boolean => can(role, 'records:write');

/**
 * May be marked physician and sign a plan: a signature is a write to the record, so only roles
 * that write records (the viewer reads, the front desk sees no clinical data).
 */
export const canSignPlans = (role: ClinicRole): boolean => canWriteRecords(role);

/** Manages members and invitations and reads the audit trail. */
export const canManageClinic = (role: ClinicRole): boolean => can(role, 'clinic:manage');
