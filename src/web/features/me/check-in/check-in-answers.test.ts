import { describe, expect, it } from 'vitest';
import { redFlagsOf } from '../../../../common/home/red-flags';
import {
  answersOf,
  emptyCheckInValues,
  questionsFor,
  readingsFor,
  unansweredOf,
} from './check-in-answers';

const plain = { heartFailure: false, diabetes: false };

describe('the check-in questions', () => {
  it('asks about weight gain and swelling only with heart failure', () => {
    expect(questionsFor(plain)).toEqual([
      'chestPain',
      'breathless',
      'dizzy',
      'palpitations',
      'ill',
    ]);
    expect(questionsFor({ ...plain, heartFailure: true })).toContain('swelling');
  });

  it('offers glucose only with diabetes', () => {
    expect(readingsFor(plain)).toEqual(['sbp', 'dbp', 'hr']);
    expect(readingsFor({ ...plain, diabetes: true })).toContain('glucose');
  });

  it('lists the shown questions still unanswered', () => {
    const values = { ...emptyCheckInValues(), chestPain: 'no' as const };
    expect(unansweredOf(values, ['chestPain', 'dizzy'])).toEqual(['dizzy']);
  });
});

describe('answersOf', () => {
  it('sends a question not shown as no and an empty reading as null', () => {
    const values = { ...emptyCheckInValues(), chestPain: 'no' as const, sbp: 130 };
    const answers = answersOf(values);
    expect(answers).toMatchObject({ chestPain: false, swelling: false, sbp: 130, dbp: null });
    expect(redFlagsOf(answers)).toEqual([]);
  });

  it('makes a red flag of a yes and of a reading out of range', () => {
    const values = { ...emptyCheckInValues(), dizzy: 'yes' as const, sbp: 190, glucose: 70 };
    expect(redFlagsOf(answersOf(values))).toEqual(['dizzy', 'glucoseLow', 'bpHigh']);
  });
});
