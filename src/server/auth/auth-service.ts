/**
 * The auth service: Better Auth on its own database (AUTH_DATABASE_URL), kept apart from patient
 * data. The data API trusts only its sessions.
 */
import { betterAuth, createLogger } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import { organization } from 'better-auth/plugins/organization';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { AUTH_BASE_PATH } from '../../common/api/api-paths.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../common/password/new-password.js';
import { type AuditRecorder, authAudit } from '../audit/auth-audit.js';
import { auditPasswordReset } from '../audit/password-reset-audit.js';
import { twoFactorAudit } from '../audit/two-factor-audit.js';
import type { Config } from '../config.js';
import { type Connection, type ConnectOptions, connect } from '../db/connect.js';
import { migrateAuthDatabase as migrateRitmoAuthTables } from '../db/migrate.js';
import { CLIENT_IP_HEADER } from '../kernel/client-address.js';
import { authRateLimit } from './auth-rate-limits.js';
import { clinicAccessControl, clinicRoles } from './clinic-access.js';
import { type CountClinicRecords, clinicDeletion } from './clinic-deletion.js';
import { clinicInputRules, refuseCancellingSettled } from './clinic-input-rules.js';
import { clinicSwitch } from './clinic-switch.js';
import { limitInvitations } from './invitation-limits.js';
import { createInvitationMailer } from './invitation-mail.js';
import { passkeys } from './passkeys.js';
import { hashPassword, verifyPassword } from './password-hash.js';
import { passwordPolicy } from './password-policy.js';
import { createResetMailer, RESET_LINK_EXPIRES_S, recentResetTokens } from './password-reset.js';
import { profileFields } from './profile-fields.js';
import { sessionList } from './session-list.js';
import { createSessionLocks } from './session-locks.js';
import { signInThrottle } from './sign-in-throttle.js';
import { totpReplayGuard } from './totp-replay.js';
import { forgetTrustedDevices, trustedDevicesEndWithPassword } from './trusted-devices.js';
import {
  CLINIC_TWO_FACTOR_FIELD,
  TWO_FACTOR_OPTIONS,
  twoFactorPolicy,
} from './two-factor-policy.js';

/**
 * Better Auth endpoints the app does not use, answered 404 before anything runs:
 * `/delete-user` would remove the login and leave the patient data behind (DELETE /api/me is the
 * one way to leave); `/verify-password` would be a password oracle outside the failure count.
 */
const DISABLED_PATHS = ['/delete-user', '/delete-user/callback', '/verify-password'];

/** An invitation link works for a week. */
const INVITATION_EXPIRES_S = 7 * 24 * 60 * 60;

interface AuthOptionsInput {
  connection: Connection<unknown>;
  config: Pick<
    Config,
    'authSecret' | 'allowSignup' | 'publicUrl' | 'trustedOrigins' | 'signInRateLimit' | 'mail'
  >;
  /** Where sign-ins and clinic membership changes are logged; the user CLI runs without one. */
  audit?: AuditRecorder;
  /** Counts a clinic's records, so deleting one that holds any needs the owner's password. */
  clinicRecords?: CountClinicRecords;
  /** The clock of the failed sign-in window (tests move it instead of waiting). */
  now?: () => number;
  /** Told each e-mail send that runs after its answer (tests await it; AppObservers). */
  onBackgroundTask?: (task: Promise<unknown>) => void;
}

const LOGGER_OPTIONS = { disabled: false, level: 'error' as const };

/** Better Auth has already attached its own catch (it logs a failure) to what it hands here. */
function sendInBackground(observe?: (task: Promise<unknown>) => void) {
  return (task: Promise<unknown>): void => observe?.(task);
}

/** With SMTP_URL, invitations are also e-mailed; a failed send is logged and the invite stands. */
function invitationMail(config: AuthOptionsInput['config']) {
  if (!config.mail) return {};
  const logger = createLogger(LOGGER_OPTIONS);
  return {
    sendInvitationEmail: createInvitationMailer({
      ...config.mail,
      publicUrl: config.publicUrl,
      logError: (message) => logger.error(message),
    }),
  };
}

/**
 * Better Auth's reset flow (password-reset.ts): links e-mailed with SMTP_URL, else only those an
 * owner/admin or the shell make; every reset ends the account's sessions and is audited.
 */
function passwordReset({ config, audit, connection }: AuthOptionsInput) {
  const logger = createLogger(LOGGER_OPTIONS);
  return {
    resetPasswordTokenExpiresIn: RESET_LINK_EXPIRES_S,
    revokeSessionsOnPasswordReset: true,
    ...(config.mail
      ? {
          sendResetPassword: createResetMailer(
            {
              ...config.mail,
              publicUrl: config.publicUrl,
              logError: (message) => logger.error(message),
            },
            recentResetTokens(connection.db),
          ),
        }
      : {}),
    // A reset link ends the trusted devices with the sessions (trusted-devices.ts).
    onPasswordReset: async (data: { user: { id: string; email: string } }, request?: Request) => {
      await forgetTrustedDevices(connection.db, data.user.id);
      if (audit) await auditPasswordReset(audit, connection.db)(data, request);
    },
  };
}

function authOptions(input: AuthOptionsInput) {
  const { connection, config, audit, clinicRecords } = input;
  return {
    appName: 'Ritmo',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: { db: connection.db, type: connection.dialect },
    emailAndPassword: {
      enabled: true,
      disableSignUp: !config.allowSignup,
      // The full rule (not guessable either) is passwordPolicy's; these bound Better Auth's own.
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      // Without a session from sign-up, Better Auth answers an e-mail that already has an account
      // exactly as a new one (200, a made-up user, no token), so sign-up reveals no accounts.
      // The web app signs in right after signing up.
      autoSignIn: false,
      password: { hash: hashPassword, verify: verifyPassword },
      ...passwordReset(input),
    },
    user: { deleteUser: { enabled: false } },
    disabledPaths: DISABLED_PATHS,
    plugins: [
      passwordPolicy,
      profileFields,
      sessionList,
      signInThrottle(config.signInRateLimit, input.now),
      clinicInputRules,
      clinicSwitch,
      // Before the audit: a sign-in that still owes its second step is not logged as a sign-in.
      twoFactor(TWO_FACTOR_OPTIONS),
      totpReplayGuard(connection.db),
      trustedDevicesEndWithPassword(connection.db),
      twoFactorPolicy,
      ...passkeys(config),
      ...(audit ? [authAudit(audit), twoFactorAudit(audit)] : []),
      ...(clinicRecords ? [clinicDeletion(clinicRecords, config.signInRateLimit)] : []),
      // Clinics: an organization is a shared workspace; its routes are the clinic API.
      organization({
        ac: clinicAccessControl,
        roles: clinicRoles,
        creatorRole: 'owner',
        schema: CLINIC_TWO_FACTOR_FIELD,
        invitationExpiresIn: INVITATION_EXPIRES_S,
        // A second invitation to the same address is refused (409), not swapped for the first.
        cancelPendingInvitationsOnReInvite: false,
        organizationHooks: {
          beforeCancelInvitation: refuseCancellingSettled,
          beforeCreateInvitation: limitInvitations(connection),
        },
        ...invitationMail(config),
      }),
    ],
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // A session's idle time (the inactivity lock the server holds) counts from its sign-in.
    databaseHooks: {
      session: {
        create: {
          after: async (session: { id: string }) => {
            await createSessionLocks(connection.db, input.now).begin(session.id);
          },
        },
      },
    },
    rateLimit: authRateLimit(config.signInRateLimit),
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' as const },
      // E-mails (invitations, password resets) go out after the answer: a silent SMTP server
      // must not hold the request, and an unknown address answers as fast as a known one.
      backgroundTasks: { handler: sendInBackground(input.onBackgroundTask) },
    },
    telemetry: { enabled: false },
    // A failure that is not an answer (a unique index refusing a racing duplicate) reaches
    // auth-routes, which can tell a clash (409) from a fault; Better Auth would make both a 500.
    onAPIError: { throw: true },
    logger: LOGGER_OPTIONS,
  };
}

function createAuth(input: AuthOptionsInput) {
  return betterAuth(authOptions(input));
}
export type AuthService = ReturnType<typeof createAuth>;

/** Better Auth's tables first, then Ritmo's constraints on them. */
async function migrateAuthDatabase(input: AuthOptionsInput): Promise<void> {
  const { runMigrations } = await getMigrations(authOptions(input));
  await runMigrations();
  await migrateRitmoAuthTables(input.connection);
}

interface AuthBundle {
  auth: AuthService;
  connection: Connection<unknown>;
}

/** Opens the auth database, brings its schema up to date and builds the service. */
export async function openAuth(
  config: Config,
  options: Pick<ConnectOptions, 'onQuery' | 'onConnectionError'> & {
    audit?: AuditRecorder;
    clinicRecords?: CountClinicRecords;
    now?: () => number;
    onBackgroundTask?: (task: Promise<unknown>) => void;
  } = {},
): Promise<AuthBundle> {
  const { audit, clinicRecords, now, onBackgroundTask, ...connectOptions } = options;
  const connection = connect<unknown>(config.authDatabase, {
    ...connectOptions,
    limits: config.databaseLimits,
  });
  const input = { connection, config, audit, clinicRecords, now, onBackgroundTask };
  await migrateAuthDatabase(input);
  return { auth: createAuth(input), connection };
}
