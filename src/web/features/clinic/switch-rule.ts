/**
 * When the clinician may switch workspace. The server picks the workspace from the session, so
 * a write queued in one workspace and replayed after a switch would land in the other: a switch
 * waits until the current workspace's writes are on the server (or decided on in Settings).
 */
import type { ClinicRole } from '../../../common/clinic/clinic-roles';
import {
  canManageClinic,
  canReadRecords,
  canWriteRecords,
} from '../../../common/clinic/clinic-roles';

interface QueuedWrite {
  workspaceId?: string | null;
}

/** How many of the current workspace's writes are still on this device. */
export function unsyncedInWorkspace(
  items: readonly QueuedWrite[],
  clinicId: string | null,
): number {
  return items.filter((item) => (item.workspaceId ?? null) === clinicId).length;
}

export type SwitchDecision = { allowed: true } | { allowed: false; unsynced: number };

/**
 * `refused`: the clinician was removed from the current clinic; its writes can never be sent
 * from here and stay listed as refused, so they do not hold the clinician there.
 */
export function decideSwitch(
  items: readonly QueuedWrite[],
  clinicId: string | null,
  refused = false,
): SwitchDecision {
  const unsynced = refused ? 0 : unsyncedInWorkspace(items, clinicId);
  return unsynced === 0 ? { allowed: true } : { allowed: false, unsynced };
}

/** What the role lets the screens show: clinical records, write controls, the clinic's management. */
export function permissionsOf(role: ClinicRole, refused: boolean) {
  return {
    canReadRecords: canReadRecords(role),
    canWrite: !refused && canWriteRecords(role),
    canManage: !refused && canManageClinic(role),
  };
}
