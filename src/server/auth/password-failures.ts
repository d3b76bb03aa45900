/**
 * Counts failed password attempts (sign-in, and confirming a password before deleting the account)
 * per account and per client address, in the auth database so every server copy sees one count.
 *
 * An attempt is counted when it starts and forgiven when it succeeds: counting only after a
 * failure would let an attacker send many guesses at once, all checked against the same count.
 * A fixed window opens at an account's or address's first failure; at its limit, attempts are
 * refused until the window ends. Keys are SHA-256 hashes, so the table keeps no list of e-mails
 * or addresses that were tried.
 */
import { createHash } from 'node:crypto';
import type { DBAdapter } from 'better-auth';
import type { Config } from '../config.js';

export type FailureLimits = Config['signInRateLimit'];

export interface PasswordAttempt {
  email: string;
  /** The client address as the HTTP bridge resolved it. */
  address: string;
}

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterS: number };

const MODEL = 'passwordFailure';

/** The parts of Better Auth's database adapter used here (it works on SQLite and PostgreSQL). */
export type FailureStore = Pick<DBAdapter, 'incrementOne' | 'findOne' | 'create' | 'deleteMany'>;

/** The table, created by Better Auth's migrations through the plugin that declares it. */
export const passwordFailureSchema = {
  [MODEL]: {
    fields: {
      key: { type: 'string', unique: true, required: true },
      count: { type: 'number', required: true },
      windowStart: { type: 'number', bigint: true, required: true },
    },
  },
} as const;

interface FailureRow {
  key: string;
  count: number;
  windowStart: number | string;
}

/** Concurrent servers racing on one key retry a few times; more means something is wrong. */
const MAX_RACES = 5;

export const hashed = (kind: string, value: string) =>
  `${kind}:${createHash('sha256').update(value).digest('hex')}`;

/** A counter's key and how many attempts its window allows. */
export interface CountedKey {
  key: string;
  max: number;
}

/**
 * Fixed-window counts of attempts under any keys (sign-ins and the lock screen count under
 * their own); `now` is the clock, so tests move time instead of waiting for it.
 */
export function attemptCounts(adapter: FailureStore, windowS: number, now: () => number) {
  const windowMs = windowS * 1000;

  /** Counts one attempt under `key`: null when allowed, else seconds until the window ends. */
  async function take(key: string, max: number, now: number): Promise<number | null> {
    const match = { field: 'key', value: key };
    for (let race = 0; race < MAX_RACES; race++) {
      const counted = await adapter.incrementOne({
        model: MODEL,
        where: [
          match,
          { field: 'windowStart', operator: 'gt', value: now - windowMs },
          { field: 'count', operator: 'lt', value: max },
        ],
        increment: { count: 1 },
      });
      if (counted) return null;
      const row = await adapter.findOne<FailureRow>({ model: MODEL, where: [match] });
      if (!row) {
        const created = await adapter
          .create({ model: MODEL, data: { key, count: 1, windowStart: now } })
          .then(() => true)
          .catch(() => false); // another server created it first: count again
        if (!created) continue;
        await dropEndedWindows(now);
        return null;
      }
      const start = Number(row.windowStart);
      if (start + windowMs > now) return Math.ceil((start + windowMs - now) / 1000);
      const restarted = await adapter.incrementOne({
        model: MODEL,
        where: [match, { field: 'windowStart', value: start }],
        increment: {},
        set: { count: 1, windowStart: now },
      });
      if (restarted) return null;
    }
    throw new Error('password failure count: too many concurrent updates');
  }

  async function give(key: string): Promise<void> {
    await adapter.incrementOne({
      model: MODEL,
      where: [
        { field: 'key', value: key },
        { field: 'count', operator: 'gt', value: 0 },
      ],
      increment: { count: -1 },
    });
  }

  /** Rows of ended windows hold nothing; new keys (one per e-mail tried) would pile up. */
  async function dropEndedWindows(now: number): Promise<void> {
    await adapter.deleteMany({
      model: MODEL,
      where: [{ field: 'windowStart', operator: 'lte', value: now - windowMs }],
    });
  }

  return {
    /**
     * Counts one attempt under every key, in order, unless `forgive` follows; refused at the
     * first key over its limit, and the keys counted before it are given back.
     */
    async begin(keys: CountedKey[]): Promise<AttemptVerdict> {
      const at = now();
      for (const [index, { key, max }] of keys.entries()) {
        const wait = await take(key, max, at);
        if (wait === null) continue;
        await Promise.all(keys.slice(0, index).map((counted) => give(counted.key)));
        return { allowed: false, retryAfterS: wait };
      }
      return { allowed: true };
    },
    /** The attempt succeeded (or never tested a password): it no longer counts. */
    async forgive(keys: CountedKey[]): Promise<void> {
      await Promise.all(keys.map(({ key }) => give(key)));
    },
  };
}

/** Failed sign-ins (and password confirmations) per client address and per account. */
export function passwordFailures(
  adapter: FailureStore,
  limits: FailureLimits,
  now: () => number = Date.now,
) {
  const counts = attemptCounts(adapter, limits.windowS, now);
  const keysOf = (attempt: PasswordAttempt): CountedKey[] => [
    { key: hashed('address', attempt.address), max: limits.addressMax },
    { key: hashed('account', attempt.email.trim().toLowerCase()), max: limits.accountMax },
  ];
  return {
    begin: (attempt: PasswordAttempt) => counts.begin(keysOf(attempt)),
    forgive: (attempt: PasswordAttempt) => counts.forgive(keysOf(attempt)),
  };
}
