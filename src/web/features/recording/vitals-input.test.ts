import { describe, expect, it } from 'vitest';
import { vitalsEntries, vitalsProblems } from './vitals-input';

const empty = { systolic: '', diastolic: '', spo2: '', hr: '' };

describe('the quick entries form', () => {
  it('records Borg RPE, blood pressure and SpO2 filled in together, in that order', () => {
    const form = vitalsEntries({ ...empty, systolic: 130, diastolic: 80, spo2: 96 }, '13');
    expect(form.entries).toEqual([
      { kind: 'rpe', value: 13 },
      { kind: 'bp', value: { systolic: 130, diastolic: 80 } },
      { kind: 'spo2', value: 96 },
    ]);
    expect(form.incomplete).toBe(false);
  });

  it('records only what was filled in', () => {
    expect(vitalsEntries({ ...empty, spo2: 94 }, '').entries).toEqual([
      { kind: 'spo2', value: 94 },
    ]);
    expect(vitalsEntries(empty, '').entries).toEqual([]);
  });

  it('holds back the form while half a blood pressure or an out-of-range number is typed', () => {
    expect(vitalsEntries({ ...empty, systolic: 130 }, '13').incomplete).toBe(true);
    expect(vitalsEntries({ ...empty, spo2: 30 }, '13').incomplete).toBe(true);
    expect(vitalsEntries({ ...empty, spo2: 30 }, '13').entries).toEqual([
      { kind: 'rpe', value: 13 },
    ]);
  });

  it('gives a manual heart rate apart, only in range', () => {
    expect(vitalsEntries({ ...empty, hr: 88 }, '').hr).toBe(88);
    expect(vitalsEntries({ ...empty, hr: 400 }, '').hr).toBeNull();
  });

  it('says why a vital cannot be recorded: half a pressure, out of range, not whole', () => {
    expect(vitalsProblems({ ...empty, systolic: 130 })).toEqual({ diastolic: 'required' });
    expect(vitalsProblems({ systolic: '', diastolic: '' })).toEqual({});
    expect(vitalsProblems({ systolic: '', diastolic: '' }, true)).toEqual({
      systolic: 'required',
      diastolic: 'required',
    });
    expect(vitalsProblems({ ...empty, spo2: 30, hr: 251 })).toEqual({ spo2: 'min', hr: 'max' });
    expect(vitalsProblems({ ...empty, spo2: '-' })).toEqual({ spo2: 'invalid' });
    expect(vitalsProblems({ systolic: 300, diastolic: 20 }, true)).toEqual({});
  });
});
