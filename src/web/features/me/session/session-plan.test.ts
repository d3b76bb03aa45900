import { describe, expect, it } from 'vitest';
import { conditioningEndMs, phaseAt, sessionLengthMs } from './session-plan';

const minutes = { warmUpMin: 5, conditioningMin: 20, coolDownMin: 5 };
const MIN = 60_000;

describe('phaseAt', () => {
  it('starts in the warm-up with all of it left', () => {
    expect(phaseAt(minutes, 0)).toEqual({
      phase: 'warm-up',
      phaseLeftMs: 5 * MIN,
      totalLeftMs: 30 * MIN,
    });
  });

  it('moves to the next phase exactly at the boundary', () => {
    expect(phaseAt(minutes, 5 * MIN - 1).phase).toBe('warm-up');
    expect(phaseAt(minutes, 5 * MIN)).toMatchObject({
      phase: 'conditioning',
      phaseLeftMs: 20 * MIN,
    });
    expect(phaseAt(minutes, 25 * MIN)).toMatchObject({ phase: 'cool-down', phaseLeftMs: 5 * MIN });
    expect(phaseAt(minutes, 30 * MIN)).toEqual({ phase: 'done', phaseLeftMs: 0, totalLeftMs: 0 });
  });

  it('skips a phase of zero minutes', () => {
    const noCoolDown = { ...minutes, coolDownMin: 0 };
    expect(phaseAt(noCoolDown, 25 * MIN).phase).toBe('done');
  });

  it('knows the length and the end of conditioning', () => {
    expect(sessionLengthMs(minutes)).toBe(30 * MIN);
    expect(conditioningEndMs(minutes)).toBe(25 * MIN);
  });
});
