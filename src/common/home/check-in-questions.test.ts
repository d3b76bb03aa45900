import { describe, expect, it } from 'vitest';
import { checkInProfileOf } from './check-in-questions';

const profile = (icd10: string | null, lvefPct: number | null, diabetes = false) => ({
  icd10,
  lvefPct,
  comorbidities: diabetes ? (['diabetes'] as const).slice() : [],
});

describe('checkInProfileOf', () => {
  it('asks nothing more without a profile', () => {
    expect(checkInProfileOf(null)).toEqual({ heartFailure: false, diabetes: false });
  });

  it('marks heart failure by ICD-10 I50 or an ejection fraction of 40 % or less', () => {
    expect(checkInProfileOf(profile('I50.9', null)).heartFailure).toBe(true);
    expect(checkInProfileOf(profile(null, 40)).heartFailure).toBe(true);
    expect(checkInProfileOf(profile(null, 41)).heartFailure).toBe(false);
    expect(checkInProfileOf(profile('I21.4', 55)).heartFailure).toBe(false);
  });

  it('marks diabetes by the comorbidity or ICD-10 E10–E14', () => {
    expect(checkInProfileOf(profile(null, null, true)).diabetes).toBe(true);
    expect(checkInProfileOf(profile('E11.9', null)).diabetes).toBe(true);
    expect(checkInProfileOf(profile('E15', null)).diabetes).toBe(false);
  });
});
