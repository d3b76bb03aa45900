import { describe, expect, it } from 'vitest';
import type { ActivityInput } from '../../../../common/schemas/activity';
import { emptyAfterValues, parseAfter, withAfterAnswers } from './after-answers';

const T0 = 1_700_000_000_000;
const session: ActivityInput = {
  patientId: 'P-1',
  type: 'walk',
  startedAt: T0,
  endedAt: T0 + 30 * 60_000,
  events: [{ t: 60_000, kind: 'rpe', value: 12 }],
};

describe('parseAfter', () => {
  it('takes the readings at the edges of the check-in ranges and refuses past them', () => {
    const edge = { ...emptyAfterValues(), borg: '13', systolic: 300, diastolic: 20, glucose: 10 };
    expect(parseAfter(edge)).toMatchObject({ answers: { bp: { systolic: 300, diastolic: 20 } } });
    const past = { ...edge, systolic: 301, glucose: 9 };
    expect(parseAfter(past)).toEqual({ errors: { systolic: 'range', glucose: 'range' } });
  });
});

describe('withAfterAnswers', () => {
  it('puts the answers at the end of the session and keeps what was recorded', () => {
    const answers = {
      borg: 14,
      symptoms: ['palpitations' as const],
      bp: { systolic: 130, diastolic: 80 },
      glucoseMgDl: 110,
      note: 'ok',
    };
    const body = withAfterAnswers(session, answers);
    const end = 30 * 60_000;
    expect(body.events).toEqual([
      { t: 60_000, kind: 'rpe', value: 12 },
      { t: end, kind: 'rpe', value: 14 },
      { t: end, kind: 'marker', value: 'symptom-after:palpitations' },
      { t: end, kind: 'bp', value: { systolic: 130, diastolic: 80 } },
      { t: end, kind: 'marker', value: 'glucose-mgdl:110' },
    ]);
    expect(body.notes).toBe('ok');
    // Saved again (a second try), the answers replace the first ones.
    expect(
      withAfterAnswers(body, { ...answers, symptoms: [], bp: null, glucoseMgDl: null }).events,
    ).toEqual([
      { t: 60_000, kind: 'rpe', value: 12 },
      { t: end, kind: 'rpe', value: 14 },
    ]);
  });
});
