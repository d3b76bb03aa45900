/**
 * Who may mark whom as physician: a clinic's owner or admin marks a member of the clinic; in a
 * personal workspace its one user (who owns it) marks themself. Only a role that signs plans may
 * be marked physician.
 */
import {
  type ClinicRole,
  canManageClinic,
  canSignPlans,
} from '../../common/clinic/clinic-roles.js';
import { HttpError, notFound } from '../kernel/http-error.js';
import type { RoleInClinic, WorkspaceAccess } from '../kernel/route-access.js';

/** The marked member's role; 403 for a marker who may not, 404 for no such member, 400 otherwise. */
export async function roleToMark(
  roleInClinic: RoleInClinic,
  access: WorkspaceAccess,
  userId: string,
  physician: boolean,
): Promise<ClinicRole> {
  if (access.kind === 'clinic' && !canManageClinic(access.role)) {
    throw new HttpError(403, 'forbidden', 'Only an owner or admin marks who is a physician');
  }
  const role =
    access.kind === 'clinic'
      ? await roleInClinic(access.workspaceId, userId)
      : userId === access.userId
        ? 'owner'
        : null;
  if (role === null) throw notFound('Member');
  if (physician && !canSignPlans(role)) {
    throw new HttpError(400, 'validation_failed', 'Invalid body: body.physician', [
      { field: 'body.physician', message: `a ${role} member cannot sign plans` },
    ]);
  }
  return role;
}
