/**
 * The session chart's data, shaped for uPlot: the HR line in seconds since start, the zone bands
 * behind it (from the HR max the session was recorded with), pauses as spans and the clinician's
 * entries (markers, RPE, BP, SpO2, notes) and the alarms and their acknowledgements as labelled ticks.
 */

import { ZONE_LOWER_PCT } from '../../../../common/metrics/zones';
import type { ActivityEvent } from '../../../../common/schemas/activity-event';
import type { Samples } from '../../../../common/schemas/activity-samples';
import { type HrLine, hrLine } from '../../../lib/hr-line';
import { formatPercent } from '../../../lib/locale-format';
import { alarmReadingText } from './alarm-text';

export type HrChartData = HrLine;

/** The saved activity's HR line (lib/hr-line: broken only where the strap was not reading). */
export function hrChartData(samples: Samples): HrChartData {
  return hrLine(samples.t, samples.hr);
}

/** Indices of readings with a break on both sides: a line cannot show them, so a dot does. */
export function isolatedReadings(hr: ArrayLike<number | null | undefined>): number[] {
  const isolated: number[] = [];
  for (let i = 0; i < hr.length; i++) {
    if (hr[i] != null && hr[i - 1] == null && hr[i + 1] == null) isolated.push(i);
  }
  return isolated;
}

export function hasHeartRate(samples: Samples): boolean {
  return samples.hr?.some((value) => value !== null) ?? false;
}

export interface ZoneBand {
  /** 0..4 for Z1..Z5, as `zoneOf` numbers them. */
  zone: number;
  lowBpm: number;
  /** null: the top zone has no upper bound. */
  highBpm: number | null;
}

/** The five zones in bpm; none without an HR max (zones are then unknown, not guessed). */
export function zoneBands(hrMaxBpm: number | null | undefined): ZoneBand[] {
  if (!hrMaxBpm || hrMaxBpm <= 0) return [];
  return ZONE_LOWER_PCT.map((pct, zone) => {
    const next = ZONE_LOWER_PCT[zone + 1];
    return {
      zone,
      lowBpm: (pct * hrMaxBpm) / 100,
      highBpm: next === undefined ? null : (next * hrMaxBpm) / 100,
    };
  });
}

/** The HR axis: the readings with some room, on tens, so the zone bands near them show too. */
export function hrAxisRange(hr: readonly (number | null)[]): [number, number] {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const value of hr) {
    if (value === null) continue;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  if (min > max) return [40, 200];
  return [Math.max(0, Math.floor((min - 10) / 10) * 10), Math.ceil((max + 10) / 10) * 10];
}

export interface TimeSpan {
  fromS: number;
  toS: number;
}

/** Paused intervals; a pause never resumed lasts to the end, a stray resume is ignored. */
export function pauseSpans(events: readonly ActivityEvent[], durationMs: number): TimeSpan[] {
  const spans: TimeSpan[] = [];
  let pausedAt: number | null = null;
  const ordered = events
    .filter((e) => e.kind === 'pause' || e.kind === 'resume')
    .sort((a, b) => a.t - b.t);
  for (const event of ordered) {
    if (event.kind === 'pause' && pausedAt === null) pausedAt = event.t;
    else if (event.kind === 'resume' && pausedAt !== null) {
      spans.push({ fromS: pausedAt / 1000, toS: event.t / 1000 });
      pausedAt = null;
    }
  }
  if (pausedAt !== null)
    spans.push({ fromS: pausedAt / 1000, toS: Math.max(pausedAt, durationMs) / 1000 });
  return spans;
}

export type MarkEvent = Exclude<ActivityEvent, { kind: 'pause' | 'resume' }>;

export interface EventMark {
  tS: number;
  event: MarkEvent;
}

/** The clinician's entries in time order; pauses are drawn as spans instead. */
export function eventMarks(events: readonly ActivityEvent[]): EventMark[] {
  return events
    .filter((e): e is MarkEvent => e.kind !== 'pause' && e.kind !== 'resume')
    .sort((a, b) => a.t - b.t)
    .map((event) => ({ tS: event.t / 1000, event }));
}

/**
 * An entry's value as text: "13", "120/80", "97%", the note or marker text; an alarm's reading
 * ("131 > 126"), an acknowledgement's clinician. alarm-text words alarms in full.
 */
export function eventValueText(event: MarkEvent, locale: string): string {
  switch (event.kind) {
    case 'rpe':
      return String(event.value);
    case 'bp':
      return `${event.value.systolic}/${event.value.diastolic}`;
    case 'spo2':
      return formatPercent(event.value, locale);
    case 'alarm':
      return alarmReadingText(event.value, locale);
    case 'alarm-ack':
      return event.value.by;
    default:
      return event.value ?? '';
  }
}

/** A tick's label fits a phone: long notes are cut with an ellipsis. */
export function shortLabel(kindLabel: string, valueText: string, maxChars = 14): string {
  const label = valueText ? `${kindLabel} ${valueText}` : kindLabel;
  return label.length > maxChars ? `${label.slice(0, maxChars - 1)}…` : label;
}

/** A zone's range as a clinician reads it: "< 96", "96–112", "≥ 144" (whole bpm). */
export function zoneRangeText(band: ZoneBand): string {
  const low = Math.round(band.lowBpm);
  if (band.highBpm === null) return `≥ ${low}`;
  const high = Math.round(band.highBpm);
  return band.lowBpm === 0 ? `< ${high}` : `${low}–${high}`;
}

/**
 * Rows (0 = top) for labels laid out left to right, so that no two on one row overlap: each
 * takes the first row whose last label ends before it starts. When every row is taken, the row
 * that frees up first is shared (with that many entries close together, some overlap is unavoidable).
 */
export function labelRows(
  boxes: readonly { left: number; right: number }[],
  rowCount: number,
): number[] {
  const rowEnds = new Array<number>(rowCount).fill(Number.NEGATIVE_INFINITY);
  return boxes.map(({ left, right }) => {
    let row = rowEnds.findIndex((end) => end <= left);
    if (row === -1) row = rowEnds.indexOf(Math.min(...rowEnds));
    rowEnds[row] = right;
    return row;
  });
}
