import { describe, expect, it } from 'vitest';
import type { Assessment } from '../../../common/schemas/assessment';
import { compareAssessments } from './assessment-compare';

let created = 0;
function walk(date: string, distanceM: number, minSpo2: number | null = null): Assessment {
  created += 1;
  return {
    kind: 'six-minute-walk',
    date,
    notes: '',
    distanceM,
    preHr: null,
    postHr: null,
    minSpo2,
    borgDyspnoea: null,
    borgFatigue: null,
    stoppedEarlyAtS: null,
    stopReason: null,
    assessmentId: `W-${created}`,
    patientId: 'P-1',
    by: { id: 'u', name: 'Ana', email: 'ana@example.org' },
    createdAt: created,
    updatedAt: created,
    version: 1,
  };
}

function questionnaire(date: string, name: string, score: number): Assessment {
  created += 1;
  return {
    ...walk(date, 0),
    kind: 'questionnaire',
    name,
    score,
  } as unknown as Assessment;
}

describe('baseline and latest of an assessment kind', () => {
  it('compare the 6-minute walk distance from the programme’s baseline, in metres and %', () => {
    const walks = [walk('2026-11-20', 480), walk('2026-09-01', 300), walk('2026-10-01', 400, 93)];
    const [distance, spo2] = compareAssessments('six-minute-walk', walks, '2026-10-02');
    expect(distance).toMatchObject({
      field: 'distanceM',
      unit: 'm',
      outcome: {
        baseline: { date: '2026-10-01', value: 400 },
        latest: { date: '2026-11-20', value: 480 },
        change: 80,
        changePct: 20,
      },
    });
    // SpO2 was measured once only: a baseline, no latest yet.
    expect(spo2).toMatchObject({
      field: 'minSpo2',
      outcome: { baseline: { value: 93 }, latest: null },
    });
  });

  it('without a programme, the first assessment is the baseline', () => {
    const [distance] = compareAssessments(
      'six-minute-walk',
      [walk('2026-11-20', 480), walk('2026-09-01', 300)],
      null,
    );
    expect(distance!.outcome).toMatchObject({
      baseline: { value: 300 },
      change: 180,
      changePct: 60,
    });
  });

  it('compare each questionnaire by its own name, and nothing of another kind', () => {
    const records = [
      questionnaire('2026-09-01', 'MLHFQ', 60),
      questionnaire('2026-11-01', 'MLHFQ', 42),
      questionnaire('2026-09-01', 'HADS', 12),
      walk('2026-09-01', 300),
    ];
    const compared = compareAssessments('questionnaire', records, null);
    expect(compared.map((m) => [m.questionnaire, m.outcome.change])).toEqual([
      ['HADS', null],
      ['MLHFQ', -18],
    ]);
    expect(compareAssessments('vitals', records, null)).toEqual([]);
  });
});
