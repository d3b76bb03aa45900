/**
 * The clinics an account is the only owner of while others are still members. A clinic always
 * keeps an owner (issue 27): deleting that account would leave one no one could ever own again
 * (only an owner can make someone owner), so the deletion waits until the account hands
 * ownership over (another member made owner) or the others have gone.
 */
import type { AuthService } from './auth-service.js';

interface MemberRow {
  organizationId: string;
  userId: string;
  role: string;
}

/** Better Auth stores several roles as "owner,admin". */
const isOwner = (role: string) => role.split(',').some((one) => one.trim() === 'owner');

export async function clinicsLeftWithoutOwner(
  auth: AuthService,
  userId: string,
): Promise<string[]> {
  const { adapter } = await auth.$context;
  const mine = await adapter.findMany<MemberRow>({
    model: 'member',
    where: [{ field: 'userId', value: userId }],
    limit: 1000,
  });
  const stranded: string[] = [];
  for (const { organizationId, role } of mine) {
    if (!isOwner(role)) continue;
    const others = (
      await adapter.findMany<MemberRow>({
        model: 'member',
        where: [{ field: 'organizationId', value: organizationId }],
        limit: 10_000,
      })
    ).filter((row) => row.userId !== userId);
    if (others.length > 0 && !others.some((row) => isOwner(row.role))) {
      stranded.push(organizationId);
    }
  }
  return stranded;
}
