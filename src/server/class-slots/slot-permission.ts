/** The class slots' role checks, read from the one permission table (common/clinic). */
import { can, type Permission } from '../../common/clinic/clinic-roles.js';
import { HttpError } from '../kernel/http-error.js';
import type { WorkspaceAccess } from '../kernel/route-access.js';

/** 403 unless the role allows `permission`. */
export function requirePermission(access: WorkspaceAccess, permission: Permission): void {
  if (!can(access.role, permission)) {
    throw new HttpError(403, 'forbidden', `Your role in this clinic does not allow ${permission}`);
  }
}
