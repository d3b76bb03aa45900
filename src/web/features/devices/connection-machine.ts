/**
 * The connection life cycle shared by all drivers, as a pure transition function, and the
 * reconnect schedule: after a lost link, retries wait 1 s, 2 s, 4 s… up to 30 s, until the
 * user disconnects.
 */
import type { ConnectionState } from './sensor-driver';

export type ConnectionEvent =
  /** The user asked to connect. */
  | { type: 'connect' }
  | { type: 'connected' }
  /** The first connect failed (no device chosen, out of range): nothing to retry. */
  | { type: 'connect-failed'; error: string }
  /** The link dropped on its own (out of range, sensor off, strap removed). */
  | { type: 'link-lost' }
  /** `error`: why this retry failed, shown while the retries go on (null: not known). */
  | { type: 'retry-failed'; error?: string | null }
  /** The user disconnected: always wins. */
  | { type: 'disconnect' };

export interface ConnectionSnapshot {
  state: ConnectionState;
  reconnectAttempt: number;
  error: string | null;
}

export const INITIAL_CONNECTION: ConnectionSnapshot = {
  state: 'disconnected',
  reconnectAttempt: 0,
  error: null,
};

/** Events that make no sense in the current state (a stale retry, say) leave it unchanged. */
export function nextConnection(
  current: ConnectionSnapshot,
  event: ConnectionEvent,
): ConnectionSnapshot {
  switch (event.type) {
    case 'disconnect':
      return INITIAL_CONNECTION;
    case 'connect':
      return current.state === 'disconnected'
        ? { state: 'connecting', reconnectAttempt: 0, error: null }
        : current;
    case 'connected':
      return current.state === 'connecting' || current.state === 'reconnecting'
        ? { state: 'connected', reconnectAttempt: 0, error: null }
        : current;
    case 'connect-failed':
      return current.state === 'connecting'
        ? { state: 'disconnected', reconnectAttempt: 0, error: event.error }
        : current;
    case 'link-lost':
      return current.state === 'connected'
        ? { state: 'reconnecting', reconnectAttempt: 0, error: null }
        : current;
    case 'retry-failed':
      return current.state === 'reconnecting'
        ? { ...current, reconnectAttempt: current.reconnectAttempt + 1, error: event.error ?? null }
        : current;
  }
}

const FIRST_RETRY_DELAY_MS = 1000;
const MAX_RETRY_DELAY_MS = 30_000;

/** Wait before retry number `attempt` (0-based): 1 s doubling, capped at 30 s. */
export function reconnectDelayMs(attempt: number): number {
  const exponent = Math.max(0, Math.min(attempt, 15)); // 2^15 s is far past the cap already
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** exponent, MAX_RETRY_DELAY_MS);
}
