/**
 * The clinics an account is the last owner or admin of while others are still members.
 * Deleting that account would leave them with no one who can manage members, roles or
 * invitations, so the deletion waits until another member is made admin (or the others go).
 */
import type { AuthService } from './auth-service.js';

interface MemberRow {
  organizationId: string;
  userId: string;
  role: string;
}

const MANAGER_ROLES = ['owner', 'admin'];
/** Better Auth stores several roles as "owner,admin". */
const isManager = (role: string) =>
  role.split(',').some((one) => MANAGER_ROLES.includes(one.trim()));

export async function clinicsLeftUnmanaged(auth: AuthService, userId: string): Promise<string[]> {
  const { adapter } = await auth.$context;
  const mine = await adapter.findMany<MemberRow>({
    model: 'member',
    where: [{ field: 'userId', value: userId }],
    limit: 1000,
  });
  const stranded: string[] = [];
  for (const { organizationId, role } of mine) {
    if (!isManager(role)) continue;
    const inClinic = { field: 'organizationId', value: organizationId };
    const someoneElse = async (
      where: { field: string; value: string; operator?: 'contains' }[],
    ) => {
      const rows = await adapter.findMany<MemberRow>({ model: 'member', where, limit: 2 });
      return rows.some((row) => row.userId !== userId);
    };
    let managed = false;
    for (const manager of MANAGER_ROLES) {
      managed ||= await someoneElse([
        inClinic,
        { field: 'role', value: manager, operator: 'contains' },
      ]);
    }
    if (!managed && (await someoneElse([inClinic]))) stranded.push(organizationId);
  }
  return stranded;
}
