/** Calls to the auth service (Better Auth under /api/auth) with plain fetch: no client package. */
import { z } from 'zod';
import { apiPaths } from '../../../common/api/api-paths';
import { type UserInfo, userInfoSchema } from '../../../common/schemas/user';
import { authRequest } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { clearLocalData } from '../../lib/local-data';
import { forgetOwedSignOut, noteOwedSignOut, settleOwedSignOut } from './owed-sign-out';
import { saveUser, storedUser } from './user-store';

/** Better Auth answers sign-in and sign-up with `{ user, token, ... }`; only three fields are kept. */
const signedInSchema = z.object({ user: userInfoSchema });
/** With two-factor on (and this device not trusted), the password alone makes no session yet. */
const signInAnswerSchema = z.union([
  signedInSchema,
  z.object({ twoFactorRedirect: z.literal(true) }),
]);

/** Signs in; 'two-factor' when the account's second step (features/security) is still owed. */
export async function signIn(email: string, password: string): Promise<UserInfo | 'two-factor'> {
  // The session an offline sign-out left open ends first: signing in replaces its cookie, after
  // which nothing could end it from here.
  await settleOwedSignOut();
  const answer = await authRequest(apiPaths.auth.signIn, { email, password }, signInAnswerSchema);
  forgetOwedSignOut();
  if (!('user' in answer)) return 'two-factor';
  saveUser(answer.user);
  return answer.user;
}

/**
 * Sign-up created no auth session and its sign-in was refused: the e-mail already had an account
 * (with another password). The server answers that sign-up as a new one so as not to reveal
 * which e-mails have accounts; the page says to sign in, without claiming either way.
 */
export class SignUpNeedsSignIn extends Error {}

/** Creates the account, then signs in with it (sign-up itself makes no auth session). */
export async function signUp(name: string, email: string, password: string): Promise<UserInfo> {
  await authRequest(apiPaths.auth.signUp, { name, email, password });
  try {
    const user = await signIn(email, password);
    // A new account has no second step; an old one with it had another password.
    if (user === 'two-factor') throw new SignUpNeedsSignIn();
    return user;
  } catch (error) {
    if (error instanceof SignUpNeedsSignIn) throw error;
    if (error instanceof ApiError && error.status === 401) throw new SignUpNeedsSignIn();
    throw error;
  }
}

/** Renames the account, then the local copy the greeting reads. */
export async function updateDisplayName(name: string): Promise<void> {
  await authRequest(apiPaths.auth.updateUser, { name });
  const user = storedUser.get();
  if (user) saveUser({ ...user, name });
}

/** Other devices' auth sessions end (the server insists); this one gets a new cookie. */
export function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  return authRequest(apiPaths.auth.changePassword, {
    currentPassword,
    newPassword,
    revokeOtherSessions: true,
  });
}

/**
 * Ends the session, then wipes this device. The wipe happens even when the auth service
 * cannot be reached: the clinician asked to leave, and signed-in status is local. The server's
 * sign-out is then owed (owed-sign-out.ts).
 */
export async function signOut(): Promise<void> {
  const ended = await authRequest(apiPaths.auth.signOut, {}).then(
    () => true,
    () => false,
  );
  await clearLocalData();
  if (!ended) noteOwedSignOut();
}
