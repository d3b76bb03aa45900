/**
 * One excursion, one alarm: hysteresis at the limit, re-alerts after an acknowledgement, and a
 * signal-loss episode, with hand-computed times.
 */
import { describe, expect, it } from 'vitest';
import { SimulatedSensor, scenarioSilentAt } from '../simulation/index.js';
import { type AlarmLimits, defaultAlarmLimits } from './alarm-limits.js';
import type { ActiveAlarm, MonitorInput } from './alarm-monitor.js';
import { runMonitor } from './alarm-monitor.test-helpers.js';

/** Safety maximum 152 (the nurse's case); above target and no signal kept out of the way. */
const limits: AlarmLimits = {
  ...defaultAlarmLimits({ hrMaxBpm: 160, target: { lowBpm: 100, highBpm: 120 } }),
  safetyMaxBpm: 152,
  targetHighBpm: null,
  noSignalAfterS: 600,
};

const run = (inputs: readonly MonitorInput[], withLimits = limits) =>
  runMonitor(withLimits, inputs);

/** One reading a second from second `fromS`. */
const hr = (bpms: readonly number[], fromS: number): MonitorInput[] =>
  bpms.map((bpm, i) => ({ type: 'hr', at: (fromS + i) * 1000, bpm }));
const ack = (atS: number, rule: ActiveAlarm['rule'] = 'above-max'): MonitorInput => {
  return { type: 'ack', at: atS * 1000, rule };
};
const times = (n: number, bpm: number) => Array<number>(n).fill(bpm);
const summary = (alarms: readonly ActiveAlarm[]) =>
  alarms.map(({ rule, raisedAt, repeat }) => [rule, raisedAt / 1000, repeat]);

describe('hysteresis at the HR limits', () => {
  it('raises one above-max for 153 vs 152 flapping a few bpm under the limit', () => {
    // The nurse's report: 153, then 150-151 for 2 s, then 153 again: one alarm, not two.
    const { raised } = run(hr([153, 150, 151, 153, 151, 153], 1));
    expect(summary(raised)).toEqual([['above-max', 1, 0]]);
  });

  it('ends the excursion after 10 s at exactly the limit minus 5 bpm: the next climb is a new alarm', () => {
    const { raised, state } = run([...hr([153], 1), ...hr(times(10, 147), 2)]);
    // 147 from 2 s; at 11 s only 9 s have passed.
    expect(state.alarms).toEqual([expect.objectContaining({ ongoing: true })]);
    const later = run([...hr([153], 1), ...hr(times(11, 147), 2), ...hr([153], 13)]);
    expect(summary(raised)).toEqual([['above-max', 1, 0]]);
    expect(summary(later.raised)).toEqual([
      ['above-max', 1, 0],
      ['above-max', 13, 0],
    ]);
  });

  it('does not end the excursion while the HR stays inside the 5 bpm margin', () => {
    const { raised, state } = run([...hr([153], 1), ...hr(times(60, 148), 2), ...hr([153], 62)]);
    expect(summary(raised)).toEqual([['above-max', 1, 0]]);
    expect(state.alarms).toEqual([expect.objectContaining({ ongoing: true, raisedAt: 1000 })]);
  });

  it('keeps the excursion when the HR climbs back before the 10 s hold', () => {
    const dip = [...hr([153], 1), ...hr(times(9, 140), 2), ...hr([153], 11)];
    expect(summary(run(dip).raised)).toEqual([['above-max', 1, 0]]);
    // And the hold starts again from the next clear reading.
    const twice = [...dip, ...hr(times(9, 140), 12), ...hr([153], 21)];
    expect(summary(run(twice).raised)).toEqual([['above-max', 1, 0]]);
  });

  it('counts the hold in time, with ticks between readings', () => {
    const inputs: MonitorInput[] = [
      ...hr([153, 140], 1),
      { type: 'tick', at: 11_000 }, // 140 since 2 s: 9 s
      { type: 'tick', at: 12_000 }, // 10 s: over
      ...hr([153], 13),
    ];
    expect(summary(run(inputs).raised)).toEqual([
      ['above-max', 1, 0],
      ['above-max', 13, 0],
    ]);
  });
});

describe('re-alerts after an acknowledgement', () => {
  it('sounds an acknowledged above-max again after 60 s if the HR is still over, as a repeat', () => {
    // Acknowledged at 5 s; 153 goes on: nothing until 65 s, then "again", unacknowledged.
    const before = run([...hr([153], 1), ack(5), ...hr(times(59, 153), 6)]);
    expect(summary(before.raised)).toEqual([['above-max', 1, 0]]);
    const { raised, state } = run([...hr([153], 1), ack(5), ...hr(times(60, 154), 6)]);
    expect(summary(raised)).toEqual([
      ['above-max', 1, 0],
      ['above-max', 65, 1],
    ]);
    expect(state.alarms).toEqual([
      expect.objectContaining({ measured: 154, acknowledged: false, ongoing: true, repeat: 1 }),
    ]);
  });

  it('counts the repeats: acknowledged again, it sounds again 60 s later', () => {
    const inputs = [...hr([153], 1), ack(5), ...hr(times(60, 153), 6), ack(66)];
    const { raised } = run([...inputs, ...hr(times(60, 153), 67)]);
    expect(summary(raised).map(([, at, repeat]) => [at, repeat])).toEqual([
      [1, 0],
      [65, 1],
      [126, 2],
    ]);
  });

  it('sounds an acknowledged above-target again after 2 min', () => {
    const target = { ...limits, targetHighBpm: 120, safetyMaxBpm: null };
    // Over 120 from 1 s; goes off at 17 s (more than 15 s); acknowledged at 20 s.
    const inputs = [...hr(times(19, 130), 1), ack(20, 'above-target')];
    const { raised } = run([...inputs, ...hr(times(121, 130), 20)], target);
    expect(summary(raised)).toEqual([
      ['above-target', 17, 0],
      ['above-target', 140, 1],
    ]);
  });

  it('waits for the value to be over the limit again before repeating (not inside the margin)', () => {
    const inputs = [...hr([153], 1), ack(5), ...hr(times(70, 150), 6), ...hr([153], 76)];
    expect(summary(run(inputs).raised)).toEqual([
      ['above-max', 1, 0],
      ['above-max', 76, 1],
    ]);
  });

  it('does not repeat once the excursion has ended', () => {
    const inputs = [...hr([153], 1), ack(5), ...hr(times(30, 140), 6), ...hr(times(40, 140), 36)];
    const { raised, state } = run(inputs);
    expect(summary(raised)).toEqual([['above-max', 1, 0]]);
    expect(state.alarms).toEqual([]);
  });
});

describe('a signal-loss episode', () => {
  /** The 'Signal loss' simulator (20 s of readings, 15 s silent) and a tick every second. */
  function signalLoss(seconds: number, steadyAfterS = Number.POSITIVE_INFINITY) {
    const sensor = new SimulatedSensor(7, { scenario: 'signal-loss' });
    const inputs: MonitorInput[] = [];
    for (let s = 1; s <= seconds; s++) {
      const reading = sensor.next();
      const silent = s < steadyAfterS && scenarioSilentAt('signal-loss', reading.t);
      if (!silent) inputs.push({ type: 'hr', at: reading.t, bpm: reading.hr });
      inputs.push({ type: 'tick', at: reading.t });
    }
    return inputs;
  }
  const lossLimits = { ...defaultAlarmLimits({ hrMaxBpm: 180, target: null }), safetyMaxBpm: null };

  it('is one alarm for 3 minutes of a strap that keeps dropping and coming back', () => {
    const { raised, state } = run(signalLoss(180), lossLimits);
    // The last reading at 20 s: more than 10 s without one at 31 s. Then four more drops.
    expect(summary(raised)).toEqual([['no-signal', 31, 0]]);
    expect(state.alarms).toEqual([expect.objectContaining({ rule: 'no-signal', ongoing: true })]);
  });

  it('ends once readings have come 30 s without a gap over 3 s; a later loss is a new alarm', () => {
    // Steady from 36 s: at 65 s readings have come for 29 s (36..65), at 66 s for 30 s.
    const steady = signalLoss(65, 36);
    expect(run(steady, lossLimits).state.alarms).toEqual([
      expect.objectContaining({ rule: 'no-signal', ongoing: true }),
    ]);
    const over = run(signalLoss(66, 36), lossLimits);
    expect(over.state.alarms).toEqual([
      expect.objectContaining({ rule: 'no-signal', ongoing: false, acknowledged: false }),
    ]);
    const afterAck = [...signalLoss(66, 36), ack(66.5, 'no-signal'), { type: 'tick', at: 80_000 }];
    const { raised } = run(afterAck as MonitorInput[], lossLimits);
    expect(summary(raised)).toEqual([
      ['no-signal', 31, 0],
      ['no-signal', 80, 0],
    ]);
  });

  it('takes a gap of exactly 3 s as steady, and one over 3 s as starting the 30 s again', () => {
    const lost: MonitorInput[] = [{ type: 'tick', at: 11_000 }]; // raised at 11 s
    const every = (stepMs: number, fromMs: number, toMs: number): MonitorInput[] => {
      const inputs: MonitorInput[] = [];
      for (let at = fromMs; at <= toMs; at += stepMs) inputs.push({ type: 'hr', at, bpm: 90 });
      return inputs;
    };
    const gapsOf3s = run([...lost, ...every(3000, 12_000, 42_000)], lossLimits);
    expect(gapsOf3s.state.alarms).toEqual([expect.objectContaining({ ongoing: false })]);
    const oneLongerGap = [...lost, ...every(1000, 12_000, 30_000), ...every(1000, 33_100, 42_000)];
    expect(run(oneLongerGap, lossLimits).state.alarms).toEqual([
      expect.objectContaining({ ongoing: true }),
    ]);
  });
});
