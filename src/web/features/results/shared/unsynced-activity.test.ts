import { describe, expect, it } from 'vitest';
import type { ActivityInput } from '../../../../common/schemas/activity';
import type { UnsyncedPut } from '../../sync';
import { unsyncedActivityOf } from './unsynced-activity';

const ID = '0b6f3c1e-8a5d-4f7b-9c2e-1d3a5b7c9e0f';
const T0 = 1_700_000_000_000;

function makeInput(overrides: Partial<ActivityInput> = {}): ActivityInput {
  return {
    patientId: 'P-1',
    type: 'walk',
    startedAt: T0,
    endedAt: T0 + 4000,
    timestamp: T0 + 5000,
    hrMaxBpm: 180,
    // Four readings a second apart: 100, 110, 120, 130 bpm.
    samples: { t: [0, 1000, 2000, 3000], hr: [100, 110, 120, 130] },
    events: [{ t: 3000, kind: 'rpe', value: 13 }],
    notes: 'felt fine',
    ...overrides,
  };
}

const queued = (body: unknown, rejected = false): UnsyncedPut => ({
  entityKey: `activity:${ID}`,
  body,
  queuedAt: T0 + 6000,
  rejected,
});

describe('a session read back from its queued save', () => {
  it('carries what the clinician recorded and the summary the server will compute', () => {
    const built = unsyncedActivityOf(queued(makeInput()));
    expect(built?.state).toBe('pending');
    expect(built?.activity).toMatchObject({
      activityId: ID,
      patientId: 'P-1',
      type: 'walk',
      startedAt: T0,
      timestamp: T0 + 5000,
      notes: 'felt fine',
      deletedAt: null,
    });
    expect(built?.activity.summary).toMatchObject({
      durationMs: 4000,
      sampleCount: 4,
      hrAvg: 115,
      hrMax: 130,
      rpe: 13,
    });
    expect(built?.activity.samples.hr).toEqual([100, 110, 120, 130]);
  });

  it('is dated by when it was queued when the save carries no time of its own', () => {
    const built = unsyncedActivityOf(queued(makeInput({ timestamp: undefined })));
    expect(built?.activity.timestamp).toBe(T0 + 6000);
  });

  it('says the server refused it', () => {
    expect(unsyncedActivityOf(queued(makeInput(), true))?.state).toBe('rejected');
  });

  it('is nothing when the queued body is not a whole session (an older app, another entity)', () => {
    expect(unsyncedActivityOf(queued({ notes: 'only notes' }))).toBeNull();
    expect(unsyncedActivityOf({ ...queued(makeInput()), entityKey: 'patient:P-1' })).toBeNull();
  });

  it('keeps the Borg range and the unsigned prescription of a Borg-guided session saved offline', () => {
    const body = makeInput({
      borgTarget: { low: 11, high: 13 },
      prescription: { version: 2, signed: false },
    });
    expect(unsyncedActivityOf(queued(body))?.activity).toMatchObject({
      borgTarget: { low: 11, high: 13 },
      prescription: { version: 2, signed: false },
    });
    expect(unsyncedActivityOf(queued(makeInput()))?.activity).not.toHaveProperty('borgTarget');
  });
});
