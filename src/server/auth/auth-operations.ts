/**
 * The auth service's calls the web app makes, for the API document: Fastify holds one wildcard
 * (`/api/auth/*`) and Better Auth answers each path under it, validating its own bodies. The
 * bodies named here are those a client needs first; the rest are Better Auth's (its docs).
 */
import { z } from 'zod';
import { AUTH_BASE_PATH, apiPaths } from '../../common/api/api-paths.js';
import { MAX_PASSWORD_LENGTH } from '../../common/password/new-password.js';
import type { ApiOperation, HttpMethod } from '../kernel/api-operation.js';

const credentials = z.object({
  email: z.email(),
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
});

/** Anything Better Auth itself checks: an object, its fields named in Better Auth's docs. */
const betterAuthBody = z.looseObject({});

const auth = apiPaths.auth;
const TF = `${AUTH_BASE_PATH}/two-factor`;
/** The calls made before there is a session. */
const publicPaths = new Set<string>([
  auth.signIn,
  auth.signUp,
  auth.requestPasswordReset,
  auth.resetPassword,
]);
const PASSKEY = `${AUTH_BASE_PATH}/passkey`;

/** [method, path, summary, body] of each call; `get…`/`list…` are reads. */
const CALLS: readonly [HttpMethod, string, string, z.ZodType?][] = [
  [
    'POST',
    auth.signUp,
    'Create an account (no session: sign in next; an e-mail in use answers as a new one)',
    credentials.extend({ name: z.string().min(1) }),
  ],
  [
    'POST',
    auth.signIn,
    'Sign in: sets the session cookie (or asks for the second factor)',
    credentials.extend({ rememberMe: z.boolean().optional() }),
  ],
  ['POST', auth.signOut, 'Sign out this device', betterAuthBody],
  ['GET', auth.getSession, 'The session and its user, or null'],
  ['POST', auth.updateUser, 'Change the display name (and profile fields)', betterAuthBody],
  [
    'POST',
    auth.changePassword,
    'Change the password (ends every other session)',
    z.object({
      currentPassword: z.string(),
      newPassword: z.string(),
      revokeOtherSessions: z.boolean().optional(),
    }),
  ],
  [
    'POST',
    auth.requestPasswordReset,
    'E-mail a one-time reset link (with SMTP_URL)',
    betterAuthBody,
  ],
  [
    'POST',
    auth.resetPassword,
    'Set a new password with a reset link’s token',
    z.object({ token: z.string(), newPassword: z.string() }),
  ],
  ['GET', `${AUTH_BASE_PATH}/list-sessions`, "The account's sessions (devices), without tokens"],
  ['POST', `${AUTH_BASE_PATH}/revoke-session`, 'Sign a device out', z.object({ id: z.string() })],
  [
    'POST',
    `${TF}/enable`,
    'Start two-factor set-up (password): TOTP URI and backup codes',
    betterAuthBody,
  ],
  ['POST', `${TF}/verify-totp`, 'A TOTP code: finishes set-up or a sign-in', betterAuthBody],
  ['POST', `${TF}/verify-backup-code`, 'A backup code in place of a TOTP code', betterAuthBody],
  ['POST', `${TF}/disable`, 'Turn two-factor off (password)', betterAuthBody],
  ['GET', `${PASSKEY}/list-user-passkeys`, "The account's passkeys"],
  ['GET', `${PASSKEY}/generate-register-options`, 'WebAuthn options to register a passkey'],
  ['POST', `${PASSKEY}/verify-registration`, 'Register a passkey', betterAuthBody],
  ['POST', `${PASSKEY}/delete-passkey`, 'Remove a passkey', betterAuthBody],
  ['GET', `${PASSKEY}/generate-authenticate-options`, 'WebAuthn options to sign in with a passkey'],
  ['POST', `${PASSKEY}/verify-authentication`, 'Sign in with a passkey', betterAuthBody],
  ['POST', auth.createClinic, 'Create a clinic (the caller its owner)', betterAuthBody],
  ['GET', auth.listClinics, "The caller's clinics"],
  [
    'POST',
    auth.setActiveClinic,
    'Work in a clinic (`organizationId`), or null for personal',
    betterAuthBody,
  ],
  ['GET', auth.getFullClinic, 'The active clinic with its members and invitations'],
  ['GET', auth.getActiveMember, "The caller's membership of the active clinic"],
  [
    'POST',
    auth.inviteMember,
    'Invite by e-mail with a role (409 if invited or a member)',
    betterAuthBody,
  ],
  ['POST', auth.cancelInvitation, 'Cancel a pending invitation', betterAuthBody],
  ['POST', auth.acceptInvitation, 'Accept an invitation', betterAuthBody],
  ['GET', `${AUTH_BASE_PATH}/organization/get-invitation`, 'An invitation, by `id` (query)'],
  ['POST', auth.updateMemberRole, "Change a member's role", betterAuthBody],
  ['POST', auth.removeMember, 'Remove a member', betterAuthBody],
  [
    'POST',
    `${AUTH_BASE_PATH}/organization/delete`,
    'Delete a clinic (with records: the owner’s password)',
    betterAuthBody,
  ],
];

export const authOperations: readonly ApiOperation[] = CALLS.map(
  ([method, url, summary, body]) => ({
    method,
    url,
    tag: 'auth',
    summary,
    ...(publicPaths.has(url) ? { access: 'public' as const } : {}),
    ...(body ? { body } : {}),
    ok: { status: 200, description: "Better Auth's answer" },
    refusals: method !== 'POST' ? [] : url.includes('/organization/') ? [403, 409] : [403, 429],
  }),
);
