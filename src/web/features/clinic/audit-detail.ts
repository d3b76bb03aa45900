/**
 * An audit event's `detail` in the reader's words: the server stores a role as its code
 * ("rita@clinic.org viewer"), which the trail shows as the role's name ("… Somente leitura").
 */
import { isClinicRole } from '../../../common/clinic/clinic-roles';
import type { AuditAction } from '../../../common/schemas/audit';

/** The actions whose detail ends with a role; a clinic's name may end with any word. */
const ENDS_WITH_ROLE = new Set<AuditAction>([
  'clinic.invite',
  'clinic.invite-accept',
  'clinic.role-change',
]);

export function detailInWords(
  action: AuditAction,
  detail: string,
  roleName: (role: string) => string,
): string {
  if (!ENDS_WITH_ROLE.has(action)) return detail;
  const space = detail.lastIndexOf(' ');
  const role = detail.slice(space + 1);
  return isClinicRole(role) ? `${detail.slice(0, space + 1)}${roleName(role)}` : detail;
}
