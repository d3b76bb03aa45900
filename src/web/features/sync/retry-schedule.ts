/**
 * What an answer means for a queued write, and when a transient failure is tried again:
 * exponential backoff from 1 s, capped at 5 min, with ±20 % jitter so many devices coming back
 * online at once (a clinic's Wi-Fi returning) do not retry in lock-step. A write the server keeps
 * failing on is parked after PARK_AFTER_SERVER_FAILURES such attempts.
 */
import type { OutboxError, OutboxItem } from './outbox-item';

const FIRST_RETRY_MS = 1000;
export const MAX_RETRY_MS = 5 * 60 * 1000;
const JITTER = 0.2;

/** Delay before attempt `attempts + 1`, after `attempts` (≥ 1) transient failures. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  const base = Math.min(FIRST_RETRY_MS * 2 ** exponent, MAX_RETRY_MS);
  const jittered = base * (1 - JITTER + 2 * JITTER * random());
  return Math.round(Math.min(jittered, MAX_RETRY_MS));
}

/**
 * done: the server has it (2xx; a DELETE answered 404 has nothing left to delete).
 * retry: the server or the network may do better later (0 = no answer, 408, 429, 5xx).
 * unauthorized: the session ended; keep everything until the clinician signs in again.
 * locked: the session's inactivity lock (423); keep everything until the screen is unlocked.
 * rejected: the server refuses this write as it is (other 4xx); only the clinician can decide.
 */
export type ReplayVerdict = 'done' | 'retry' | 'unauthorized' | 'locked' | 'rejected';

export function verdictFor(method: 'PUT' | 'DELETE', status: number): ReplayVerdict {
  if (status >= 200 && status < 300) return 'done';
  if (status === 404 && method === 'DELETE') return 'done';
  if (status === 401) return 'unauthorized';
  if (status === 423) return 'locked';
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'retry';
  return 'rejected';
}

/**
 * The server answered but its database or disk could not (503 `database_unavailable`, 507
 * `storage_full` …): an outage like a lost network, never the write's fault, so it never counts
 * toward parking, whatever the health check says.
 */
const SERVER_OUTAGE_CODES = new Set([
  'database_unavailable',
  'database_busy',
  'storage_full',
  'storage_read_only',
  'storage_error',
]);
export const isServerOutage = (error: Pick<OutboxError, 'code'> | null): boolean =>
  error !== null && SERVER_OUTAGE_CODES.has(error.code);

/** A refusal (other 4xx): the server will not take the write as it is, however often it is sent. */
export const isRefusal = (method: 'PUT' | 'DELETE', status: number): boolean =>
  verdictFor(method, status) === 'rejected';

/**
 * Failed attempts the server itself took (a 5xx or a lost answer while its health check answered)
 * before a write is parked for the clinician. With the backoff above the 8th comes about 2 min
 * after the first: a glitch of a minute or two passes unseen, while a write the server can never
 * take stops being sent within minutes. Parking holds back only that entity's later writes, and
 * the network's failures (offline for hours in a basement gym) never count.
 */
export const PARK_AFTER_SERVER_FAILURES = 8;

export interface FailedAttempt {
  verdict: 'retry' | 'rejected';
  error: OutboxError | null;
  /** The server took this write and failed on it: not the network's or whole server's fault. */
  againstWrite: boolean;
}

/** The item after a failed attempt: refused, parked, or due again after the backoff. */
export function afterFailedAttempt(
  item: OutboxItem,
  { verdict, error, againstWrite }: FailedAttempt,
  now: number,
  random: () => number = Math.random,
): OutboxItem {
  const attempts = item.attempts + 1;
  // Absent from items stored before the count existed.
  const serverFailures = (item.serverFailures ?? 0) + (againstWrite ? 1 : 0);
  const failed = verdict === 'rejected' || serverFailures >= PARK_AFTER_SERVER_FAILURES;
  return {
    ...item,
    attempts,
    serverFailures,
    failed,
    lastError: error,
    nextAttemptAt: now + (failed ? 0 : retryDelayMs(attempts, random)),
  };
}
