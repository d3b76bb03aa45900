/** What screens ask of the active workspace: its name, the role, and what the role allows. */

import type { Permission } from '../../../common/clinic/clinic-roles';
import { useActiveWorkspace } from '../../lib/active-workspace';
import { canInWorkspace, permissionsOf } from './switch-rule';
import { useWorkspaceList } from './workspace-store';

export function useWorkspace() {
  const workspace = useActiveWorkspace();
  const { refused } = useWorkspaceList();
  return { ...workspace, refused, ...permissionsOf(workspace.role, refused) };
}

/** Whether write controls show: hidden from viewers and after removal from the clinic. */
export function useCanWrite(): boolean {
  return useWorkspace().canWrite;
}

/** Whether clinical records (sessions, results, class reports) show: not to the front desk. */
export function useCanReadRecords(): boolean {
  return useWorkspace().canReadRecords;
}

/** Whether the user may do `permission` in the active workspace (the one policy's `can()`). */
export function useCan(permission: Permission): boolean {
  const { role, refused } = useWorkspace();
  return canInWorkspace(role, refused, permission);
}
