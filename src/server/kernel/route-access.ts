/**
 * What a route asks before it touches data: who is signed in, which workspace the request works
 * in and what the user's role there allows. The auth and workspaces areas implement these; the
 * areas' routes name only these types, so no area depends on the ones that implement them.
 */
import type { FastifyRequest } from 'fastify';
import type { ClinicRole } from '../../common/clinic/clinic-roles.js';
import type { UserInfo } from '../../common/schemas/user.js';

/**
 * `directory`: the patient list and class attendance (every role); `read`: clinical records
 * (not the front desk); `write`: changing them (owners, admins, members).
 */
export type RecordAccess = 'directory' | 'read' | 'write';

export interface WorkspaceAccess {
  /** A clinic's id, or the user's for their personal workspace (decision 0011). */
  workspaceId: string;
  userId: string;
  /** `owner` in a personal workspace. */
  role: ClinicRole;
  kind: 'personal' | 'clinic';
}

/** The signed-in user; 401 without a session. */
export type RequireUser = (request: FastifyRequest) => Promise<UserInfo>;

/** The workspace's access for `need`; 401 without a session, 403 when the role falls short. */
export type AccessFor = (request: FastifyRequest, need: RecordAccess) => Promise<WorkspaceAccess>;

/** A user's role in a named clinic (a transfer's destination); null when not a member. */
export type RoleInClinic = (clinicId: string, userId: string) => Promise<ClinicRole | null>;

export interface RouteAccess {
  /**
   * The id of the workspace the session works in (its clinic, or the user's own); 401 without a
   * session, 403 when the user's role there does not allow `need`. Creates the workspace row on
   * first use.
   */
  workspaceOf(request: FastifyRequest, need: RecordAccess): Promise<string>;
  /** The same, with the user and their role there. */
  accessFor: AccessFor;
  roleInClinic: RoleInClinic;
  requireUser: RequireUser;
  /**
   * Whether the named clinic requires two-factor sign-in of the signed-in user, who has not set
   * it up (for a clinic other than the active one, e.g. a transfer's destination).
   */
  twoFactorOwedIn(request: FastifyRequest, clinicId: string): Promise<boolean>;
}
