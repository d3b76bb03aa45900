import { describe, expect, it } from 'vitest';
import {
  type ConnectionEvent,
  type ConnectionSnapshot,
  INITIAL_CONNECTION,
  nextConnection,
  reconnectDelayMs,
} from './connection-machine';

const run = (...events: ConnectionEvent[]): ConnectionSnapshot =>
  events.reduce(nextConnection, INITIAL_CONNECTION);

describe('connection state machine', () => {
  it('connects through connecting', () => {
    expect(run({ type: 'connect' }).state).toBe('connecting');
    expect(run({ type: 'connect' }, { type: 'connected' })).toEqual({
      state: 'connected',
      reconnectAttempt: 0,
      error: null,
    });
  });

  it('a failed first connect goes back to disconnected with the reason', () => {
    expect(run({ type: 'connect' }, { type: 'connect-failed', error: 'out of range' })).toEqual({
      state: 'disconnected',
      reconnectAttempt: 0,
      error: 'out of range',
    });
  });

  it('a lost link reconnects, counting failed retries, and is connected again after one succeeds', () => {
    const lost = run({ type: 'connect' }, { type: 'connected' }, { type: 'link-lost' });
    expect(lost).toEqual({ state: 'reconnecting', reconnectAttempt: 0, error: null });
    const twice = [{ type: 'retry-failed' }, { type: 'retry-failed' }] as const;
    expect(twice.reduce(nextConnection, lost).reconnectAttempt).toBe(2);
    expect(nextConnection(lost, { type: 'connected' }).state).toBe('connected');
  });

  it('a failed retry can say why, and the next connected state clears it', () => {
    const lost = run({ type: 'connect' }, { type: 'connected' }, { type: 'link-lost' });
    const refused = nextConnection(lost, { type: 'retry-failed', error: 'connection-refused' });
    expect(refused).toEqual({
      state: 'reconnecting',
      reconnectAttempt: 1,
      error: 'connection-refused',
    });
    expect(nextConnection(refused, { type: 'connected' }).error).toBeNull();
  });

  it("the user's disconnect wins from every state", () => {
    for (const state of ['connecting', 'connected', 'reconnecting'] as const) {
      expect(
        nextConnection({ state, reconnectAttempt: 3, error: null }, { type: 'disconnect' }),
      ).toEqual(INITIAL_CONNECTION);
    }
  });

  it('ignores events that do not fit the state (a stale retry after disconnecting)', () => {
    expect(run({ type: 'retry-failed' })).toEqual(INITIAL_CONNECTION);
    expect(run({ type: 'link-lost' })).toEqual(INITIAL_CONNECTION);
    expect(run({ type: 'connected' })).toEqual(INITIAL_CONNECTION);
    const connected = run({ type: 'connect' }, { type: 'connected' });
    expect(nextConnection(connected, { type: 'connect' })).toBe(connected);
  });
});

describe('reconnect backoff', () => {
  it('waits 1 s, 2 s, 4 s… and never more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map(reconnectDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
