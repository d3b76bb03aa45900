import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAfterLocalToday, localToday } from './local-today';

/** The device's zone as JavaScript reports it: minutes behind UTC (UTC−3 is 180). */
const inZone = (minutesBehindUtc: number) =>
  vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(minutesBehindUtc);

describe('localToday', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is still today in São Paulo at 22:00, when UTC has reached tomorrow', () => {
    inZone(180);
    expect(localToday(new Date('2026-07-15T01:00:00Z'))).toBe('2026-07-14');
    expect(isAfterLocalToday('2026-07-15', new Date('2026-07-15T01:00:00Z'))).toBe(true);
  });

  it('is already tomorrow in Lisbon at 00:30 in summer, while UTC is still on today', () => {
    inZone(-60);
    expect(localToday(new Date('2026-07-14T23:30:00Z'))).toBe('2026-07-15');
    expect(isAfterLocalToday('2026-07-15', new Date('2026-07-14T23:30:00Z'))).toBe(false);
  });
});
