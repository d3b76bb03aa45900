import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ActivityEvent } from '../../../../common/schemas/activity-event';
import type { Samples } from '../../../../common/schemas/activity-samples';
import { MAX_HR_GAP_MS } from '../../../lib/hr-line';
import {
  eventMarks,
  eventValueText,
  hasHeartRate,
  hrAxisRange,
  hrChartData,
  isolatedReadings,
  labelRows,
  pauseSpans,
  shortLabel,
  zoneBands,
  zoneRangeText,
} from './chart-data';

/** Runs of readings uPlot draws as one line each (it breaks the line at every null). */
function lineSegments(hr: readonly (number | null)[]): number {
  let segments = 0;
  for (let i = 0; i < hr.length; i++) {
    if (hr[i] !== null && (i === 0 || hr[i - 1] === null)) segments++;
  }
  return segments;
}

describe('the HR line', () => {
  it('puts readings at seconds since the start', () => {
    expect(hrChartData({ t: [0, 1000, 2500], hr: [90, 92, 95] })).toEqual([
      [0, 1, 2.5],
      [90, 92, 95],
    ]);
  });

  it('is not broken by the rows of a reading’s further RR intervals', () => {
    const samples = {
      t: [0, 0, 0, 1000, 1000, 2000],
      hr: [80, null, null, 82, null, 84],
      rr: [750, 760, 740, 730, 735, 720],
    };
    expect(hrChartData(samples)).toEqual([
      [0, 1, 2],
      [80, 82, 84],
    ]);
  });

  it('breaks once, halfway, where readings are more than 5 s apart', () => {
    const samples = { t: [0, 1000, 8000, 9000], hr: [80, 81, 90, 91] };
    expect(hrChartData(samples)).toEqual([
      [0, 1, 4.5, 8, 9],
      [80, 81, null, 90, 91],
    ]);
  });

  it('joins readings exactly 5 s apart', () => {
    expect(hrChartData({ t: [0, MAX_HR_GAP_MS], hr: [80, 90] })).toEqual([
      [0, 5],
      [80, 90],
    ]);
  });

  it('breaks where the strap was silent even if the bike kept reporting power', () => {
    const samples = {
      t: [0, 1000, 2000, 3000, 4000, 5000, 6000, 7000],
      hr: [80, null, null, null, null, null, null, 95],
      power: [90, 95, 100, 105, 110, 115, 120, 125],
    };
    const [xS, hr] = hrChartData(samples);
    expect(hr).toEqual([80, null, 95]);
    expect(xS).toEqual([0, 3.5, 7]);
  });

  it('marks readings with a break on both sides, which need a dot to be seen', () => {
    expect(isolatedReadings([80, null, 90, 91, null, 70])).toEqual([0, 5]);
    expect(isolatedReadings([80, 81])).toEqual([]);
    expect(isolatedReadings([])).toEqual([]);
  });

  it('is empty when no HR was recorded', () => {
    const samples = { t: [0, 1000], power: [100, 110] };
    expect(hrChartData(samples)).toEqual([[], []]);
    expect(hrChartData({ t: [0, 1000], hr: [null, null] })).toEqual([[], []]);
    expect(hasHeartRate(samples)).toBe(false);
    expect(hasHeartRate({ t: [0], hr: [null] })).toBe(false);
    expect(hasHeartRate({ t: [0], hr: [80] })).toBe(true);
  });

  it('has an axis on tens with room around the readings', () => {
    expect(hrAxisRange([92, null, 147])).toEqual([80, 160]);
    expect(hrAxisRange([null])).toEqual([40, 200]);
  });
});

/** One HR reading, the rows without HR before it, and its further RR intervals. */
const reading = fc.record({
  stepMs: fc.integer({ min: 0, max: MAX_HR_GAP_MS }),
  bpm: fc.integer({ min: 30, max: 220 }),
  moreRr: fc.integer({ min: 0, max: 3 }),
  /** Where rows with power only fall between the last reading and this one, 0..1. */
  powerRows: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 3 }),
});

type GeneratedReading = typeof reading extends fc.Arbitrary<infer T> ? T : never;

/** Runs of readings at most MAX_HR_GAP_MS apart, separated by longer silences. */
const session = fc
  .record({
    startMs: fc.integer({ min: 0, max: 60_000 }),
    runs: fc.array(fc.array(reading, { minLength: 1, maxLength: 15 }), {
      minLength: 1,
      maxLength: 6,
    }),
  })
  .chain(({ startMs, runs }) =>
    fc.record({
      startMs: fc.constant(startMs),
      runs: fc.constant(runs),
      silencesMs: fc.array(fc.integer({ min: MAX_HR_GAP_MS + 1, max: 600_000 }), {
        minLength: runs.length - 1,
        maxLength: runs.length - 1,
      }),
      trailingPowerRows: fc.integer({ min: 0, max: 5 }),
    }),
  );

/** The session's rows as a recording stores them, and its HR readings in order. */
function sessionSamples({
  startMs,
  runs,
  silencesMs,
  trailingPowerRows,
}: {
  startMs: number;
  runs: GeneratedReading[][];
  silencesMs: number[];
  trailingPowerRows: number;
}) {
  const samples: Required<Pick<Samples, 't' | 'hr' | 'rr' | 'power'>> = {
    t: [],
    hr: [],
    rr: [],
    power: [],
  };
  const row = (t: number, hr: number | null, rr: number | null, power: number | null) => {
    samples.t.push(t);
    samples.hr.push(hr);
    samples.rr.push(rr);
    samples.power.push(power);
  };
  const readings: { t: number; bpm: number }[] = [];
  let t = 0;
  runs.forEach((run, r) => {
    run.forEach((next, i) => {
      const previousMs = t;
      if (r === 0 && i === 0) t = startMs;
      else t += i === 0 ? silencesMs[r - 1]! : next.stepMs;
      for (const at of [...next.powerRows].sort((a, b) => a - b)) {
        row(previousMs + Math.floor(at * (t - previousMs)), null, null, 120);
      }
      row(t, next.bpm, Math.round(60_000 / next.bpm), null);
      for (let k = 0; k < next.moreRr; k++) row(t, null, 800, null);
      readings.push({ t, bpm: next.bpm });
    });
  });
  for (let k = 1; k <= trailingPowerRows; k++) row(t + k * 1000, null, null, 120);
  return { samples, readings };
}

describe('the HR line on any session', () => {
  it('has one segment per run of readings: rows without HR never break it', () => {
    fc.assert(
      fc.property(session, (generated) => {
        const { samples, readings } = sessionSamples(generated);
        const [xS, hr] = hrChartData(samples);
        // 1 + the real gaps (silences longer than MAX_HR_GAP_MS between readings).
        expect(lineSegments(hr)).toBe(1 + generated.silencesMs.length);
        expect(hr.filter((bpm) => bpm === null)).toHaveLength(generated.silencesMs.length);
        // Every reading, in order, nothing added or carried: the rest are the breaks.
        const points = xS.flatMap((x, i) => (hr[i] === null ? [] : [{ xS: x, bpm: hr[i] }]));
        expect(points).toEqual(readings.map(({ t, bpm }) => ({ xS: t / 1000, bpm })));
        // uPlot needs x in order.
        for (let i = 1; i < xS.length; i++) expect(xS[i]!).toBeGreaterThanOrEqual(xS[i - 1]!);
        // A run of one reading is drawn as a dot.
        expect(isolatedReadings(hr)).toHaveLength(
          generated.runs.filter((run) => run.length === 1).length,
        );
      }),
      { seed: 20_240_614, numRuns: 300 },
    );
  });
});

describe('zone bands', () => {
  it('split HR max at 60, 70, 80 and 90 %, the top zone open', () => {
    expect(zoneBands(200)).toEqual([
      { zone: 0, lowBpm: 0, highBpm: 120 },
      { zone: 1, lowBpm: 120, highBpm: 140 },
      { zone: 2, lowBpm: 140, highBpm: 160 },
      { zone: 3, lowBpm: 160, highBpm: 180 },
      { zone: 4, lowBpm: 180, highBpm: null },
    ]);
  });

  it('read as whole-bpm ranges, open at both ends', () => {
    expect(zoneBands(175).map(zoneRangeText)).toEqual([
      '< 105',
      '105–123',
      '123–140',
      '140–158',
      '≥ 158',
    ]);
  });

  it('are absent without an HR max', () => {
    expect(zoneBands(null)).toEqual([]);
    expect(zoneBands(undefined)).toEqual([]);
  });
});

describe('pauses', () => {
  it('pair each pause with the next resume', () => {
    const events: ActivityEvent[] = [
      { t: 70_000, kind: 'resume' },
      { t: 10_000, kind: 'pause' },
      { t: 20_000, kind: 'resume' },
      { t: 60_000, kind: 'pause' },
    ];
    expect(pauseSpans(events, 90_000)).toEqual([
      { fromS: 10, toS: 20 },
      { fromS: 60, toS: 70 },
    ]);
  });

  it('run to the end when never resumed, and ignore a stray resume', () => {
    const events: ActivityEvent[] = [
      { t: 5_000, kind: 'resume' },
      { t: 80_000, kind: 'pause' },
    ];
    expect(pauseSpans(events, 90_000)).toEqual([{ fromS: 80, toS: 90 }]);
  });
});

describe('event marks', () => {
  const events: ActivityEvent[] = [
    { t: 30_000, kind: 'bp', value: { systolic: 130, diastolic: 85 } },
    { t: 5_000, kind: 'pause' },
    { t: 10_000, kind: 'rpe', value: 13 },
    { t: 45_000, kind: 'note', value: 'Felt dizzy after the slope' },
  ];

  it('keep the entries in time order, without pauses', () => {
    expect(eventMarks(events).map((mark) => [mark.tS, mark.event.kind])).toEqual([
      [10, 'rpe'],
      [30, 'bp'],
      [45, 'note'],
    ]);
  });

  it('label each value as a clinician writes it', () => {
    expect(
      eventValueText({ t: 0, kind: 'bp', value: { systolic: 130, diastolic: 85 } }, 'en'),
    ).toBe('130/85');
    expect(eventValueText({ t: 0, kind: 'spo2', value: 97 }, 'en')).toBe('97%');
    expect(eventValueText({ t: 0, kind: 'marker' }, 'en')).toBe('');
  });

  it('cut long labels to fit a phone', () => {
    expect(shortLabel('Note', 'Felt dizzy after the slope')).toBe('Note Felt diz…');
    expect(shortLabel('RPE', '13')).toBe('RPE 13');
    expect(shortLabel('Marker', '')).toBe('Marker');
  });
});

describe('label rows', () => {
  it('keep a row while labels do not overlap, and stack them when they do', () => {
    const boxes = [
      { left: 0, right: 50 },
      { left: 40, right: 90 },
      { left: 60, right: 100 },
      { left: 95, right: 140 },
    ];
    expect(labelRows(boxes, 3)).toEqual([0, 1, 0, 1]);
  });

  it('share the row that frees up first when all are taken', () => {
    const boxes = [
      { left: 0, right: 80 },
      { left: 10, right: 60 },
      { left: 20, right: 90 },
      { left: 30, right: 70 },
    ];
    expect(labelRows(boxes, 3)).toEqual([0, 1, 2, 1]);
  });
});
