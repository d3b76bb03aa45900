/** How fresh the sensor's data is, for the "Signal" line: a strap can be linked but silent. */
import { STALE_AFTER_MS } from './freshness';
import type { ConnectionState } from './sensor-driver';
import type { SensorSnapshot } from './sensor-hub';

/** Badge colours of the connection states (Mantine colour names). */
export const STATE_COLORS: Record<ConnectionState, string> = {
  disconnected: 'gray',
  connecting: 'blue',
  connected: 'green',
  reconnecting: 'orange',
};

export type SignalState =
  | { kind: 'none' }
  | { kind: 'waiting' }
  | { kind: 'live' }
  | { kind: 'stale'; seconds: number };

export function signalState({ status, lastReading }: SensorSnapshot, now: number): SignalState {
  if (status.state === 'disconnected' || status.state === 'connecting') return { kind: 'none' };
  if (!lastReading) return { kind: 'waiting' };
  const age = now - lastReading.at;
  return age <= STALE_AFTER_MS
    ? { kind: 'live' }
    : { kind: 'stale', seconds: Math.floor(age / 1000) };
}
