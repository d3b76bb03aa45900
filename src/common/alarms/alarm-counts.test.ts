import { describe, expect, it } from 'vitest';
import type { ActivityEvent } from '../schemas/activity-event.js';
import { alarmRuleCounts } from './alarm-counts.js';
import type { AlarmRule } from './alarm-rules.js';

const alarm = (t: number, rule: AlarmRule, repeat?: number): ActivityEvent => ({
  t,
  kind: 'alarm',
  value: { rule, measured: null, limit: null, ...(repeat ? { repeat } : {}) },
});

describe('alarm counts by rule', () => {
  it('counts one alarm per excursion, in the order of the rules, leaving out re-alerts and acknowledgements', () => {
    const events: ActivityEvent[] = [
      alarm(1000, 'irregular-rhythm'),
      alarm(2000, 'above-target'),
      { t: 2500, kind: 'alarm-ack', value: { rule: 'above-target', by: 'Ana' } },
      alarm(120_000, 'above-target', 1),
      alarm(300_000, 'above-target'),
      alarm(400_000, 'above-max'),
      { t: 500_000, kind: 'spo2', value: 95 },
    ];
    expect(alarmRuleCounts(events)).toEqual([
      { rule: 'above-target', count: 2 },
      { rule: 'above-max', count: 1 },
      { rule: 'irregular-rhythm', count: 1 },
    ]);
    expect(alarmRuleCounts([])).toEqual([]);
  });
});
