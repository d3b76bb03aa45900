import { describe, expect, it } from 'vitest';
import {
  formatCountdown,
  minutesToGo,
  remainingMs,
  stoppedEarlyAtS,
  WALK_DURATION_MS,
  walkHeartRates,
} from './six-minute-walk';

const START = 1_000_000;

describe('six-minute walk clock', () => {
  it('counts down from 6:00 to 0:00 and stops there', () => {
    expect(formatCountdown(remainingMs(START, START))).toBe('6:00');
    expect(formatCountdown(remainingMs(START, START + 400))).toBe('6:00');
    expect(formatCountdown(remainingMs(START, START + 1000))).toBe('5:59');
    expect(formatCountdown(remainingMs(START, START + 5 * 60_000 + 50_500))).toBe('0:10');
    expect(remainingMs(START, START + WALK_DURATION_MS)).toBe(0);
    expect(formatCountdown(remainingMs(START, START + WALK_DURATION_MS + 90_000))).toBe('0:00');
  });

  it('announces the minutes to go as each minute ends', () => {
    expect(minutesToGo(START, START + 59_999)).toBeNull();
    expect(minutesToGo(START, START + 60_000)).toBe(5);
    expect(minutesToGo(START, START + 4 * 60_000 + 30_000)).toBe(2);
    expect(minutesToGo(START, START + 5 * 60_000 + 59_999)).toBe(1);
    expect(minutesToGo(START, START + 6 * 60_000)).toBe(0);
    expect(minutesToGo(START, START + 9 * 60_000)).toBe(0);
  });
});

describe('six-minute walk stopped early (ATS 2002: time stopped is recorded)', () => {
  it('records the whole seconds walked, 1 to 359', () => {
    expect(stoppedEarlyAtS(START, START + 90_999)).toBe(90);
    expect(stoppedEarlyAtS(START, START + 1000)).toBe(1);
    expect(stoppedEarlyAtS(START, START + 200)).toBe(1);
    expect(stoppedEarlyAtS(START, START + WALK_DURATION_MS - 1)).toBe(359);
    expect(formatCountdown(stoppedEarlyAtS(START, START + 150_000)! * 1000)).toBe('2:30');
  });

  it('is a whole walk, not an early stop, once six minutes are walked', () => {
    expect(stoppedEarlyAtS(START, START + WALK_DURATION_MS)).toBeNull();
    expect(stoppedEarlyAtS(START, START + WALK_DURATION_MS + 5000)).toBeNull();
  });

  it('takes the heart rate after from the moment it stopped', () => {
    const readings = [
      { at: START - 1000, hr: 72 },
      { at: START + 80_000, hr: 131 },
      { at: START + 88_000, hr: 125 },
      { at: START + 200_000, hr: 140 },
    ];
    expect(walkHeartRates(readings, START, START + 90_000)).toEqual({
      preHr: 72,
      postHr: 125,
      peakHr: 131,
    });
  });
});

describe('six-minute walk heart rates', () => {
  const readings = [
    { at: START - 20_000, hr: 70 },
    { at: START - 1000, hr: 74 },
    { at: START + 60_000, hr: 102 },
    { at: START + 200_000, hr: 118 },
    { at: START + WALK_DURATION_MS - 500, hr: 112 },
    { at: START + WALK_DURATION_MS + 30_000, hr: 90 },
  ];

  it('take before and after from the readings at the start and the end, and the walk’s peak', () => {
    expect(walkHeartRates(readings, START, START + WALK_DURATION_MS)).toEqual({
      preHr: 74,
      postHr: 112,
      peakHr: 118,
    });
  });

  it('leave a rate empty when the strap was silent then', () => {
    const silentAtStart = readings.filter((r) => r.at > START - 15_000 && r.at !== START - 1000);
    expect(walkHeartRates(silentAtStart, START, START + WALK_DURATION_MS).preHr).toBeNull();
    expect(walkHeartRates(readings, START, START + WALK_DURATION_MS + 20_000).postHr).toBeNull();
    expect(walkHeartRates([], START, START + WALK_DURATION_MS)).toEqual({
      preHr: null,
      postHr: null,
      peakHr: null,
    });
  });
});
