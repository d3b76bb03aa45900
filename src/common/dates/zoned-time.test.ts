import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDaysInZone,
  dateInZone,
  isoWeekStartInZone,
  startOfDayInZone,
  todayInZone,
} from './zoned-time.js';

const HOUR_MS = 3_600_000;
const at = (iso: string) => Date.parse(iso);

describe('days in a zone across a daylight-saving change', () => {
  // America/New_York springs forward on Sunday 2026-03-08 at 02:00 (UTC−5 → UTC−4).
  it('America/New_York: the day of the change has 23 hours and starts at local midnight', () => {
    const start = startOfDayInZone('2026-03-08', 'America/New_York');
    expect(new Date(start).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDayInZone('2026-03-09', 'America/New_York') - start).toBe(23 * HOUR_MS);
  });

  it('America/New_York: a Sunday-night session before the change stays in its week after it', () => {
    const sundayNight = at('2026-03-02T04:30:00Z'); // 23:30 EST on Sunday 1 March
    expect(dateInZone(sundayNight, 'America/New_York')).toBe('2026-03-01');
    expect(isoWeekStartInZone(sundayNight, 'America/New_York')).toBe('2026-02-23');
    // The fixed offset a reader sent in April (−240 min, EDT) moved it to Monday, the next week.
    expect(new Date(sundayNight - 240 * 60_000).toISOString().slice(0, 10)).toBe('2026-03-02');
  });

  it('America/New_York: Monday 00:30 after the change opens the new week', () => {
    const mondayEarly = at('2026-03-09T04:30:00Z'); // 00:30 EDT
    expect(isoWeekStartInZone(mondayEarly, 'America/New_York')).toBe('2026-03-09');
    expect(isoWeekStartInZone(mondayEarly - HOUR_MS, 'America/New_York')).toBe('2026-03-02');
  });

  // Europe/Lisbon falls back on Sunday 2026-10-25 at 02:00 (UTC+1 → UTC+0).
  it('Europe/Lisbon: the day of the change has 25 hours', () => {
    const start = startOfDayInZone('2026-10-25', 'Europe/Lisbon');
    expect(new Date(start).toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(startOfDayInZone('2026-10-26', 'Europe/Lisbon') - start).toBe(25 * HOUR_MS);
  });

  it('Europe/Lisbon: Monday 00:15 after the change is Monday, though UTC+1 said Sunday', () => {
    const mondayEarly = at('2026-10-26T00:15:00Z');
    expect(dateInZone(mondayEarly, 'Europe/Lisbon')).toBe('2026-10-26');
    expect(isoWeekStartInZone(mondayEarly, 'Europe/Lisbon')).toBe('2026-10-26');
    expect(isoWeekStartInZone(mondayEarly - HOUR_MS, 'Europe/Lisbon')).toBe('2026-10-19');
  });

  it('adding a day keeps the wall-clock time: 23 hours in spring, 25 in autumn', () => {
    const ny = at('2026-03-07T13:00:00Z'); // 08:00 EST
    expect(addDaysInZone(ny, 1, 'America/New_York') - ny).toBe(23 * HOUR_MS);
    const lisbon = at('2026-10-24T07:00:00Z'); // 08:00 WEST
    expect(addDaysInZone(lisbon, 1, 'Europe/Lisbon') - lisbon).toBe(25 * HOUR_MS);
    expect(addDaysInZone(lisbon, -1, 'Europe/Lisbon') - lisbon).toBe(-24 * HOUR_MS);
  });
});

describe('America/Sao_Paulo (UTC−3, no daylight saving since 2019)', () => {
  it('today near midnight: 23:59 is still today, 00:00 is tomorrow, whatever UTC says', () => {
    expect(todayInZone('America/Sao_Paulo', at('2026-06-16T02:59:00Z'))).toBe('2026-06-15');
    expect(todayInZone('America/Sao_Paulo', at('2026-06-16T03:00:00Z'))).toBe('2026-06-16');
    expect(todayInZone('UTC', at('2026-06-16T02:59:00Z'))).toBe('2026-06-16');
  });

  it('every day has 24 hours through the old summer-time months', () => {
    const start = startOfDayInZone('2026-11-01', 'America/Sao_Paulo');
    expect(new Date(start).toISOString()).toBe('2026-11-01T03:00:00.000Z');
    expect(startOfDayInZone('2026-11-02', 'America/Sao_Paulo') - start).toBe(24 * HOUR_MS);
  });

  it('a day whose midnight did not exist (2018-11-04, clocks 00:00 → 01:00) starts at 01:00', () => {
    const start = startOfDayInZone('2018-11-04', 'America/Sao_Paulo');
    expect(new Date(start).toISOString()).toBe('2018-11-04T03:00:00.000Z');
    expect(dateInZone(start, 'America/Sao_Paulo')).toBe('2018-11-04');
    expect(dateInZone(start - 1, 'America/Sao_Paulo')).toBe('2018-11-03');
  });
});

describe('any instant, any zone', () => {
  const zones = [
    'UTC',
    'America/New_York',
    'Europe/Lisbon',
    'America/Sao_Paulo',
    'Pacific/Kiritimati',
  ];
  const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) });

  it('falls in the day that starts at or before it, and before the next one starts', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...zones), (atMs, zone) => {
        const date = dateInZone(atMs, zone);
        expect(startOfDayInZone(date, zone)).toBeLessThanOrEqual(atMs);
        const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000)
          .toISOString()
          .slice(0, 10);
        expect(startOfDayInZone(next, zone)).toBeGreaterThan(atMs);
      }),
    );
  });

  it('its week starts on a Monday at most six days earlier', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...zones), (atMs, zone) => {
        const monday = isoWeekStartInZone(atMs, zone);
        const days = (Date.parse(dateInZone(atMs, zone)) - Date.parse(monday)) / 86_400_000;
        expect(new Date(monday).getUTCDay()).toBe(1);
        expect(days).toBeGreaterThanOrEqual(0);
        expect(days).toBeLessThan(7);
      }),
    );
  });

  it('a stored instant past what a Date holds still gives a date, never a throw', () => {
    expect(dateInZone(8_640_000_000_000_000, 'America/New_York')).toBe('9999-12-29');
    expect(isoWeekStartInZone(-8_640_000_000_000_000, 'Europe/Lisbon')).toMatch(/^0001-/);
  });
});
