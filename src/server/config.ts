/** Environment → typed config. Bad input stops start-up with one clear line (ConfigError). */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { ensurePrivateDir } from './kernel/private-files.js';
import { type PushConfig, pushConfigOf, pushEnvSchema } from './push/push-config.js';

export class ConfigError extends Error {}

export type DatabaseTarget = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

/** How long a request may wait on the database before it is answered 503 (never hangs). */
export interface DatabaseLimits {
  /** Opening a PostgreSQL connection; SQLite's wait for a lock (busy_timeout). */
  connectTimeoutMs: number;
  /** One statement (PostgreSQL's statement_timeout; the client gives up a little later). */
  statementTimeoutMs: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseTarget;
  authDatabase: DatabaseTarget;
  authSecret: string;
  allowSignup: boolean;
  /** Public origin of the app, used by the auth service for its origin checks. */
  publicUrl: string;
  trustedOrigins: string[];
  /**
   * Failed sign-ins (wrong password or unknown e-mail) allowed per window: per account (e-mail)
   * and, higher, per client address; successes are not counted.
   */
  signInRateLimit: { windowS: number; accountMax: number; addressMax: number };
  /**
   * Behind a reverse proxy the client address is read from X-Forwarded-For: `true` trusts every
   * hop (the proxy must replace the header), a list trusts only those proxies' addresses.
   */
  trustProxy: boolean | string[];
  /** Days a deleted session keeps its samples, events and notes before they are purged. */
  deletedRetentionDays: number;
  /** Where the built web app lives; null when serving the API alone. */
  webRoot: string | null;
  /**
   * GET /metrics (Prometheus text) when enabled; with a token it also needs
   * `Authorization: Bearer <token>`.
   */
  metrics: { enabled: boolean; token: string | null };
  /**
   * Seconds between SIGTERM and closing the listener, during which readiness answers 503 while
   * requests are still served: a load balancer's health check takes the server out first, so
   * no request it routes meets a closed port.
   */
  shutdownDrainS: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'silent';
  /** Invitation e-mails go out through this SMTP server; null: invitations are links only. */
  mail: { smtpUrl: string; from: string } | null;
  /** How long a request waits on a database before it is answered 503. */
  databaseLimits: DatabaseLimits;
  /** Below this many free bytes in DATA_DIR start-up warns and readiness says so. */
  storageWarnFreeBytes: number;
  /** Web Push: the VAPID key pair and the push services a subscription may name. */
  push: PushConfig;
}

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Fastify's names for private ranges, then an IPv4 or IPv6 address with an optional /prefix. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyAddress(value: string): boolean {
  if (PROXY_RANGES.has(value)) return true;
  const [address = '', prefix, extra] = value.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return false;
  return (
    prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128))
  );
}

const trustProxySetting = z.string().transform((raw, ctx): boolean | string[] => {
  const flag = booleanFlag.safeParse(raw.trim());
  if (flag.success) return flag.data;
  const proxies = raw.split(',').map((part) => part.trim());
  if (proxies.every(isProxyAddress)) return proxies;
  ctx.addIssue({
    code: 'custom',
    message:
      'must be true, false or proxy addresses (IP, CIDR, loopback, uniquelocal), comma-separated',
  });
  return z.NEVER;
});

const smtpUrl = z.string().refine((raw) => {
  try {
    const url = new URL(raw);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}, 'must be an smtp:// or smtps:// URL with a host');

/** `Name <address>` or a bare address. */
const mailFrom = z.string().refine((raw) => {
  const address = /^[^<>]*<([^<>]+)>$/.exec(raw.trim())?.[1] ?? raw.trim();
  return z.email().safeParse(address).success;
}, 'must be an e-mail address, optionally as Name <address>');

const databaseUrl = z
  .string()
  .regex(/^(postgres|postgresql|sqlite|file):/, 'must be a postgres:// URL or a sqlite: file')
  .optional();

const envSchema = pushEnvSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: databaseUrl,
  AUTH_DATABASE_URL: databaseUrl,
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ALLOW_SIGNUP: booleanFlag.default(true),
  PUBLIC_URL: z.url().optional(),
  TRUSTED_ORIGINS: z.string().optional(),
  SIGNIN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  SIGNIN_ADDRESS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).optional(),
  SIGNIN_RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).default(900),
  TRUST_PROXY: trustProxySetting.optional(),
  DELETED_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  WEB_ROOT: z.string().optional(),
  METRICS: booleanFlag.default(false),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SHUTDOWN_DRAIN_S: z.coerce.number().int().min(0).max(300).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'silent']).default('info'),
  SMTP_URL: smtpUrl.optional(),
  SMTP_FROM: mailFrom.optional(),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  STORAGE_WARN_FREE_MB: z.coerce.number().int().min(0).max(1_000_000).default(512),
});

/** The address limit when SIGNIN_ADDRESS_RATE_LIMIT_MAX is unset: this many accounts' worth. */
const ADDRESS_LIMIT_FACTOR = 4;

function databaseTarget(url: string | undefined, fallbackFile: string): DatabaseTarget {
  if (!url) return { kind: 'sqlite', file: fallbackFile };
  if (/^postgres(ql)?:/.test(url)) return { kind: 'postgres', url };
  return { kind: 'sqlite', file: url.replace(/^(sqlite|file):(\/\/)?/, '') };
}

/** The secret is generated once and kept beside the data so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length < 32)
      throw new ConfigError(`${file} holds a secret shorter than 32 characters`);
    return secret;
  }
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  // One address may serve several clinicians (a clinic's network), so its limit is higher.
  const addressMax =
    e.SIGNIN_ADDRESS_RATE_LIMIT_MAX ?? ADDRESS_LIMIT_FACTOR * e.SIGNIN_RATE_LIMIT_MAX;
  if (addressMax < e.SIGNIN_RATE_LIMIT_MAX) {
    throw new ConfigError(
      'SIGNIN_ADDRESS_RATE_LIMIT_MAX: must be at least SIGNIN_RATE_LIMIT_MAX (an address may serve several accounts)',
    );
  }
  if (e.METRICS_TOKEN && !e.METRICS) {
    throw new ConfigError('METRICS_TOKEN: set METRICS=true too (without it there is no /metrics)');
  }
  if (e.SMTP_FROM && !e.SMTP_URL) {
    throw new ConfigError('SMTP_FROM: set SMTP_URL too (without it no e-mail is sent)');
  }
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  try {
    ensurePrivateDir(dataDir);
  } catch (error) {
    throw new ConfigError(`DATA_DIR: cannot create ${dataDir} (${(error as Error).message})`);
  }
  const localPort = e.PORT === 0 ? 3000 : e.PORT;
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${localPort}`;
  const trustedOrigins = [
    publicUrl,
    `http://localhost:${localPort}`,
    `http://127.0.0.1:${localPort}`,
    ...(e.TRUSTED_ORIGINS?.split(',')
      .map((o) => o.trim())
      .filter(Boolean) ?? []),
  ];
  const defaultWebRoot = path.resolve(cwd, 'dist/web');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: databaseTarget(e.DATABASE_URL, path.join(dataDir, 'ritmo.sqlite')),
    authDatabase: databaseTarget(e.AUTH_DATABASE_URL, path.join(dataDir, 'auth.sqlite')),
    authSecret: e.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    allowSignup: e.ALLOW_SIGNUP,
    publicUrl,
    trustedOrigins: [...new Set(trustedOrigins)],
    signInRateLimit: {
      windowS: e.SIGNIN_RATE_LIMIT_WINDOW_S,
      accountMax: e.SIGNIN_RATE_LIMIT_MAX,
      addressMax,
    },
    trustProxy: e.TRUST_PROXY ?? false,
    deletedRetentionDays: e.DELETED_RETENTION_DAYS,
    webRoot: e.WEB_ROOT
      ? path.resolve(cwd, e.WEB_ROOT)
      : existsSync(defaultWebRoot)
        ? defaultWebRoot
        : null,
    metrics: { enabled: e.METRICS, token: e.METRICS_TOKEN ?? null },
    shutdownDrainS: e.SHUTDOWN_DRAIN_S,
    logLevel: e.LOG_LEVEL,
    mail: e.SMTP_URL
      ? {
          smtpUrl: e.SMTP_URL,
          from: e.SMTP_FROM ?? `Ritmo <no-reply@${new URL(publicUrl).hostname}>`,
        }
      : null,
    databaseLimits: {
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    storageWarnFreeBytes: e.STORAGE_WARN_FREE_MB * 1024 * 1024,
    push: pushConfigOf(e, dataDir, publicUrl, (message) => new ConfigError(message)),
  };
}
