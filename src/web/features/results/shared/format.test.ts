import { describe, expect, it } from 'vitest';
import { formatDuration, formatNumber, formatWithUnit, NO_VALUE, percentOf } from './format';

describe('durations', () => {
  it('reads like a stopwatch', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(45_000)).toBe('0:45');
    expect(formatDuration(12 * 60_000 + 5_000)).toBe('12:05');
    expect(formatDuration(3_723_000)).toBe('1:02:03');
  });

  it('rounds to the nearest second and never goes negative', () => {
    expect(formatDuration(59_600)).toBe('1:00');
    expect(formatDuration(-5)).toBe('0:00');
  });
});

describe('numbers', () => {
  it('follow the reader’s locale', () => {
    expect(formatNumber(1234.56, 'en', 1)).toBe('1,234.6');
    expect(formatNumber(1234.56, 'pt-BR', 1)).toBe('1.234,6');
  });

  it('round to whole numbers unless asked otherwise', () => {
    expect(formatNumber(131.6, 'en')).toBe('132');
  });

  it('show a dash for what was not measured', () => {
    expect(formatNumber(null, 'en')).toBe(NO_VALUE);
    expect(formatNumber(Number.NaN, 'en')).toBe(NO_VALUE);
    expect(formatWithUnit(null, 'bpm', 'en')).toBe(NO_VALUE);
  });

  it('carry their unit after a no-break space', () => {
    expect(formatWithUnit(132, 'bpm', 'en')).toBe('132\u00a0bpm');
  });
});

describe('percentages', () => {
  it('are whole numbers and zero of nothing', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(5, 0)).toBe(0);
  });
});
