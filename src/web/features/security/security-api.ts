/**
 * Sign-in security calls to the auth service (Better Auth under /api/auth): two-factor (TOTP and
 * backup codes), passkeys (WebAuthn through @simplewebauthn/browser) and the account's sessions.
 */
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { z } from 'zod';
import { AUTH_BASE_PATH } from '../../../common/api/api-paths';
import { type UserInfo, userInfoSchema } from '../../../common/schemas/user';
import { apiRequest, authRequest } from '../../lib/api-client';

const TF = `${AUTH_BASE_PATH}/two-factor`;
const PASSKEY = `${AUTH_BASE_PATH}/passkey`;
const signedInSchema = z.object({ user: userInfoSchema });

export interface Enrolment {
  totpUri: string;
  backupCodes: string[];
}

/** Step 1 of turning two-factor on: the password, answered with the secret and backup codes. */
export async function startTwoFactor(password: string): Promise<Enrolment> {
  const answer = await authRequest(
    `${TF}/enable`,
    { password },
    z.object({ totpURI: z.string().startsWith('otpauth://'), backupCodes: z.array(z.string()) }),
  );
  return { totpUri: answer.totpURI, backupCodes: answer.backupCodes };
}

/** Step 2: the authenticator's first code turns it on (Better Auth renews this session). */
export async function confirmTwoFactor(code: string): Promise<void> {
  await authRequest(`${TF}/verify-totp`, { code });
}

export async function disableTwoFactor(password: string): Promise<void> {
  await authRequest(`${TF}/disable`, { password });
}

/** The second step of a sign-in: an authenticator code or a backup code. */
export async function finishSignIn(
  code: string,
  { backupCode, trustDevice }: { backupCode: boolean; trustDevice: boolean },
): Promise<UserInfo> {
  const path = backupCode ? `${TF}/verify-backup-code` : `${TF}/verify-totp`;
  const { user } = await authRequest(path, { code, trustDevice }, signedInSchema);
  return user;
}

const sessionUserSchema = z.object({
  user: z.object({ id: z.string(), twoFactorEnabled: z.boolean().nullish() }),
  session: z.object({ id: z.string() }),
});

/** Whether this account uses two-factor, and which session is this device's. */
export async function sessionState() {
  const state = await apiRequest(`${AUTH_BASE_PATH}/get-session`, {
    schema: sessionUserSchema.nullable(),
  });
  return {
    twoFactorEnabled: state?.user.twoFactorEnabled === true,
    sessionId: state?.session.id ?? null,
  };
}

const passkeySchema = z.object({
  id: z.string(),
  name: z.string().nullish(),
  deviceType: z.string().nullish(),
  createdAt: z.coerce.date(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export function listPasskeys(): Promise<Passkey[]> {
  return apiRequest(`${PASSKEY}/list-user-passkeys`, { schema: z.array(passkeySchema) });
}

/** Registers a passkey on this device (the browser asks for the PIN, fingerprint or face). */
export async function addPasskey(name: string): Promise<void> {
  const options = await apiRequest(`${PASSKEY}/generate-register-options`, {
    schema: z.custom<Parameters<typeof startRegistration>[0]['optionsJSON']>(),
  });
  const response = await startRegistration({ optionsJSON: options });
  await authRequest(`${PASSKEY}/verify-registration`, { response, name });
}

export async function deletePasskey(id: string): Promise<void> {
  await authRequest(`${PASSKEY}/delete-passkey`, { id });
}

/**
 * Signs in with a passkey. Signed in already (the inactivity lock), the browser is offered only
 * this account's passkeys; the answer names whose passkey it was.
 */
export async function signInWithPasskey(): Promise<UserInfo> {
  const options = await apiRequest(`${PASSKEY}/generate-authenticate-options`, {
    schema: z.custom<Parameters<typeof startAuthentication>[0]['optionsJSON']>(),
  });
  const response = await startAuthentication({ optionsJSON: options });
  const { user } = await authRequest(
    `${PASSKEY}/verify-authentication`,
    { response },
    signedInSchema,
  );
  return user;
}

const deviceSessionSchema = z.object({
  id: z.string(),
  userAgent: z.string().nullish(),
  ipAddress: z.string().nullish(),
  createdAt: z.coerce.date(),
  updatedAt: z.coerce.date(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;

/** The account's signed-in sessions, most recently used first. */
export async function listDeviceSessions(): Promise<DeviceSession[]> {
  const sessions = await apiRequest(`${AUTH_BASE_PATH}/list-sessions`, {
    schema: z.array(deviceSessionSchema),
  });
  return sessions.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
}

/** Signs a device out by its session's id: the list carries no session tokens. */
export async function revokeDeviceSession(sessionId: string): Promise<void> {
  await authRequest(`${AUTH_BASE_PATH}/revoke-session`, { id: sessionId });
}
