import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, HR_MAX_FORMULAS, predictHrMax } from './hr-max.js';

const at = (iso: string) => Date.parse(`${iso}T12:00:00Z`);

describe('predictHrMax', () => {
  it('Fox is 220 minus age', () => {
    expect(predictHrMax(40, 'fox')).toBe(180);
    expect(predictHrMax(0, 'fox')).toBe(220);
    expect(predictHrMax(75, 'fox')).toBe(145);
  });

  it('Tanaka is 208 minus 0.7 × age, rounded to whole bpm', () => {
    expect(predictHrMax(40, 'tanaka')).toBe(180); // 208 − 28
    expect(predictHrMax(30, 'tanaka')).toBe(187); // 208 − 21
    expect(predictHrMax(35, 'tanaka')).toBe(184); // 183.5 rounds up
    expect(predictHrMax(62, 'tanaka')).toBe(165); // 164.6
  });

  it('rejects a negative or non-numeric age', () => {
    expect(() => predictHrMax(-1, 'fox')).toThrow(RangeError);
    expect(() => predictHrMax(Number.NaN, 'tanaka')).toThrow(RangeError);
  });

  it('never rises with age, for either formula', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...HR_MAX_FORMULAS),
        fc.integer({ min: 0, max: 119 }),
        (formula, age) => {
          expect(predictHrMax(age + 1, formula)).toBeLessThanOrEqual(predictHrMax(age, formula));
        },
      ),
    );
  });
});

describe('ageOn', () => {
  it('counts a year only once the birthday is reached', () => {
    expect(ageOn('1980-06-15', at('2024-06-14'))).toBe(43);
    expect(ageOn('1980-06-15', at('2024-06-15'))).toBe(44);
    expect(ageOn('1980-06-15', at('2024-12-31'))).toBe(44);
  });

  it('is 0 on the day of birth', () => {
    expect(ageOn('2024-03-10', at('2024-03-10'))).toBe(0);
  });

  it('makes someone born on 29 February a year older on 1 March in common years', () => {
    expect(ageOn('2000-02-29', at('2023-02-28'))).toBe(22);
    expect(ageOn('2000-02-29', at('2023-03-01'))).toBe(23);
    expect(ageOn('2000-02-29', at('2024-02-29'))).toBe(24);
  });

  it('uses the UTC calendar day of the instant', () => {
    expect(ageOn('1990-05-01', Date.parse('2020-04-30T23:59:59Z'))).toBe(29);
    expect(ageOn('1990-05-01', Date.parse('2020-05-01T00:00:00Z'))).toBe(30);
  });

  it.each(['1990-02-30', '1990-13-01', '01/05/1990', '1990-5-1', ''])('rejects "%s"', (date) => {
    expect(() => ageOn(date, at('2024-01-01'))).toThrow(RangeError);
  });

  it('rejects a birth date after the instant', () => {
    expect(() => ageOn('2025-01-02', at('2025-01-01'))).toThrow(RangeError);
  });

  it('is exactly n on the n-th birthday and n − 1 the day before', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 1, max: 110 }),
        (year, month, day, n) => {
          const birth = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          const birthday = Date.UTC(year + n, month - 1, day);
          expect(ageOn(birth, birthday)).toBe(n);
          expect(ageOn(birth, birthday - 1)).toBe(n - 1);
        },
      ),
    );
  });
});
