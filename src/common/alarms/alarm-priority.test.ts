import { describe, expect, it } from 'vitest';
import {
  ALARM_PRIORITIES,
  alarmPriority,
  alarmTiming,
  byPriorityThenTime,
  coveringRule,
  RULES_BY_PRIORITY,
  soundingPriority,
} from './alarm-priority.js';
import { ALARM_RULES, type AlarmRule, isAdvisory } from './alarm-rules.js';

describe('alarm priorities (IEC 60601-1-8)', () => {
  it('puts the safety maximum, SpO2 and systolic high or low high; target, signal and floor medium; battery, rhythm and Borg low', () => {
    const table = Object.fromEntries(ALARM_RULES.map((rule) => [rule, alarmPriority(rule)]));
    expect(table).toEqual({
      'above-max': 'high',
      'spo2-low': 'high',
      'systolic-high': 'high',
      'systolic-low': 'high',
      'systolic-drop': 'high',
      'above-target': 'medium',
      'no-signal': 'medium',
      'below-floor': 'medium',
      'battery-low': 'low',
      'irregular-rhythm': 'low',
      'borg-above': 'low',
    });
  });

  it('words only the irregular rhythm and the Borg above its range as advice', () => {
    expect(ALARM_RULES.filter(isAdvisory)).toEqual(['irregular-rhythm', 'borg-above']);
  });

  it('re-alerts after 60 s for the safety maximum and 2 min above target', () => {
    expect(alarmTiming('above-max').realertAfterMs).toBe(60_000);
    expect(alarmTiming('above-target').realertAfterMs).toBe(120_000);
    // Higher priority never waits longer to sound again.
    const wait = (rule: AlarmRule) => alarmTiming(rule).realertAfterMs;
    for (const a of ALARM_RULES) {
      for (const b of ALARM_RULES) {
        const rank = (rule: AlarmRule) => ALARM_PRIORITIES.indexOf(alarmPriority(rule));
        if (rank(a) < rank(b)) expect(wait(a)).toBeLessThanOrEqual(wait(b));
      }
    }
  });

  it('orders high before medium before low, then the older first', () => {
    const alarms = [
      { rule: 'battery-low', raisedAt: 1 },
      { rule: 'above-target', raisedAt: 5 },
      { rule: 'spo2-low', raisedAt: 9 },
      { rule: 'no-signal', raisedAt: 3 },
      { rule: 'above-max', raisedAt: 7 },
    ] as const;
    expect([...alarms].sort(byPriorityThenTime).map((a) => a.rule)).toEqual([
      'above-max',
      'spo2-low',
      'no-signal',
      'above-target',
      'battery-low',
    ]);
  });

  it('sounds the highest priority still waiting for an acknowledgement', () => {
    const waiting = (rule: AlarmRule, acknowledged = false) => ({ rule, acknowledged });
    expect(soundingPriority([])).toBeNull();
    expect(soundingPriority([waiting('battery-low'), waiting('no-signal')])).toBe('medium');
    expect(soundingPriority([waiting('above-max', true), waiting('battery-low')])).toBe('low');
    expect(soundingPriority([waiting('above-target'), waiting('systolic-high')])).toBe('high');
  });
});

describe('one excursion, the higher-priority alarm only', () => {
  it('above-max covers above-target and is judged before it; nothing else is covered', () => {
    expect(coveringRule('above-target')).toBe('above-max');
    const covered = ALARM_RULES.filter((rule) => coveringRule(rule) !== undefined);
    expect(covered).toEqual(['above-target']);
    expect(RULES_BY_PRIORITY.indexOf('above-max')).toBeLessThan(
      RULES_BY_PRIORITY.indexOf('above-target'),
    );
    const ranks = RULES_BY_PRIORITY.map((rule) => ALARM_PRIORITIES.indexOf(alarmPriority(rule)));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect([...RULES_BY_PRIORITY].sort()).toEqual([...ALARM_RULES].sort());
  });
});
