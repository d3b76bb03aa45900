import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AlarmLimits, defaultAlarmLimits } from './alarm-limits.js';
import {
  type ActiveAlarm,
  isSounding,
  type MonitorInput,
  startMonitor,
  stepMonitor,
} from './alarm-monitor.js';
import { runMonitor } from './alarm-monitor.test-helpers.js';
import { alarmTiming } from './alarm-priority.js';
import { ALARM_RULES, type AlarmRule } from './alarm-rules.js';

const makeLimits = (overrides: Partial<AlarmLimits> = {}): AlarmLimits => ({
  ...defaultAlarmLimits({ hrMaxBpm: 170, target: { lowBpm: 90, highBpm: 120 } }),
  floorBpm: 80,
  ...overrides,
}); // target 120 for > 15 s, safety max 140, floor 80 for > 60 s, no signal > 10 s

const run = runMonitor;

/** One 'hr' input a second, the first at `fromS`. */
const hrEachSecond = (bpms: readonly number[], fromS = 1): MonitorInput[] =>
  bpms.map((bpm, i) => ({ type: 'hr', at: (fromS + i) * 1000, bpm }));
const ticks = (fromS: number, toS: number): MonitorInput[] =>
  Array.from({ length: toS - fromS + 1 }, (_, i) => ({ type: 'tick', at: (fromS + i) * 1000 }));
const rulesOf = (alarms: readonly ActiveAlarm[]) => alarms.map((alarm) => alarm.rule);

describe('stepMonitor: each rule', () => {
  it('raises above-target once the HR has been over the target for more than 15 s', () => {
    const held15s = run(makeLimits(), hrEachSecond(Array(16).fill(125)));
    expect(held15s.raised).toEqual([]);
    const { raised, state } = run(makeLimits(), hrEachSecond(Array(17).fill(125)));
    const alarm = { rule: 'above-target', raisedAt: 17_000, measured: 125, limit: 120 };
    expect(raised).toEqual([{ ...alarm, acknowledged: false, ongoing: true, repeat: 0 }]);
    expect(state.alarms).toEqual(raised);
    expect(isSounding(state)).toBe(true);
  });

  it('raises above-max at once, and no above-target for the same climb however long it lasts', () => {
    const { raised } = run(makeLimits(), hrEachSecond([110, 150]));
    expect(raised).toEqual([expect.objectContaining({ rule: 'above-max', measured: 150 })]);
    const long = run(makeLimits(), hrEachSecond(Array(20).fill(150)));
    expect(rulesOf(long.raised)).toEqual(['above-max']);
  });

  it('a band whose top is the safety maximum: one excursion, one high alarm, its re-alert only', () => {
    // Issue 34: target 101–140 under a maximum of 140, HR 150 for 2 min, acknowledged at 5 s.
    const limits = makeLimits({ targetHighBpm: 140, safetyMaxBpm: 140 });
    const climb = [
      ...hrEachSecond(Array(4).fill(150)),
      { type: 'ack', at: 5000, rule: 'above-max' } as const,
      ...hrEachSecond(Array(120).fill(150), 5),
    ];
    const { raised, state } = run(limits, climb);
    expect(raised.map(({ rule, repeat }) => [rule, repeat])).toEqual([
      ['above-max', 0],
      ['above-max', 1],
    ]);
    expect(rulesOf(state.alarms)).toEqual(['above-max']);
  });

  it('a slow climb: above-target first (it was true), then above-max as the escalation', () => {
    const climb = hrEachSecond([...Array(17).fill(125), 150]);
    expect(rulesOf(run(makeLimits(), climb).raised)).toEqual(['above-target', 'above-max']);
  });

  it('back under the maximum but still over the target: above-target sounds once above-max has cleared', () => {
    // 150 for 5 s, then 130: 5 bpm under the 140 maximum for 10 s ends above-max at 16 s, and
    // the HR over 120 since 1 s is then the medium alarm, once over it for more than 15 s (17 s).
    const { raised } = run(
      makeLimits(),
      hrEachSecond([...Array(5).fill(150), ...Array(15).fill(130)]),
    );
    expect(raised.map(({ rule, raisedAt }) => [rule, raisedAt])).toEqual([
      ['above-max', 1000],
      ['above-target', 17_000],
    ]);
  });

  it('raises below-floor after more than 60 s under the floor, only when it is set', () => {
    const low = [...hrEachSecond([75]), ...ticks(2, 62)];
    expect(run(makeLimits({ noSignalAfterS: 600 }), low).raised).toEqual([
      expect.objectContaining({ rule: 'below-floor', raisedAt: 62_000, measured: 75, limit: 80 }),
    ]);
    expect(run(makeLimits({ floorBpm: null, noSignalAfterS: 600 }), low).raised).toEqual([]);
  });

  it('raises no-signal after more than 10 s without HR, and ends it after 30 s of steady readings', () => {
    const lost = [...ticks(1, 11), ...hrEachSecond(Array(30).fill(100), 12)];
    const { raised, state } = run(makeLimits(), lost);
    expect(raised).toEqual([
      expect.objectContaining({ rule: 'no-signal', raisedAt: 11_000, measured: 11, limit: 10 }),
    ]);
    // Readings from 12 s: at 41 s they have been steady 29 s, the episode goes on.
    expect(state.alarms).toEqual([expect.objectContaining({ rule: 'no-signal', ongoing: true })]);
    const steady = stepMonitor(state, makeLimits(), { type: 'hr', at: 42_000, bpm: 100 });
    expect(steady.state.alarms).toEqual([
      expect.objectContaining({ rule: 'no-signal', ongoing: false, acknowledged: false }),
    ]);
  });

  it('raises battery-low at or below the limit, once until the battery reads above it', () => {
    const battery = (pct: number, at: number): MonitorInput => ({ type: 'battery', at, pct });
    const { raised } = run(makeLimits({ noSignalAfterS: 600 }), [
      battery(16, 1),
      battery(15, 2),
      battery(9, 3),
      battery(20, 4), // within 5 % of the limit: the same low battery
      battery(15, 5),
      battery(21, 6),
      battery(14, 7),
    ]);
    expect(raised.map((alarm) => alarm.measured)).toEqual([15, 14]);
  });

  it('raises spo2-low and systolic-high per run of out-of-limit entries', () => {
    const { raised } = run(makeLimits(), [
      { type: 'spo2', at: 1, pct: 85 },
      { type: 'spo2', at: 2, pct: 86 },
      { type: 'bp', at: 3, systolic: 210 },
      { type: 'spo2', at: 4, pct: 95 },
      { type: 'spo2', at: 5, pct: 87 },
      { type: 'bp', at: 6, systolic: 200 },
    ]);
    const summary = raised.map(({ rule, measured, limit }) => [rule, measured, limit]);
    expect(summary).toEqual([
      ['spo2-low', 85, 88],
      ['systolic-high', 210, 200],
      ['spo2-low', 87, 88],
    ]);
  });

  it('raises irregular-rhythm from the rhythm verdicts, with their measure and no limit', () => {
    const rhythm = (at: number, irregular: boolean): MonitorInput => {
      return { type: 'rhythm', at, irregular, measured: irregular ? 14.2 : 3 };
    };
    const { raised } = run(makeLimits(), [rhythm(1, true), rhythm(2, true), rhythm(3, false)]);
    expect(raised).toEqual([
      expect.objectContaining({ rule: 'irregular-rhythm', measured: 14.2, limit: null }),
    ]);
  });

  it('never raises a rule whose limit is null', () => {
    const off = { targetHighBpm: null, safetyMaxBpm: null, floorBpm: null, batteryLowPct: null };
    const limits = makeLimits({ ...off, spo2MinPct: null, systolicMaxMmHg: null });
    const { raised } = run(limits, [
      ...hrEachSecond([250, 30, 250, 30]),
      { type: 'battery', at: 5000, pct: 1 },
      { type: 'spo2', at: 5000, pct: 50 },
      { type: 'bp', at: 5000, systolic: 290 },
      ...ticks(6, 8),
    ]);
    expect(raised).toEqual([]);
  });
});

describe('stepMonitor: acknowledging', () => {
  const climb = hrEachSecond([150]);

  it('keeps an acknowledged alarm while its excursion lasts and drops it once it ends', () => {
    const acked = run(makeLimits(), [...climb, { type: 'ack', at: 2000, rule: 'above-max' }]);
    expect(acked.state.alarms).toEqual([
      expect.objectContaining({ rule: 'above-max', acknowledged: true, ongoing: true }),
    ]);
    expect(isSounding(acked.state)).toBe(false);
    const ended = run(makeLimits(), [
      ...climb,
      { type: 'ack', at: 2000, rule: 'above-max' },
      ...hrEachSecond(Array(11).fill(100), 3), // 10 s well under the limit
    ]);
    expect(ended.state.alarms).toEqual([]);
  });

  it('keeps an alarm whose excursion ended until someone acknowledges it', () => {
    const { state } = run(makeLimits(), [...climb, ...hrEachSecond(Array(11).fill(100), 2)]);
    expect(state.alarms).toEqual([expect.objectContaining({ rule: 'above-max', ongoing: false })]);
    expect(isSounding(state)).toBe(true);
    const acked = stepMonitor(state, makeLimits(), { type: 'ack', at: 13_000, rule: 'above-max' });
    expect(acked.state.alarms).toEqual([]);
  });

  it('raises a fresh alarm for the next excursion after an ack', () => {
    const ack: MonitorInput = { type: 'ack', at: 2000, rule: 'above-max' };
    const back = hrEachSecond([...Array(11).fill(100), 155], 3);
    const { raised, state } = run(makeLimits(), [...climb, ack, ...back]);
    expect(raised.map((alarm) => alarm.measured)).toEqual([150, 155]);
    expect(state.alarms).toEqual([
      expect.objectContaining({ measured: 155, acknowledged: false, ongoing: true }),
    ]);
  });
});

/** A session: each step some time passes, then an HR reading (bpm) or only a tick (null). */
const sessionArb = fc.array(
  fc.record({
    dtMs: fc.oneof(fc.integer({ min: 100, max: 4000 }), fc.constantFrom(500, 1000)),
    bpm: fc.option(fc.integer({ min: 60, max: 170 })),
  }),
  { maxLength: 200 },
);
type Session = { dtMs: number; bpm: number | null }[];
const inputsOf = (session: Session): MonitorInput[] => {
  let at = 0;
  return session.map(({ dtMs, bpm }) => {
    at += dtMs;
    return bpm === null ? { type: 'tick', at } : { type: 'hr', at, bpm };
  });
};

/**
 * How many alarms a rule of the latest HR reading should raise, by the rule as written: an
 * excursion starts when the reading breaks the limit, goes off after `forMs` (0: at once), and,
 * once off, ends only after the reading has been at least 5 bpm inside the limit for 10 s.
 * Judged at every input, first with the readings before it, then with its own.
 */
function excursionCount(
  inputs: MonitorInput[],
  breaks: (bpm: number) => boolean,
  clear: (bpm: number) => boolean,
  forMs: number,
) {
  let count = 0;
  let bpm: number | null = null;
  let excursion: { since: number; raised: boolean; clearSince: number | null } | null = null;
  const judge = (at: number) => {
    if (bpm === null || !breaks(bpm)) {
      if (!excursion?.raised) excursion = null;
      else {
        excursion.clearSince = bpm !== null && clear(bpm) ? (excursion.clearSince ?? at) : null;
        if (excursion.clearSince !== null && at - excursion.clearSince >= 10_000) excursion = null;
      }
      return;
    }
    excursion ??= { since: at, raised: false, clearSince: null };
    excursion.clearSince = null;
    if (!excursion.raised && (forMs === 0 || at - excursion.since > forMs)) {
      excursion.raised = true;
      count++;
    }
  };
  for (const input of inputs) {
    judge(input.at);
    if (input.type === 'hr') bpm = input.bpm;
    judge(input.at);
  }
  return count;
}

/**
 * No-signal episodes by the rule as written: one starts when the silence passes `afterMs`, and
 * ends once readings have come for 30 s with no gap over 3 s.
 */
function signalLossEpisodes(inputs: MonitorInput[], afterMs: number) {
  let count = 0;
  let lastHrAt = 0;
  let steadySince = 0;
  let lost = false;
  const judge = (at: number) => {
    if (at - lastHrAt > afterMs) {
      if (!lost) count++;
      lost = true;
    } else if (lost && at - lastHrAt <= 3000 && at - steadySince >= 30_000) lost = false;
  };
  for (const input of inputs) {
    judge(input.at);
    if (input.type === 'hr') {
      if (input.at - lastHrAt > 3000) steadySince = input.at;
      lastHrAt = input.at;
    }
    judge(input.at);
  }
  return count;
}

const countOf = (alarms: readonly ActiveAlarm[], rule: AlarmRule) =>
  alarms.filter((alarm) => alarm.rule === rule).length;

describe('stepMonitor: properties', () => {
  it('raises nothing while the HR stays inside the band with a reading every second', () => {
    const band = fc
      .integer({ min: 40, max: 200 })
      .chain((floor) => fc.tuple(fc.constant(floor), fc.integer({ min: floor + 1, max: 220 })));
    fc.assert(
      fc.property(
        band,
        fc.array(fc.double({ min: 0, max: 1, noNaN: true })),
        ([floor, high], xs) => {
          const limits = makeLimits({ floorBpm: floor, targetHighBpm: high, safetyMaxBpm: high });
          const inputs = xs.flatMap((x, i): MonitorInput[] => [
            { type: 'hr', at: (i + 1) * 1000, bpm: Math.round(floor + x * (high - floor)) },
            { type: 'tick', at: (i + 1) * 1000 + 500 },
          ]);
          const { raised, state } = run(limits, inputs);
          return raised.length === 0 && state.alarms.length === 0;
        },
      ),
    );
  });

  it('raises one above-target per excursion longer than N s, one above-max per excursion (with hysteresis)', () => {
    const limitsArb = fc.record({
      targetHighBpm: fc.integer({ min: 90, max: 130 }),
      aboveTargetForS: fc.integer({ min: 1, max: 20 }),
      maxOverTarget: fc.integer({ min: 0, max: 30 }),
    });
    fc.assert(
      fc.property(limitsArb, sessionArb, ({ maxOverTarget, ...rest }, session) => {
        const limits = makeLimits({ ...rest, safetyMaxBpm: rest.targetHighBpm + maxOverTarget });
        const inputs = inputsOf(session);
        const { raised } = run(limits, inputs);
        const high = (limit: number) =>
          [(bpm: number) => bpm > limit, (bpm: number) => bpm <= limit - 5] as const;
        const target = high(limits.targetHighBpm!);
        const forMs = limits.aboveTargetForS * 1000;
        // Above-max off: every above-target excursion sounds (with it on, see the next property).
        const alone = run({ ...limits, safetyMaxBpm: null }, inputs).raised;
        expect(countOf(alone, 'above-target')).toBe(excursionCount(inputs, ...target, forMs));
        expect(countOf(raised, 'above-target')).toBeLessThanOrEqual(countOf(alone, 'above-target'));
        const max = high(limits.safetyMaxBpm!);
        expect(countOf(raised, 'above-max')).toBe(excursionCount(inputs, ...max, 0));
        const floor = limits.floorBpm!;
        const below = [(bpm: number) => bpm < floor, (bpm: number) => bpm >= floor + 5] as const;
        const floorMs = limits.belowFloorForS * 1000;
        expect(countOf(raised, 'below-floor')).toBe(excursionCount(inputs, ...below, floorMs));
      }),
    );
  });

  it('never sounds above-target while an above-max excursion is under way', () => {
    const maxOverTarget = fc.integer({ min: 0, max: 30 });
    fc.assert(
      fc.property(maxOverTarget, sessionArb, (over, session) => {
        const limits = makeLimits({ aboveTargetForS: 3, safetyMaxBpm: 120 + over });
        let state = startMonitor(0);
        for (const input of inputsOf(session)) {
          const step = stepMonitor(state, limits, input);
          // One above-max excursion under way through the whole step (not one that cleared in it,
          // after which above-target may sound; nor one that began in it: the escalation case).
          const before = state.excursions['above-max'];
          const after = step.state.excursions['above-max'];
          if (before?.raised && after?.since === before.since) {
            expect(rulesOf(step.raised)).not.toContain('above-target');
          }
          state = step.state;
        }
      }),
    );
  });

  it('after an ack, raises no new alarm of the rule while its excursion lasts, only a re-alert once due', () => {
    const ackAt = fc.array(fc.boolean(), { minLength: 200, maxLength: 200 });
    fc.assert(
      fc.property(
        sessionArb,
        ackAt,
        fc.constantFrom('above-target', 'above-max'),
        (session, acks, rule) => {
          const limits = makeLimits({ aboveTargetForS: 3 });
          const realertMs = alarmTiming(rule).realertAfterMs;
          let state = startMonitor(0);
          let ackedAt: number | null = null;
          for (const [i, input] of inputsOf(session).entries()) {
            const inputs: MonitorInput[] = acks[i]
              ? [input, { type: 'ack', at: input.at, rule }]
              : [input];
            for (const next of inputs) {
              const step = stepMonitor(state, limits, next);
              // The excursion lasts unless it has been clear for the hysteresis time by now (then
              // this very input may end it and start a new one, which alarms anew).
              const before = state.excursions[rule];
              const clearForMs = alarmTiming(rule).clearForMs;
              const lasting =
                before !== undefined &&
                (before.clearSince === null || next.at - before.clearSince < clearForMs);
              state = step.state;
              for (const alarm of step.raised.filter((a) => a.rule === rule)) {
                if (ackedAt === null || !lasting) continue;
                // Silenced: only the same excursion's re-alert, and only once it is due.
                expect(alarm.repeat).toBeGreaterThan(0);
                expect(next.at - ackedAt).toBeGreaterThanOrEqual(realertMs);
              }
              if (step.raised.some((a) => a.rule === rule)) ackedAt = null;
              if (next.type === 'ack' && state.excursions[rule]) ackedAt = next.at;
              if (!state.excursions[rule]) ackedAt = null;
            }
          }
        },
      ),
    );
  });

  it('raises one no-signal per signal-loss episode (over until 30 s of steady readings)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 15 }), sessionArb, (noSignalAfterS, session) => {
        const inputs = inputsOf(session);
        const { raised } = run(makeLimits({ noSignalAfterS }), inputs);
        expect(countOf(raised, 'no-signal')).toBe(
          signalLossEpisodes(inputs, noSignalAfterS * 1000),
        );
      }),
    );
  });

  it('copes with any inputs in any order, and resumes the same from a JSON checkpoint', () => {
    const at = fc.integer({ min: 0, max: 120_000 });
    const input: fc.Arbitrary<MonitorInput> = fc.oneof(
      fc.record({ type: fc.constant('hr' as const), at, bpm: fc.integer({ min: 0, max: 300 }) }),
      fc.record({ type: fc.constant('tick' as const), at }),
      fc.record({
        type: fc.constant('battery' as const),
        at,
        pct: fc.integer({ min: 0, max: 100 }),
      }),
      fc.record({ type: fc.constant('spo2' as const), at, pct: fc.integer({ min: 50, max: 100 }) }),
      fc.record({
        type: fc.constant('bp' as const),
        at,
        systolic: fc.integer({ min: 80, max: 260 }),
      }),
      fc.record({
        type: fc.constant('rhythm' as const),
        at,
        irregular: fc.boolean(),
        measured: fc.constant(12),
      }),
      fc.record({ type: fc.constant('ack' as const), at, rule: fc.constantFrom(...ALARM_RULES) }),
    );
    fc.assert(
      fc.property(
        fc.array(input, { maxLength: 60 }),
        fc.array(input, { maxLength: 20 }),
        (before, after) => {
          const first = run(makeLimits(), before).state;
          const resumed = JSON.parse(JSON.stringify(first));
          let live = first;
          let restored = resumed;
          for (const next of after) {
            const a = stepMonitor(live, makeLimits(), next);
            const b = stepMonitor(restored, makeLimits(), next);
            expect(b).toEqual(a);
            expect(a.state.alarms).toEqual(expect.arrayContaining(a.raised));
            expect(new Set(rulesOf(a.state.alarms)).size).toBe(a.state.alarms.length);
            live = a.state;
            restored = b.state;
          }
        },
      ),
    );
  });
});
