import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Assessment } from '../../../common/schemas/assessment';
import {
  assessmentFormValues,
  keptValues,
  parseAssessmentForm,
  typedNumber,
} from './assessment-form-values';

const TODAY = '2026-11-20';

describe('assessment form values', () => {
  it('turn a complete exercise test into the API body, empty optional fields as null', () => {
    const values = {
      ...assessmentFormValues('exercise-test', null, TODAY),
      restHr: '70',
      peakHr: '128',
      vt1Hr: '100',
      peakMets: '6,5',
      onBetaBlocker: true,
    };
    expect(parseAssessmentForm('exercise-test', values)).toEqual({
      input: {
        kind: 'exercise-test',
        date: TODAY,
        notes: '',
        restHr: 70,
        peakHr: 128,
        vt1Hr: 100,
        vt2Hr: null,
        ischaemicHr: null,
        peakMets: 6.5,
        peakSbp: null,
        onBetaBlocker: true,
      },
    });
  });

  it('name each refused field and why: missing, out of range, order, not a number', () => {
    const values = {
      ...assessmentFormValues('exercise-test', null, TODAY),
      restHr: '',
      peakHr: '300',
      peakSbp: 'abc',
      peakMets: '0.5',
    };
    expect(parseAssessmentForm('exercise-test', values)).toEqual({
      errors: {
        restHr: { key: 'required' },
        peakHr: { key: 'max', limit: 250 },
        peakSbp: { key: 'number' },
        peakMets: { key: 'min', limit: 1 },
      },
    });
    const order = {
      ...values,
      restHr: '80',
      peakHr: '120',
      peakSbp: '',
      peakMets: '',
      vt1Hr: '130',
    };
    expect(parseAssessmentForm('exercise-test', order)).toEqual({
      errors: { vt1Hr: { key: 'order' } },
    });
  });

  it('refuse a fraction where the schema wants whole numbers and a date in the future', () => {
    const values = {
      ...assessmentFormValues('six-minute-walk', null, '2999-01-01'),
      distanceM: '420.5',
    };
    expect(parseAssessmentForm('six-minute-walk', values)).toEqual({
      errors: { date: { key: 'future' }, distanceM: { key: 'integer' } },
    });
  });

  it('ask vitals for at least one measure, and diastolic below systolic', () => {
    const empty = assessmentFormValues('vitals', null, TODAY);
    expect(parseAssessmentForm('vitals', empty)).toEqual({ errors: { sbp: { key: 'order' } } });
    expect(parseAssessmentForm('vitals', { ...empty, sbp: '120', dbp: '130' })).toEqual({
      errors: { dbp: { key: 'order' } },
    });
  });

  it('ask a questionnaire for its name', () => {
    const values = { ...assessmentFormValues('questionnaire', null, TODAY), score: '42' };
    expect(parseAssessmentForm('questionnaire', values)).toEqual({
      errors: { name: { key: 'required' } },
    });
  });

  it('start an edit from the saved assessment, nulls as empty fields', () => {
    const saved = {
      kind: 'six-minute-walk',
      date: '2026-11-02',
      notes: 'oxygen 2 L/min',
      distanceM: 410,
      preHr: 72,
      postHr: null,
      minSpo2: 91,
      borgDyspnoea: 3.5,
      borgFatigue: null,
    } as unknown as Assessment;
    expect(assessmentFormValues('six-minute-walk', saved, TODAY)).toEqual({
      date: '2026-11-02',
      notes: 'oxygen 2 L/min',
      distanceM: '410',
      preHr: '72',
      postHr: '',
      minSpo2: '91',
      borgDyspnoea: '3.5',
      borgFatigue: '',
    });
  });

  it('read numbers as clinicians type them', () => {
    expect(typedNumber(' 72 ')).toBe(72);
    expect(typedNumber('78,4')).toBe(78.4);
    expect(typedNumber('')).toBeNull();
    expect(typedNumber('7O')).toBeNaN();
  });
});

describe('the date of a test', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("is refused the day after the device's today, though the server would take it", () => {
    // São Paulo (UTC−3) at 09:00: the server's bound (today anywhere, UTC+14) is already the 15th.
    vi.useFakeTimers({ now: Date.parse('2026-07-14T12:00:00Z') });
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(180);
    const values = { ...assessmentFormValues('vitals', null, '2026-07-15'), sbp: '120' };
    expect(parseAssessmentForm('vitals', values)).toEqual({ errors: { date: { key: 'future' } } });
    const today = { ...values, date: '2026-07-14' };
    expect(parseAssessmentForm('vitals', today)).toMatchObject({ input: { date: '2026-07-14' } });
  });

  it('keep a walk’s early stop through an edit, and save a whole walk without one', () => {
    const saved = {
      kind: 'six-minute-walk',
      date: '2026-11-02',
      notes: '',
      distanceM: 180,
      stoppedEarlyAtS: 95,
      stopReason: 'staggering',
    } as unknown as Assessment;
    const values = { ...assessmentFormValues('six-minute-walk', saved, TODAY), distanceM: '185' };
    expect(parseAssessmentForm('six-minute-walk', values, keptValues(saved))).toMatchObject({
      input: { distanceM: 185, stoppedEarlyAtS: 95, stopReason: 'staggering' },
    });
    expect(parseAssessmentForm('six-minute-walk', values)).toMatchObject({
      input: { stoppedEarlyAtS: null, stopReason: null },
    });
    expect(keptValues(null)).toEqual({});
  });
});
