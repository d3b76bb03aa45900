import { describe, expect, it } from 'vitest';
import type { ActivityEvent } from '../schemas/activity-event.js';
import { defaultAlarmLimits } from './alarm-limits.js';
import { startMonitor, stepMonitor } from './alarm-monitor.js';
import { preExerciseSystolic, unacknowledgedAlarms } from './alarm-resume.js';

const STARTED = 1_700_000_000_000;
const alarm = (t: number, rule: 'above-max' | 'no-signal' | 'spo2-low', measured: number) =>
  ({ t, kind: 'alarm', value: { rule, measured, limit: 10 } }) as ActivityEvent;
const ackOf = (t: number, rule: 'above-max' | 'no-signal' | 'spo2-low') =>
  ({ t, kind: 'alarm-ack', value: { rule, by: 'Ana' } }) as ActivityEvent;

describe('the alarms a resumed recording brings back', () => {
  it('brings back each alarm no acknowledgement followed, sounding, in the order raised', () => {
    const events = [
      alarm(5000, 'spo2-low', 85),
      alarm(9000, 'no-signal', 11),
      ackOf(12_000, 'spo2-low'),
      alarm(20_000, 'above-max', 153),
      alarm(30_000, 'spo2-low', 84),
    ];
    expect(unacknowledgedAlarms(events, STARTED)).toEqual([
      expect.objectContaining({ rule: 'no-signal', raisedAt: STARTED + 9000, measured: 11 }),
      expect.objectContaining({ rule: 'above-max', raisedAt: STARTED + 20_000 }),
      expect.objectContaining({ rule: 'spo2-low', raisedAt: STARTED + 30_000, measured: 84 }),
    ]);
    expect(unacknowledgedAlarms(events, STARTED).every((a) => !a.acknowledged)).toBe(true);
  });

  it('leaves out an acknowledged alarm, and keeps a re-alert with its repeat count', () => {
    const again = {
      t: 70_000,
      kind: 'alarm',
      value: { rule: 'above-max', measured: 154, limit: 152, repeat: 1 },
    } as ActivityEvent;
    const events = [alarm(5000, 'above-max', 153), ackOf(6000, 'above-max'), again];
    expect(unacknowledgedAlarms(events, STARTED)).toEqual([
      expect.objectContaining({ rule: 'above-max', raisedAt: STARTED + 70_000, repeat: 1 }),
    ]);
    expect(unacknowledgedAlarms(events.slice(0, 2), STARTED)).toEqual([]);
  });

  it('gives a monitor that keeps them until acknowledged, without raising the same excursion twice', () => {
    const limits = { ...defaultAlarmLimits({ hrMaxBpm: 160, target: null }), safetyMaxBpm: 152 };
    const resumed = unacknowledgedAlarms([alarm(5000, 'above-max', 153)], STARTED);
    const state = startMonitor(STARTED + 60_000, resumed);
    const still = stepMonitor(state, limits, { type: 'hr', at: STARTED + 61_000, bpm: 155 });
    expect(still.raised).toEqual([]);
    expect(still.state.alarms).toEqual([
      expect.objectContaining({ rule: 'above-max', acknowledged: false, ongoing: true }),
    ]);
    const acked = stepMonitor(still.state, limits, {
      type: 'ack',
      at: STARTED + 62_000,
      rule: 'above-max',
    });
    expect(acked.state.alarms).toEqual([expect.objectContaining({ acknowledged: true })]);
  });
});

describe('the pre-exercise blood pressure after a resume', () => {
  const bp = (t: number, systolic: number) =>
    ({ t, kind: 'bp', value: { systolic, diastolic: 80 } }) as ActivityEvent;
  const limits = defaultAlarmLimits({ hrMaxBpm: 160, target: null });

  it('is the session’s first systolic by time, whatever the stored order; none without one', () => {
    expect(preExerciseSystolic([bp(600_000, 128), bp(0, 140), bp(300_000, 150)])).toBe(140);
    expect(preExerciseSystolic([alarm(5000, 'spo2-low', 85)])).toBeNull();
  });

  it('is the latest pressure marked pre-exercise when there is one, whenever it was typed', () => {
    const atRest = (t: number, systolic: number) =>
      ({ t, kind: 'bp', value: { systolic, diastolic: 80 }, phase: 'before' }) as ActivityEvent;
    expect(preExerciseSystolic([bp(0, 150), atRest(90_000, 130), bp(300_000, 125)])).toBe(130);
    expect(preExerciseSystolic([atRest(0, 134), atRest(60_000, 128)])).toBe(128);
  });

  it('keeps measuring a fall from it: 140 before, 128 after the reload is a 12 mmHg drop', () => {
    const events = [bp(0, 140)];
    const resumed = startMonitor(
      STARTED + 60_000,
      unacknowledgedAlarms(events, STARTED),
      preExerciseSystolic(events),
    );
    const after = stepMonitor(resumed, limits, { type: 'bp', at: STARTED + 61_000, systolic: 128 });
    expect(after.raised).toEqual([
      expect.objectContaining({ rule: 'systolic-drop', measured: 12, limit: 10 }),
    ]);
  });

  it('without it, the first pressure after the reload would be taken as the baseline', () => {
    const fresh = startMonitor(STARTED + 60_000);
    const first = stepMonitor(fresh, limits, { type: 'bp', at: STARTED + 61_000, systolic: 128 });
    expect(first.raised).toEqual([]);
    expect(first.state.readings.restSystolicMmHg).toBe(128);
  });

  it('a fall of exactly 10 mmHg from it is not a drop (more than 10 is)', () => {
    const state = startMonitor(STARTED, [], 140);
    expect(
      stepMonitor(state, limits, { type: 'bp', at: STARTED + 1, systolic: 130 }).raised,
    ).toEqual([]);
  });
});
