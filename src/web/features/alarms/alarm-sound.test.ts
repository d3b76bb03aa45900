import { describe, expect, it } from 'vitest';
import { parseAlarmSound } from './alarm-sound';

describe('alarm sound setting', () => {
  it('reads a stored volume and mute', () => {
    expect(parseAlarmSound('{"volume":35,"muted":true}')).toEqual({ volume: 35, muted: true });
  });

  it('falls back to sound on at 80 for anything else', () => {
    for (const raw of [null, '', 'x', '{"volume":150,"muted":false}', '{"volume":20}', '[]']) {
      expect(parseAlarmSound(raw)).toEqual({ volume: 80, muted: false });
    }
  });
});
