/**
 * Which workspace a request works in, and whether its role allows what it asks. The session
 * names a clinic (Better Auth's active organization) or none (the personal workspace, whose id is
 * the user's): the server's one place where the active organization becomes a `workspaceId`
 * (decision 0011). Membership is read on every request, so a removed member is refused at once
 * on every device and every server copy; nothing the client sends picks the workspace.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type ClinicRole,
  canReadRecords,
  canWriteRecords,
  isClinicRole,
} from '../../common/clinic/clinic-roles.js';
import type { AuthService } from '../auth/auth-service.js';
import { HttpError } from '../kernel/http-error.js';
import type {
  AccessFor,
  RecordAccess,
  RequireUser,
  RoleInClinic,
  WorkspaceAccess,
} from '../kernel/route-access.js';
import type { WorkspaceRepository } from './workspace-repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    workspaceAccess: WorkspaceAccess | null;
  }
}

interface MemberRow {
  role: string;
}

/** The user's role in a clinic, read through Better Auth's adapter; null when not a member. */
export function createClinicMembership(auth: AuthService): RoleInClinic {
  return async function roleInClinic(clinicId: string, userId: string): Promise<ClinicRole | null> {
    const { adapter } = await auth.$context;
    const member = await adapter.findOne<MemberRow>({
      model: 'member',
      where: [
        { field: 'organizationId', value: clinicId },
        { field: 'userId', value: userId },
      ],
    });
    return member && isClinicRole(member.role) ? member.role : null;
  };
}

export function createWorkspaceAccess(
  app: FastifyInstance,
  requireUser: RequireUser,
  roleInClinic: RoleInClinic,
  workspaces: WorkspaceRepository,
): AccessFor {
  app.decorateRequest('workspaceAccess', null);

  async function resolve(request: FastifyRequest): Promise<WorkspaceAccess> {
    if (request.workspaceAccess) return request.workspaceAccess;
    const user = await requireUser(request);
    const clinicId = request.activeOrganizationId;
    let access: WorkspaceAccess;
    if (clinicId) {
      const role = await roleInClinic(clinicId, user.id);
      if (!role) {
        throw new HttpError(403, 'forbidden', 'You are no longer a member of this clinic');
      }
      if (request.twoFactorOwed) {
        throw new HttpError(
          403,
          'two_factor_required',
          'This clinic requires two-factor sign-in: set it up in Settings → Account first',
        );
      }
      access = { workspaceId: clinicId, userId: user.id, role, kind: 'clinic' };
    } else {
      access = { workspaceId: user.id, userId: user.id, role: 'owner', kind: 'personal' };
    }
    await workspaces.ensure(access.workspaceId);
    request.workspaceAccess = access;
    return access;
  }

  /** The workspace's access for `need`; 401 without a session, 403 when the role falls short. */
  return async function accessFor(
    request: FastifyRequest,
    need: RecordAccess,
  ): Promise<WorkspaceAccess> {
    const access = await resolve(request);
    if (need !== 'directory' && !canReadRecords(access.role)) {
      throw new HttpError(
        403,
        'forbidden',
        'Your role in this clinic sees the patient list and class attendance, not clinical records',
      );
    }
    if (need === 'write' && !canWriteRecords(access.role)) {
      throw new HttpError(
        403,
        'forbidden',
        'Your role in this clinic lets you read records but not change them',
      );
    }
    return access;
  };
}
