/** Small factories for recording tests. */
import type { RecordingSetup } from './recording';

export const T0 = 1_700_000_000_000;

export function makeSetup(overrides: Partial<RecordingSetup> = {}): RecordingSetup {
  return {
    patientId: 'p-1',
    type: 'walk',
    hrMaxBpm: 180,
    restingHr: 60,
    target: null,
    ...overrides,
  };
}
