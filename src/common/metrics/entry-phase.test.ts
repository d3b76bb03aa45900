import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryPhaseAt } from './entry-phase.js';

const START = Date.UTC(2025, 2, 4, 12, 30);
const SEC = 1000;

describe('the phase of an entry from its time against the session', () => {
  it('files BP taken at 4:16 of a 5:36 class as during (issue 34)', () => {
    const end = START + (5 * 60 + 36) * SEC;
    expect(entryPhaseAt(START + (4 * 60 + 16) * SEC, START, end)).toBe('during');
  });

  it('is during exactly at the start and after exactly at the end', () => {
    const end = START + 30 * 60 * SEC;
    expect(entryPhaseAt(START - 1, START, end)).toBe('before');
    expect(entryPhaseAt(START, START, end)).toBe('during');
    expect(entryPhaseAt(START + 1, START, end)).toBe('during');
    expect(entryPhaseAt(end - 1, START, end)).toBe('during');
    expect(entryPhaseAt(end, START, end)).toBe('after');
    expect(entryPhaseAt(end + 1, START, end)).toBe('after');
  });

  it('a session of no length has no during: at its instant is after', () => {
    expect(entryPhaseAt(START, START, START)).toBe('after');
  });

  it('every time inside the span is during, whatever its length', () => {
    fc.assert(
      fc.property(fc.nat(86_400_000), fc.nat(86_400_000), (durationMs, offset) => {
        fc.pre(offset < durationMs);
        expect(entryPhaseAt(START + offset, START, START + durationMs)).toBe('during');
      }),
    );
  });
});
