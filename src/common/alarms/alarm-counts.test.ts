import { describe, expect, it } from 'vitest';
import type { ActivityEvent } from '../schemas/activity-event.js';
import { alarmRuleCounts, alarmTotalsOf } from './alarm-counts.js';
import type { AlarmRule } from './alarm-rules.js';

const alarm = (t: number, rule: AlarmRule, repeat?: number): ActivityEvent => ({
  t,
  kind: 'alarm',
  value: { rule, measured: null, limit: null, ...(repeat ? { repeat } : {}) },
});
const ack = (t: number, rule: AlarmRule): ActivityEvent => ({
  t,
  kind: 'alarm-ack',
  value: { rule, by: 'Ana' },
});

describe('alarm counts by rule', () => {
  it('counts excursions, with every alert and acknowledgement beside them, in the order of the rules', () => {
    const events: ActivityEvent[] = [
      alarm(1000, 'irregular-rhythm'),
      alarm(2000, 'above-target'),
      ack(2500, 'above-target'),
      alarm(120_000, 'above-target', 1),
      alarm(300_000, 'above-target'),
      alarm(400_000, 'above-max'),
      { t: 500_000, kind: 'spo2', value: 95 },
    ];
    expect(alarmRuleCounts(events)).toEqual([
      { rule: 'above-target', count: 2, alerts: 3, acks: 1 },
      { rule: 'above-max', count: 1, alerts: 1, acks: 0 },
      { rule: 'irregular-rhythm', count: 1, alerts: 1, acks: 0 },
    ]);
    expect(alarmRuleCounts([])).toEqual([]);
  });

  it('agrees with a session log of 5 alarms: 2 excursions, 5 alerts, 3 acknowledged (issue 34)', () => {
    const log: ActivityEvent[] = [
      alarm(60_000, 'above-target'),
      ack(65_000, 'above-target'),
      alarm(185_000, 'above-target', 1),
      ack(190_000, 'above-target'),
      alarm(310_000, 'above-target', 2),
      ack(315_000, 'above-target'),
      alarm(600_000, 'above-target'),
      alarm(660_000, 'above-target', 1),
    ];
    expect(alarmRuleCounts(log)).toEqual([{ rule: 'above-target', count: 2, alerts: 5, acks: 3 }]);
  });

  it('counts each signal loss, a re-alert of no signal too', () => {
    const log = [alarm(30_000, 'no-signal'), ack(31_000, 'no-signal')];
    log.push(alarm(160_000, 'no-signal', 1));
    expect(alarmRuleCounts(log)).toEqual([{ rule: 'no-signal', count: 2, alerts: 2, acks: 1 }]);
  });

  it('sums the alarms apart from the advisories; a stored count without alerts sums to unknown', () => {
    const counts = alarmRuleCounts([
      alarm(1000, 'above-max'),
      ack(1500, 'above-max'),
      alarm(70_000, 'above-max', 1),
      alarm(2000, 'no-signal'),
      alarm(3000, 'irregular-rhythm'),
    ]);
    expect(alarmTotalsOf(counts)).toEqual({ excursions: 2, alerts: 3, acks: 1 });
    expect(alarmTotalsOf(counts, true)).toEqual({ excursions: 1, alerts: 1, acks: 0 });
    expect(alarmTotalsOf([{ rule: 'above-max', count: 2 }])).toEqual({
      excursions: 2,
      alerts: null,
      acks: null,
    });
  });
});
