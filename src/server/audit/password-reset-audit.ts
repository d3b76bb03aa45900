/**
 * `emailAndPassword.onPasswordReset`: a password set through a one-time reset link goes into the
 * account's own trail and that of every clinic it belongs to (as sign-ins and password changes
 * do, auth-audit.ts), with the address the link was used from. Better Auth calls it once the
 * new password is stored and the token consumed; a failure to record reaches the caller.
 */
import type { Kysely } from 'kysely';
import { clientAddressOf } from '../kernel/client-address.js';
import { addressOf } from './actor.js';
import type { AuditRecorder } from './auth-audit.js';

interface MemberTable {
  member: { organizationId: string; userId: string };
}

interface ResetUser {
  id: string;
  name?: string | null;
  email: string;
}

export function auditPasswordReset(record: AuditRecorder, authDb: Kysely<unknown>) {
  const db = authDb as Kysely<MemberTable>;
  return async ({ user }: { user: ResetUser }, request?: Request): Promise<void> => {
    const clinics = await db
      .selectFrom('member')
      .select('organizationId')
      .where('userId', '=', user.id)
      .execute();
    const address = addressOf(clientAddressOf(request?.headers));
    await record(
      [user.id, ...clinics.map((c) => c.organizationId)],
      { id: user.id, name: user.name ?? '', email: user.email, address },
      { action: 'account.password-reset' },
    );
  };
}
