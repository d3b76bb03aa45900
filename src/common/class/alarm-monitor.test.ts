import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALARM_RULES, type AlarmRule } from '../schemas/activity.js';
import { type AlarmLimits, defaultAlarmLimits } from './alarm-limits.js';
import {
  type ActiveAlarm,
  ALARM_SEVERITY,
  isSounding,
  type MonitorInput,
  mostSevere,
  startMonitor,
  stepMonitor,
} from './alarm-monitor.js';

const makeLimits = (overrides: Partial<AlarmLimits> = {}): AlarmLimits => ({
  ...defaultAlarmLimits({ hrMaxBpm: 170, target: { lowBpm: 90, highBpm: 120 } }),
  floorBpm: 80,
  ...overrides,
}); // target 120 for > 15 s, safety max 140, floor 80 for > 60 s, no signal > 10 s

/** Feeds the inputs from a monitor started at 0; `raised` collects every step's alarms. */
function run(limits: AlarmLimits, inputs: readonly MonitorInput[]) {
  let state = startMonitor(0);
  const raised: ActiveAlarm[] = [];
  for (const input of inputs) {
    const step = stepMonitor(state, limits, input);
    state = step.state;
    raised.push(...step.raised);
  }
  return { state, raised };
}

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
    expect(raised).toEqual([{ ...alarm, acknowledged: false, ongoing: true }]);
    expect(state.alarms).toEqual(raised);
    expect(isSounding(state)).toBe(true);
  });

  it('raises above-max at once, and above-target too if the climb lasts', () => {
    const { raised } = run(makeLimits(), hrEachSecond([110, 150]));
    expect(raised).toEqual([expect.objectContaining({ rule: 'above-max', measured: 150 })]);
    const long = run(makeLimits(), hrEachSecond(Array(20).fill(150)));
    expect(rulesOf(long.raised)).toEqual(['above-max', 'above-target']);
  });

  it('raises below-floor after more than 60 s under the floor, only when it is set', () => {
    const low = [...hrEachSecond([75]), ...ticks(2, 62)];
    expect(run(makeLimits({ noSignalAfterS: 600 }), low).raised).toEqual([
      expect.objectContaining({ rule: 'below-floor', raisedAt: 62_000, measured: 75, limit: 80 }),
    ]);
    expect(run(makeLimits({ floorBpm: null, noSignalAfterS: 600 }), low).raised).toEqual([]);
  });

  it('raises no-signal after more than 10 s without HR, and ends it on the next reading', () => {
    const { raised, state } = run(makeLimits(), [...ticks(1, 11), ...hrEachSecond([100], 12)]);
    expect(raised).toEqual([
      expect.objectContaining({ rule: 'no-signal', raisedAt: 11_000, measured: 11, limit: 10 }),
    ]);
    expect(state.alarms).toEqual([expect.objectContaining({ rule: 'no-signal', ongoing: false })]);
  });

  it('raises battery-low at or below the limit, once until the battery reads above it', () => {
    const battery = (pct: number, at: number): MonitorInput => ({ type: 'battery', at, pct });
    const { raised } = run(makeLimits({ noSignalAfterS: 600 }), [
      battery(16, 1),
      battery(15, 2),
      battery(9, 3),
      battery(16, 4),
      battery(14, 5),
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

  it('keeps an acknowledged alarm while its condition holds and drops it once it ends', () => {
    const acked = run(makeLimits(), [...climb, { type: 'ack', at: 2000, rule: 'above-max' }]);
    expect(acked.state.alarms).toEqual([
      expect.objectContaining({ rule: 'above-max', acknowledged: true, ongoing: true }),
    ]);
    expect(isSounding(acked.state)).toBe(false);
    const ended = stepMonitor(acked.state, makeLimits(), { type: 'hr', at: 3000, bpm: 100 });
    expect(ended.state.alarms).toEqual([]);
  });

  it('keeps an alarm whose condition ended until someone acknowledges it', () => {
    const { state } = run(makeLimits(), [...climb, ...hrEachSecond([100], 2)]);
    expect(state.alarms).toEqual([expect.objectContaining({ rule: 'above-max', ongoing: false })]);
    expect(isSounding(state)).toBe(true);
    const acked = stepMonitor(state, makeLimits(), { type: 'ack', at: 3000, rule: 'above-max' });
    expect(acked.state.alarms).toEqual([]);
  });

  it('raises a fresh alarm for the next excursion after an ack', () => {
    const ack: MonitorInput = { type: 'ack', at: 2000, rule: 'above-max' };
    const { raised, state } = run(makeLimits(), [...climb, ack, ...hrEachSecond([100, 155], 3)]);
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
 * Stretches of a session during which the latest HR reading breaks the rule, lasting longer
 * than `forMs` (-1: any): from the reading that starts one to the reading that ends it (or the
 * last input).
 */
function excursionsLongerThan(
  inputs: MonitorInput[],
  breaks: (bpm: number) => boolean,
  forMs: number,
) {
  let count = 0;
  let since: number | null = null;
  for (const input of inputs) {
    if (input.type !== 'hr') continue;
    if (breaks(input.bpm) && since === null) since = input.at;
    if (!breaks(input.bpm) && since !== null) {
      if (input.at - since > forMs) count++;
      since = null;
    }
  }
  const endAt = inputs.at(-1)?.at ?? 0;
  return since !== null && endAt - since > forMs ? count + 1 : count;
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

  it('raises one above-target per excursion longer than N s, one above-max per excursion', () => {
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
        const forMs = limits.aboveTargetForS * 1000;
        const aboveTarget = (bpm: number) => bpm > limits.targetHighBpm!;
        expect(countOf(raised, 'above-target')).toBe(
          excursionsLongerThan(inputs, aboveTarget, forMs),
        );
        const aboveMax = (bpm: number) => bpm > limits.safetyMaxBpm!;
        expect(countOf(raised, 'above-max')).toBe(excursionsLongerThan(inputs, aboveMax, -1));
        const belowFloor = (bpm: number) => bpm < limits.floorBpm!;
        const floorMs = limits.belowFloorForS * 1000;
        expect(countOf(raised, 'below-floor')).toBe(
          excursionsLongerThan(inputs, belowFloor, floorMs),
        );
      }),
    );
  });

  it('raises no alarm of an acknowledged rule until its condition has ended and come back', () => {
    const ackAt = fc.array(fc.boolean(), { minLength: 200, maxLength: 200 });
    fc.assert(
      fc.property(
        sessionArb,
        ackAt,
        fc.constantFrom('above-target', 'above-max'),
        (session, acks, rule) => {
          const limits = makeLimits({ aboveTargetForS: 3 });
          const limit = rule === 'above-max' ? limits.safetyMaxBpm! : limits.targetHighBpm!;
          let state = startMonitor(0);
          let silenced = false;
          for (const [i, input] of inputsOf(session).entries()) {
            const inputs: MonitorInput[] = acks[i]
              ? [input, { type: 'ack', at: input.at, rule }]
              : [input];
            for (const next of inputs) {
              const step = stepMonitor(state, limits, next);
              state = step.state;
              if (countOf(step.raised, rule) > 0) expect(silenced).toBe(false);
              if (next.type === 'ack') silenced = true;
              const bpm = state.readings.hrBpm;
              if (bpm === null || bpm <= limit) silenced = false;
            }
          }
        },
      ),
    );
  });

  it('raises one no-signal per gap between HR readings longer than N s', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 15 }), sessionArb, (noSignalAfterS, session) => {
        const inputs = inputsOf(session);
        const { raised } = run(makeLimits({ noSignalAfterS }), inputs);
        let lastHrAt = 0;
        let gaps = 0;
        for (const input of inputs) {
          if (input.type !== 'hr') continue;
          if (input.at - lastHrAt > noSignalAfterS * 1000) gaps++;
          lastHrAt = input.at;
        }
        const endAt = inputs.at(-1)?.at ?? 0;
        if (endAt - lastHrAt > noSignalAfterS * 1000) gaps++;
        expect(countOf(raised, 'no-signal')).toBe(gaps);
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

describe('mostSevere', () => {
  it('ranks every rule once, above-max first and the rhythm advisory last', () => {
    expect([...ALARM_SEVERITY].sort()).toEqual([...ALARM_RULES].sort());
    expect(ALARM_SEVERITY[0]).toBe('above-max');
    expect(ALARM_SEVERITY.at(-1)).toBe('irregular-rhythm');
  });

  it('picks the alarm of the most severe rule, or null when there is none', () => {
    const alarm = (rule: AlarmRule): ActiveAlarm => {
      return { rule, raisedAt: 0, measured: null, limit: null, acknowledged: false, ongoing: true };
    };
    const alarms = ['battery-low', 'above-target', 'no-signal', 'spo2-low'].map((rule) =>
      alarm(rule as AlarmRule),
    );
    expect(mostSevere(alarms)?.rule).toBe('no-signal');
    expect(mostSevere([])).toBeNull();
  });
});
