import { describe, expect, it } from 'vitest';
import { byTimeReasonOf } from './by-time-reason';

const band = { lowBpm: 100, highBpm: 120 };

describe('byTimeReasonOf', () => {
  it('runs by Borg and time without a band, whatever the browser', () => {
    expect(byTimeReasonOf({ band: null }, 'available')).toBe('borg-only');
  });

  it('says the browser cannot reach the strap (iPhone, Bluetooth off)', () => {
    expect(byTimeReasonOf({ band }, 'unsupported')).toBe('unsupported');
    expect(byTimeReasonOf({ band }, 'no-adapter')).toBe('no-adapter');
  });

  it('uses the strap where Web Bluetooth is there (and while it is being checked)', () => {
    expect(byTimeReasonOf({ band }, 'available')).toBeNull();
    expect(byTimeReasonOf({ band }, 'checking')).toBeNull();
  });
});
