import { describe, expect, it } from 'vitest';
import type { ActivityEvent } from '../../../../common/schemas/activity';
import {
  eventMarks,
  eventValueText,
  hasHeartRate,
  hrAxisRange,
  hrChartData,
  labelRows,
  pauseSpans,
  shortLabel,
  zoneBands,
  zoneRangeText,
} from './chart-data';

describe('the HR line', () => {
  it('puts samples at seconds since the start', () => {
    expect(hrChartData({ t: [0, 1000, 2500], hr: [90, null, 95] })).toEqual([
      [0, 1, 2.5],
      [90, null, 95],
    ]);
  });

  it('is all gaps when no HR was recorded', () => {
    const samples = { t: [0, 1000], power: [100, 110] };
    expect(hrChartData(samples)[1]).toEqual([null, null]);
    expect(hasHeartRate(samples)).toBe(false);
    expect(hasHeartRate({ t: [0], hr: [null] })).toBe(false);
    expect(hasHeartRate({ t: [0], hr: [80] })).toBe(true);
  });

  it('has an axis on tens with room around the readings', () => {
    expect(hrAxisRange([92, null, 147])).toEqual([80, 160]);
    expect(hrAxisRange([null])).toEqual([40, 200]);
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
