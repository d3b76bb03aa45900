import { describe, expect, it } from 'vitest';
import { estimatedHrMax, type HrMaxInputs, hrMaxForZones } from './hr-max-for-zones.js';

const ON_2026_11_25 = Date.UTC(2026, 10, 25, 12);
/** 68 years old on that day: Fox 152, Tanaka 160 (208 − 47.6). */
const BORN = '1958-03-02';

const test = (assessmentId: string, date: string, peakHr: number, createdAt = 0) => ({
  assessmentId,
  date,
  peakHr,
  createdAt,
});
const inputs = (change: Partial<HrMaxInputs>): HrMaxInputs => ({
  prescribedTestId: null,
  exerciseTests: [],
  birthDate: BORN,
  formula: 'fox',
  atMs: ON_2026_11_25,
  ...change,
});

describe('HR max for zones', () => {
  it('without a test: the clinic formula from age, marked estimated', () => {
    expect(hrMaxForZones(inputs({}))).toEqual({ bpm: 152, source: 'estimated', formula: 'fox' });
    expect(hrMaxForZones(inputs({ formula: 'tanaka' }))).toEqual({
      bpm: 160,
      source: 'estimated',
      formula: 'tanaka',
    });
  });

  it('the beta-blocked patient of the issue: the measured 128 bpm, not the 152 of Fox', () => {
    const tests = [test('ET-1', '2026-10-01', 128)];
    expect(hrMaxForZones(inputs({ exerciseTests: tests }))).toEqual({
      bpm: 128,
      source: 'measured',
      assessmentId: 'ET-1',
      date: '2026-10-01',
    });
  });

  it("the prescription's test wins over a later one", () => {
    const tests = [test('ET-new', '2026-11-20', 141), test('ET-old', '2026-09-01', 128)];
    expect(hrMaxForZones(inputs({ exerciseTests: tests, prescribedTestId: 'ET-old' }))?.bpm).toBe(
      128,
    );
    // Without a prescription (or one whose test is unknown here): the latest test.
    expect(hrMaxForZones(inputs({ exerciseTests: tests }))?.bpm).toBe(141);
    expect(hrMaxForZones(inputs({ exerciseTests: tests, prescribedTestId: 'gone' }))?.bpm).toBe(
      141,
    );
  });

  it('two tests on one day: the one recorded later', () => {
    const tests = [test('A', '2026-11-01', 130, 2000), test('B', '2026-11-01', 125, 1000)];
    expect(hrMaxForZones(inputs({ exerciseTests: tests }))?.bpm).toBe(130);
    expect(hrMaxForZones(inputs({ exerciseTests: [...tests].reverse() }))?.bpm).toBe(130);
  });

  it('a measured peak outside 80–240 bpm gives no zones, never the formula instead', () => {
    expect(hrMaxForZones(inputs({ exerciseTests: [test('L', '2026-11-01', 79)] }))).toBeNull();
    expect(hrMaxForZones(inputs({ exerciseTests: [test('E', '2026-11-01', 80)] }))?.bpm).toBe(80);
    expect(hrMaxForZones(inputs({ exerciseTests: [test('E', '2026-11-01', 240)] }))?.bpm).toBe(240);
    expect(hrMaxForZones(inputs({ exerciseTests: [test('H', '2026-11-01', 241)] }))).toBeNull();
  });

  it('no test and no usable birth date: none', () => {
    expect(hrMaxForZones(inputs({ birthDate: null }))).toBeNull();
    expect(hrMaxForZones(inputs({ birthDate: '1958-02-30' }))).toBeNull();
    // Born after the day asked about.
    expect(hrMaxForZones(inputs({ birthDate: '2027-01-01' }))).toBeNull();
  });

  it('an estimate outside what an activity stores is none (a 150-year-old by Fox is 70)', () => {
    expect(estimatedHrMax('1876-01-01', 'fox', ON_2026_11_25)).toBeNull();
    expect(estimatedHrMax('2026-01-01', 'fox', ON_2026_11_25)).toBe(220);
    // The birthday itself counts: 68 on the day, 67 the day before.
    expect(estimatedHrMax('1958-11-25', 'fox', ON_2026_11_25)).toBe(152);
    expect(estimatedHrMax('1958-11-26', 'fox', ON_2026_11_25)).toBe(153);
  });
});
