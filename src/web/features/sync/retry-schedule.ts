/**
 * What an answer means for a queued write, and when a transient failure is tried again:
 * exponential backoff from 1 s, capped at 5 min, with ±20 % jitter so many devices coming back
 * online at once (a clinic's Wi-Fi returning) do not retry in lock-step.
 */
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
 * rejected: the server refuses this write as it is (other 4xx); only the clinician can decide.
 */
export type ReplayVerdict = 'done' | 'retry' | 'unauthorized' | 'rejected';

export function verdictFor(method: 'PUT' | 'DELETE', status: number): ReplayVerdict {
  if (status >= 200 && status < 300) return 'done';
  if (status === 404 && method === 'DELETE') return 'done';
  if (status === 401) return 'unauthorized';
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'retry';
  return 'rejected';
}
