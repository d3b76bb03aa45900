import { describe, expect, it } from 'vitest';
import { isTimeZone, timeZoneSchema } from './time-zone.js';

describe('IANA time zones', () => {
  it('takes the names the runtime knows, aliases too', () => {
    for (const zone of [
      'UTC',
      'America/Sao_Paulo',
      'Europe/Lisbon',
      'Asia/Calcutta',
      'Etc/GMT+3',
    ]) {
      expect(isTimeZone(zone)).toBe(true);
    }
    expect(Intl.supportedValuesOf('timeZone').every(isTimeZone)).toBe(true);
  });

  it('refuses offsets, unknown names and overlong or odd text', () => {
    for (const zone of [
      '+03:00',
      '-0300',
      'Mars/Olympus',
      '',
      'America/',
      '../etc',
      'a'.repeat(65),
    ]) {
      expect(isTimeZone(zone)).toBe(false);
    }
    expect(timeZoneSchema.safeParse('America/Nowhere').error?.issues[0]?.message).toBe(
      'must be an IANA time zone such as America/Sao_Paulo',
    );
  });
});
