/** Small factories for recording tests. */
import type { SessionSetup } from './recording-session';

export const T0 = 1_700_000_000_000;

export function makeSetup(overrides: Partial<SessionSetup> = {}): SessionSetup {
  return {
    patientId: 'p-1',
    type: 'walk',
    hrMaxBpm: 180,
    restingHr: 60,
    target: null,
    ...overrides,
  };
}
