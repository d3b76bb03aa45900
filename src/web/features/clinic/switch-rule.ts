/**
 * When the clinician may switch workspace. The server picks the workspace from the session, so
 * a write queued in one workspace and replayed after a switch would land in the other: a switch
 * waits until the current workspace's writes are on the server (or decided on in Settings).
 */
import { type ClinicRole, can, type Permission } from '../../../common/clinic/clinic-roles';
import { type WorkspaceTagged, workspaceOfWrite } from '../../lib/active-workspace';
import { signedInUserId } from '../../lib/signed-in-user';

/** How many of the current workspace's writes are still on this device. */
export function unsyncedInWorkspace(
  items: readonly WorkspaceTagged[],
  workspaceId: string,
  userId = signedInUserId(),
): number {
  return items.filter((item) => workspaceOfWrite(item, userId) === workspaceId).length;
}

export type SwitchDecision = { allowed: true } | { allowed: false; unsynced: number };

/**
 * `refused`: the clinician was removed from the current clinic; its writes can never be sent
 * from here and stay listed as refused, so they do not hold the clinician there.
 */
export function decideSwitch(
  items: readonly WorkspaceTagged[],
  workspaceId: string,
  refused = false,
  userId = signedInUserId(),
): SwitchDecision {
  const unsynced = refused ? 0 : unsyncedInWorkspace(items, workspaceId, userId);
  return unsynced === 0 ? { allowed: true } : { allowed: false, unsynced };
}

/**
 * The web's `can()`: the one policy (common/clinic/clinic-roles.ts) for the role, except that
 * after removal from the clinic (`refused`) nothing but reading what this device holds is left.
 */
export function canInWorkspace(
  role: ClinicRole,
  refused: boolean,
  permission: Permission,
): boolean {
  return can(role, permission) && (!refused || permission.endsWith(':read'));
}

/** What the role lets the screens show: clinical records, write controls, the clinic's management. */
export function permissionsOf(role: ClinicRole, refused: boolean) {
  return {
    canReadRecords: canInWorkspace(role, refused, 'records:read'),
    canWrite: canInWorkspace(role, refused, 'records:write'),
    canManage: canInWorkspace(role, refused, 'clinic:manage'),
  };
}
