import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatDay,
  formatInSentence,
  formatNumber,
  formatPercent,
  formatWithUnit,
  NO_VALUE,
} from './locale-format';

const NBSP = '\u00a0';

describe('formatNumber and formatWithUnit', () => {
  it('write a decimal with the reader’s decimal sign', () => {
    expect(formatWithUnit(39.4, 'ms', 'pt-BR', 1)).toBe(`39,4${NBSP}ms`);
    expect(formatWithUnit(39.4, 'ms', 'en', 1)).toBe(`39.4${NBSP}ms`);
    expect(formatWithUnit(82.5, 'kg', 'pt-BR', 1)).toBe(`82,5${NBSP}kg`);
    expect(formatWithUnit(82.5, 'kg', 'en', 1)).toBe(`82.5${NBSP}kg`);
  });

  it('group thousands as the locale does', () => {
    expect(formatNumber(1234.5, 'pt-BR', 1)).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en', 1)).toBe('1,234.5');
  });

  it('round to the decimals asked for and drop trailing zeros', () => {
    expect(formatNumber(131.6, 'pt-BR')).toBe('132');
    expect(formatNumber(39.46, 'pt-BR', 1)).toBe('39,5');
    expect(formatNumber(40, 'en', 1)).toBe('40');
  });

  it('sign a change, leaving zero unsigned', () => {
    expect(formatNumber(16.5, 'pt-BR', { maxFractionDigits: 1, signed: true })).toBe('+16,5');
    expect(formatNumber(-12, 'en', { signed: true })).toBe('-12');
    expect(formatNumber(0, 'en', { signed: true })).toBe('0');
  });

  it('show a dash for a value that was not measured', () => {
    for (const missing of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatNumber(missing, 'pt-BR')).toBe(NO_VALUE);
      expect(formatWithUnit(missing, 'bpm', 'en')).toBe(NO_VALUE);
    }
  });

  it('never print a dot as the decimal sign in Portuguese', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (value) => {
        expect(formatNumber(value, 'pt-BR', 2)).not.toMatch(/\d\.\d{1,2}$/);
      }),
    );
  });
});

describe('formatInSentence', () => {
  it('keeps the decimals given, in the reader’s decimal sign', () => {
    expect(formatInSentence(82.5, 'pt-BR')).toBe('82,5');
    expect(formatInSentence(82.5, 'en')).toBe('82.5');
    expect(formatInSentence(0.1 + 0.2, 'pt-BR')).toBe('0,3');
  });

  it('leaves a year or a version ungrouped and groups from five digits', () => {
    expect(formatInSentence(2026, 'pt-BR')).toBe('2026');
    expect(formatInSentence(12000, 'pt-BR')).toBe('12.000');
    expect(formatInSentence(12000, 'en')).toBe('12,000');
  });
});

describe('formatDay', () => {
  it('writes a calendar day as dd/mm/aaaa in Portuguese and m/d/yyyy in English', () => {
    expect(formatDay('2026-11-25', 'pt-BR', 'short')).toBe('25/11/2026');
    expect(formatDay('2026-11-25', 'en', 'short')).toBe('11/25/26');
    expect(formatDay('2026-11-25', 'pt-BR')).toBe('25 de nov. de 2026');
    expect(formatDay('2026-11-25', 'en')).toBe('Nov 25, 2026');
  });

  it('keeps the day whatever the time zone (a day, not an instant)', () => {
    expect(formatDay('2026-01-01', 'pt-BR', 'short')).toBe('01/01/2026');
  });

  it('returns text that is not a day unchanged', () => {
    expect(formatDay('não é data', 'pt-BR')).toBe('não é data');
  });
});

describe('formatDateTime', () => {
  it('writes an instant in the reader’s order', () => {
    const at = Date.UTC(2026, 10, 25, 14, 5);
    const options = { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' } as const;
    expect(formatDateTime(at, 'pt-BR', options)).toBe('25/11/2026, 14:05');
    // ICU versions differ in the space before PM (U+0020 or U+202F).
    expect(formatDateTime(at, 'en', options)).toMatch(/^11\/25\/26, 2:05[\s\u202f]PM$/);
  });
});

describe('formatPercent', () => {
  it('writes a whole share with the percent sign', () => {
    // ICU versions differ on a space before % in Portuguese.
    expect(formatPercent(45, 'pt-BR')).toMatch(/^45\u00a0?%$/);
    expect(formatPercent(45, 'en')).toBe('45%');
    expect(formatPercent(null, 'en')).toBe(NO_VALUE);
  });
});
