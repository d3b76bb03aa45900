import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-time';

describe('formatDuration', () => {
  it('shows minutes and seconds, hours only when reached', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(245_999)).toBe('4:05');
    expect(formatDuration(3_723_000)).toBe('1:02:03');
    expect(formatDuration(-5)).toBe('0:00');
  });
});
