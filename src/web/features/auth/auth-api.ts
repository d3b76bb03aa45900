/** Calls to the auth service (Better Auth under /api/auth) with plain fetch: no client package. */
import { z } from 'zod';
import { apiPaths } from '../../../common/api/api-paths';
import { type UserInfo, userInfoSchema } from '../../../common/schemas/user';
import { authRequest } from '../../lib/api-client';
import { clearLocalData } from '../../lib/local-data';
import { saveUser, storedUser } from './user-store';

/** Better Auth answers sign-in and sign-up with `{ user, token, ... }`; only three fields are kept. */
const signedInSchema = z.object({ user: userInfoSchema });

export async function signIn(email: string, password: string): Promise<UserInfo> {
  const { user } = await authRequest(apiPaths.auth.signIn, { email, password }, signedInSchema);
  saveUser(user);
  return user;
}

export async function signUp(name: string, email: string, password: string): Promise<UserInfo> {
  const { user } = await authRequest(
    apiPaths.auth.signUp,
    { name, email, password },
    signedInSchema,
  );
  saveUser(user);
  return user;
}

/** Renames the account, then the local copy the greeting reads. */
export async function updateDisplayName(name: string): Promise<void> {
  await authRequest(apiPaths.auth.updateUser, { name });
  const user = storedUser.get();
  if (user) saveUser({ ...user, name });
}

export function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  return authRequest(apiPaths.auth.changePassword, {
    currentPassword,
    newPassword,
    revokeOtherSessions: false,
  });
}

/**
 * Ends the session, then wipes this device. The wipe happens even when the auth service
 * cannot be reached: the clinician asked to leave, and signed-in status is local.
 */
export async function signOut(): Promise<void> {
  await authRequest(apiPaths.auth.signOut, {}).catch(() => undefined);
  await clearLocalData();
}
