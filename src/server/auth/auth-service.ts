/**
 * The auth service: Better Auth on its own database (AUTH_DATABASE_URL), kept apart from patient
 * data. The data API trusts only its sessions.
 */
import { betterAuth } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import { AUTH_BASE_PATH } from '../../common/api/api-paths.js';
import type { Config } from '../config.js';
import { type Connection, connect } from '../db/connect.js';
import { hashPassword, verifyPassword } from './password-hash.js';

/** Set by the HTTP bridge from the socket address; a client-sent value is overwritten. */
export const CLIENT_IP_HEADER = 'x-ritmo-client-ip';

interface AuthOptionsInput {
  connection: Connection<unknown>;
  config: Pick<
    Config,
    'authSecret' | 'allowSignup' | 'publicUrl' | 'trustedOrigins' | 'signInRateLimit'
  >;
}

function authOptions({ connection, config }: AuthOptionsInput) {
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
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    user: { deleteUser: { enabled: true } },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      // Kept in the auth database so N stateless server copies share one count.
      storage: 'database' as const,
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': {
          window: config.signInRateLimit.windowS,
          max: config.signInRateLimit.max,
        },
        '/sign-up/email': { window: 60, max: Math.max(10, config.signInRateLimit.max) },
        '/change-password': { window: 60, max: Math.max(10, config.signInRateLimit.max) },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' as const },
    },
    telemetry: { enabled: false },
    logger: { disabled: false, level: 'error' as const },
  };
}

function createAuth(input: AuthOptionsInput) {
  return betterAuth(authOptions(input));
}
export type AuthService = ReturnType<typeof createAuth>;

async function migrateAuthDatabase(input: AuthOptionsInput): Promise<void> {
  const { runMigrations } = await getMigrations(authOptions(input));
  await runMigrations();
}

interface AuthBundle {
  auth: AuthService;
  connection: Connection<unknown>;
}

/** Opens the auth database, brings its schema up to date and builds the service. */
export async function openAuth(config: Config): Promise<AuthBundle> {
  const connection = connect<unknown>(config.authDatabase);
  const input = { connection, config };
  await migrateAuthDatabase(input);
  return { auth: createAuth(input), connection };
}
