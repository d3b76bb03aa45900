import { describe, expect, it } from 'vitest';
import { PRE_EXERCISE_WINDOW_MS } from '../../../common/metrics/entry-phase';
import type { ActivityEvent } from '../../../common/schemas/activity-event';
import { preExerciseOffer } from './pre-exercise-offer';

const START = 1_700_000_000_000;
const bp = { t: 30_000, kind: 'bp', value: { systolic: 130, diastolic: 80 } } as ActivityEvent;

describe('marking a pressure as the pre-exercise value, single recording or class', () => {
  it('is offered, ticked, in the first 5 minutes while no pressure was entered', () => {
    expect(preExerciseOffer({ startedAt: START, events: [] }, START)).toBe(true);
    expect(preExerciseOffer({ startedAt: START, events: [] }, START + 4 * 60_000)).toBe(true);
  });

  it('is offered unticked once a pressure was entered', () => {
    expect(preExerciseOffer({ startedAt: START, events: [bp] }, START + 60_000)).toBe(false);
  });

  it('the edge: not offered from 5 minutes on, nor before the recording starts', () => {
    expect(PRE_EXERCISE_WINDOW_MS).toBe(5 * 60_000);
    const at = START + PRE_EXERCISE_WINDOW_MS;
    expect(preExerciseOffer({ startedAt: START, events: [] }, at - 1)).toBe(true);
    expect(preExerciseOffer({ startedAt: START, events: [] }, at)).toBeUndefined();
    expect(preExerciseOffer(null, START)).toBeUndefined();
  });
});
