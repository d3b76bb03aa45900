import { describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  daysBetweenDates,
  isoWeekStartOfDate,
  parseCalendarDate,
  weekdayOfDate,
} from './calendar-date.js';

describe('calendar dates', () => {
  it('parses a real date and refuses one that is not', () => {
    expect(parseCalendarDate('2026-02-28')).toEqual({ year: 2026, month: 2, day: 28 });
    expect(parseCalendarDate('2026-02-30')).toBeNull();
    expect(parseCalendarDate('2026-2-3')).toBeNull();
    expect(parseCalendarDate('')).toBeNull();
  });

  it('adds whole days across month, year and leap day', () => {
    expect(addDaysToDate('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDaysToDate('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDaysToDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetweenDates('2026-03-01', '2026-03-15')).toBe(14);
  });

  it('a change of clocks does not exist for a calendar date', () => {
    // 2026-03-08 is 23 hours long in New York and 2026-10-25 25 hours in Lisbon: still one day.
    expect(addDaysToDate('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDaysToDate('2026-10-25', 1)).toBe('2026-10-26');
  });

  it('knows the weekday and the Monday of the ISO week', () => {
    expect(weekdayOfDate('2026-03-08')).toBe(0);
    expect(isoWeekStartOfDate('2026-03-08')).toBe('2026-03-02');
    expect(isoWeekStartOfDate('2026-03-09')).toBe('2026-03-09');
    expect(isoWeekStartOfDate('2026-01-01')).toBe('2025-12-29');
  });
});
