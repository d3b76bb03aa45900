/**
 * Issue 34's entry alarms: exercise hypotension (systolic < 90 mmHg, or a fall of more than
 * 10 mmHg from the pre-exercise value: ACSM 11th ed. termination criteria; SBC 2020) and a Borg
 * rating above the prescribed range (an advisory).
 */
import { describe, expect, it } from 'vitest';
import { type AlarmLimits, alarmLimitsSchema, defaultAlarmLimits } from './alarm-limits.js';
import type { MonitorInput } from './alarm-monitor.js';
import { runMonitor } from './alarm-monitor.test-helpers.js';
import { alarmPriority } from './alarm-priority.js';
import { isAdvisory } from './alarm-rules.js';

const limits = (change: Partial<AlarmLimits> = {}): AlarmLimits => ({
  ...defaultAlarmLimits({
    hrMaxBpm: 118,
    target: null,
    safetyMaxBpm: 102,
    borgTarget: { low: 11, high: 13 },
  }),
  ...change,
});
const bp = (atS: number, systolic: number): MonitorInput => ({
  type: 'bp',
  at: atS * 1000,
  systolic,
});
const borg = (atS: number, rating: number): MonitorInput => ({
  type: 'borg',
  at: atS * 1000,
  rating,
});
/** Typed entries only, no strap: silence is not a lost signal. */
const entriesOnly = (change: Partial<AlarmLimits> = {}) =>
  limits({ noSignalAfterS: Number.POSITIVE_INFINITY, ...change });
const rulesRaised = (inputs: MonitorInput[], change: Partial<AlarmLimits> = {}) =>
  runMonitor(entriesOnly(change), inputs).raised.map(({ rule, measured, limit }) => ({
    rule,
    measured,
    limit,
  }));

describe('the pre-exercise pressure (entered at rest, before the start or in its first minutes)', () => {
  const atRest = (atS: number, systolic: number): MonitorInput => ({
    type: 'bp',
    at: atS * 1000,
    systolic,
    preExercise: true,
  });

  it('is the baseline of a fall even when a pressure was typed before it', () => {
    // 150 taken in the first minute on the bike, then 130 at rest marked pre-exercise: a later
    // 119 is a fall of 11 from 130 (without the mark, 150 would stand and 139 would be one too).
    expect(rulesRaised([bp(30, 150), atRest(60, 130), bp(600, 119)])).toEqual([
      { rule: 'systolic-drop', measured: 11, limit: 10 },
    ]);
    expect(rulesRaised([bp(30, 150), atRest(60, 130), bp(600, 121)])).toEqual([]);
  });

  it('the edge: a fall of exactly 10 from it is not an alarm, 11 is', () => {
    expect(rulesRaised([atRest(0, 128), bp(300, 118)])).toEqual([]);
    expect(rulesRaised([atRest(0, 128), bp(300, 117)])).toEqual([
      { rule: 'systolic-drop', measured: 11, limit: 10 },
    ]);
  });
});

describe('low blood pressure during a session', () => {
  it('defaults: below 90 mmHg, a fall of more than 10 mmHg', () => {
    expect(limits()).toMatchObject({ systolicMinMmHg: 90, systolicDropMmHg: 10 });
  });

  it('a systolic of 89 raises systolic-low at high priority; 90 does not', () => {
    expect(rulesRaised([bp(1, 90)])).toEqual([]);
    expect(rulesRaised([bp(1, 89)])).toEqual([{ rule: 'systolic-low', measured: 89, limit: 90 }]);
    expect(alarmPriority('systolic-low')).toBe('high');
  });

  it('a fall of 11 from the pre-exercise 130 raises systolic-drop; a fall of 10 does not', () => {
    expect(rulesRaised([bp(1, 130), bp(60, 120)])).toEqual([]);
    expect(rulesRaised([bp(1, 130), bp(60, 119)])).toEqual([
      { rule: 'systolic-drop', measured: 11, limit: 10 },
    ]);
    expect(alarmPriority('systolic-drop')).toBe('high');
  });

  it('the fall is from the first entry (at rest), not from the one before it', () => {
    // 130 at rest, 150 on exertion, then 125: 5 below rest, though 25 below the last.
    expect(rulesRaised([bp(1, 130), bp(60, 150), bp(120, 125)])).toEqual([]);
  });

  it('both at once: 100 at rest, 85 on exertion', () => {
    const rules = rulesRaised([bp(1, 100), bp(60, 85)]).map((a) => a.rule);
    expect(rules.sort()).toEqual(['systolic-drop', 'systolic-low']);
  });

  it('switched off (null) they never go off', () => {
    const off = { systolicMinMmHg: null, systolicDropMmHg: null };
    expect(rulesRaised([bp(1, 130), bp(60, 70)], off)).toEqual([]);
  });

  it('limits saved before these rules read with their defaults', () => {
    const { systolicMinMmHg, systolicDropMmHg, borgMax, ...old } = limits();
    const parsed = alarmLimitsSchema.parse(old);
    expect(parsed).toMatchObject({ systolicMinMmHg: 90, systolicDropMmHg: 10, borgMax: null });
  });
});

describe('a Borg rating above the prescribed range', () => {
  it("the range's top is the limit: 14 above 11–13 raises the advisory, 13 does not", () => {
    expect(limits().borgMax).toBe(13);
    expect(rulesRaised([borg(1, 13)])).toEqual([]);
    expect(rulesRaised([borg(1, 14)])).toEqual([{ rule: 'borg-above', measured: 14, limit: 13 }]);
  });

  it('is advice at low priority, never an alarm to push the patient', () => {
    expect(isAdvisory('borg-above')).toBe(true);
    expect(alarmPriority('borg-above')).toBe('low');
  });

  it('without a Borg range there is no limit', () => {
    const noRange = defaultAlarmLimits({ hrMaxBpm: 118, target: null });
    expect(noRange.borgMax).toBeNull();
    expect(runMonitor(noRange, [borg(1, 19)]).raised).toEqual([]);
  });

  it('a rating back inside the range ends the excursion: a later one is a new advisory', () => {
    const { raised } = runMonitor(entriesOnly(), [borg(1, 15), borg(60, 12), borg(120, 15)]);
    expect(raised.map((a) => a.raisedAt)).toEqual([1000, 120_000]);
  });
});
