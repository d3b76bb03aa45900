import { afterEach, describe, expect, it } from 'vitest';
import { isAfterLocalToday, localToday } from './local-today';

const deviceZone = process.env.TZ;
/** The device's zone: Node reads TZ again on the next date computation. */
const inZone = (timeZone: string) => {
  process.env.TZ = timeZone;
};

describe('localToday', () => {
  afterEach(() => {
    if (deviceZone === undefined) delete process.env.TZ;
    else process.env.TZ = deviceZone;
  });

  it('is still today in São Paulo at 22:00, when UTC has reached tomorrow', () => {
    inZone('America/Sao_Paulo');
    expect(localToday(new Date('2026-07-15T01:00:00Z'))).toBe('2026-07-14');
    expect(isAfterLocalToday('2026-07-15', new Date('2026-07-15T01:00:00Z'))).toBe(true);
  });

  it('is already tomorrow in Lisbon at 00:30 in summer, while UTC is still on today', () => {
    inZone('Europe/Lisbon');
    expect(localToday(new Date('2026-07-14T23:30:00Z'))).toBe('2026-07-15');
    expect(isAfterLocalToday('2026-07-15', new Date('2026-07-14T23:30:00Z'))).toBe(false);
  });

  it('New York: 23:59 on the night clocks spring forward is still that Sunday', () => {
    inZone('America/New_York');
    expect(localToday(new Date('2026-03-09T03:59:00Z'))).toBe('2026-03-08');
    expect(localToday(new Date('2026-03-09T04:00:00Z'))).toBe('2026-03-09');
  });
});
