import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Assessment } from '../schemas/assessment.js';
import { outcomeOf, outcomesOf } from './outcomes.js';

const walk = (assessmentId: string, date: string, distanceM: number, createdAt: number) =>
  ({ kind: 'six-minute-walk', assessmentId, date, distanceM, createdAt }) as Assessment;
const distance = (a: Assessment) => (a.kind === 'six-minute-walk' ? a.distanceM : null);

const START = '2026-10-12';

describe('6-minute walk baseline and latest', () => {
  it('two walks on the start day: the first recorded is the baseline, the second the latest', () => {
    // Issue 34: 380 m then 455 m, both dated the start day (the first entered before the
    // programme existed), showed "Baseline 455 m · Latest —".
    const walks = [walk('second', START, 455, 2_000), walk('first', START, 380, 1_000)];
    expect(outcomesOf(walks, START).outcomes.sixMinuteWalkM).toEqual({
      baseline: { assessmentId: 'first', date: START, value: 380 },
      latest: { assessmentId: 'second', date: START, value: 455 },
      change: 75,
      // 75 / 380 = 19.74 %.
      changePct: 19.7,
    });
  });

  it('an intake walk before the start is the baseline; walks on one day keep the order recorded', () => {
    const walks = [
      walk('end', '2026-12-01', 470, 9_000),
      walk('old', '2026-09-01', 300, 1),
      walk('intake', '2026-10-06', 400, 2),
    ];
    expect(outcomeOf(walks, distance, START)).toMatchObject({
      baseline: { assessmentId: 'intake', value: 400 },
      latest: { assessmentId: 'end', value: 470 },
      change: 70,
      changePct: 17.5,
    });
    // The same time recorded: the id decides, so the answer never depends on arrival order.
    const tied = [walk('b', START, 420, 5), walk('a', START, 410, 5)];
    expect(outcomeOf(tied, distance, START)).toMatchObject({
      baseline: { assessmentId: 'a' },
      latest: { assessmentId: 'b' },
    });
  });

  it('with nothing by the start, the first walk after it is the baseline', () => {
    const walks = [walk('late', '2026-11-20', 480, 2), walk('first', '2026-10-20', 400, 1)];
    expect(outcomeOf(walks, distance, START)).toMatchObject({
      baseline: { assessmentId: 'first' },
      latest: { assessmentId: 'late' },
      change: 80,
    });
  });

  it('three walks in any entry order give the same baseline, latest and change', () => {
    const walks = [
      walk('w1', START, 380, 1_000),
      walk('w2', START, 455, 2_000),
      walk('w3', '2026-11-30', 500, 3_000),
    ];
    fc.assert(
      fc.property(fc.shuffledSubarray(walks, { minLength: 3, maxLength: 3 }), (order) => {
        expect(outcomeOf(order, distance, START)).toEqual({
          baseline: { assessmentId: 'w1', date: START, value: 380 },
          latest: { assessmentId: 'w3', date: '2026-11-30', value: 500 },
          change: 120,
          // 120 / 380 = 31.58 %.
          changePct: 31.6,
        });
      }),
    );
  });
});
