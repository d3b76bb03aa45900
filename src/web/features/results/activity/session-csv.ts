/**
 * A session as one CSV file (shared writer, src/common/csv): header rows naming the patient,
 * session and clinic, then one row per sample and per event (BP, SpO₂, Borg, markers, notes,
 * alarms and their acknowledgements) in time order. Numbers are rounded to what the sensor
 * measures: HR and RR (ms) whole, speed 0.01 km/h and cadence 0.5 rpm (FTMS resolutions), power
 * whole watts; times are local with their UTC offset.
 */
import type { CsvDialect } from '../../../../common/csv/csv-dialect';
import { type CsvRow, csvDocument, roundTo } from '../../../../common/csv/csv-writer';
import { localIsoTime } from '../../../../common/csv/local-time';
import type { Activity } from '../../../../common/schemas/activity';
import type { ActivityEvent } from '../../../../common/schemas/activity-event';
import { fileTimeStamp } from '../../../lib/csv-export';
import { safetyMaxSourceText, sessionPrescriptionText } from '../shared/session-guidance';
import { alarmTotalsText, sessionAlarmsOf } from './alarm-counts-text';
import { alarmReadingText, alarmRuleText, type Translate } from './alarm-text';

export interface SessionCsvContext {
  patientName: string;
  /** The clinic's name; null in a personal workspace. */
  clinicName: string | null;
  dialect: CsvDialect;
  timeZone: string;
  exportedAt: number;
}

/** The table's columns, as keys under `csv.` in the results namespace. */
export const SESSION_CSV_COLUMNS = [
  'time',
  'offsetS',
  'row',
  'hr',
  'rr',
  'speed',
  'cadence',
  'power',
  'systolic',
  'diastolic',
  'spo2',
  'rpe',
  'text',
] as const;
type Column = (typeof SESSION_CSV_COLUMNS)[number];

/** Decimals kept per sample channel (see the module comment). */
const DECIMALS = { hr: 0, rr: 0, speed: 2, cadence: 1, power: 0 } as const;

type Cells = Partial<Record<Column, string | number | null>>;

function eventCells(event: ActivityEvent, t: Translate, locale: string): Cells {
  switch (event.kind) {
    case 'bp':
      return { systolic: event.value.systolic, diastolic: event.value.diastolic };
    case 'spo2':
      return { spo2: event.value };
    case 'rpe':
      return { rpe: event.value };
    case 'alarm': {
      const reading = alarmReadingText(event.value, locale);
      const again = event.value.repeat ? ` ${t('alarms.again')}` : '';
      return {
        text: `${alarmRuleText(event.value.rule, t)}${again}${reading ? ` (${reading})` : ''}`,
      };
    }
    case 'alarm-ack':
      return { text: `${alarmRuleText(event.value.rule, t)}: ${event.value.by}` };
    default:
      return { text: event.value ?? '' };
  }
}

function tableRows(activity: Activity, t: Translate, context: SessionCsvContext): CsvRow[] {
  const { samples, startedAt } = activity;
  const locale = context.dialect;
  const timed: { t: number; order: number; cells: Cells }[] = [];
  const sampleLabel = t('csv.sample');
  samples.t.forEach((offsetMs, i) => {
    const cells: Cells = { row: sampleLabel };
    for (const channel of ['hr', 'rr', 'speed', 'cadence', 'power'] as const) {
      cells[channel] = roundTo(samples[channel]?.[i], DECIMALS[channel]);
    }
    timed.push({ t: offsetMs, order: 0, cells });
  });
  for (const event of activity.events) {
    const row = t(`events.${event.kind}`);
    timed.push({ t: event.t, order: 1, cells: { row, ...eventCells(event, t, locale) } });
  }
  // Stable: at one instant the sample comes first, then the events in their recorded order.
  timed.sort((a, b) => a.t - b.t || a.order - b.order);
  return timed.map(({ t: offsetMs, cells }) =>
    SESSION_CSV_COLUMNS.map((column) => {
      if (column === 'time') return localIsoTime(startedAt + offsetMs, context.timeZone);
      if (column === 'offsetS') return roundTo(offsetMs / 1000, 3);
      return cells[column] ?? null;
    }),
  );
}

/** The whole file, BOM first. `t` is the results namespace's, in the reader's language. */
export function sessionCsv(activity: Activity, t: Translate, context: SessionCsvContext): string {
  const { timeZone } = context;
  // A session guided by Borg has its range and no band: never a HR band it did not have.
  const { borgTarget } = activity;
  const target =
    activity.target && !borgTarget ? `${activity.target.lowBpm}–${activity.target.highBpm}` : '';
  const alarms = sessionAlarmsOf(activity);
  const header: [string, string | number | null][] = [
    [t('report.patient'), context.patientName],
    [t('report.patientId'), activity.patientId],
    [t('csv.clinic'), context.clinicName ?? ''],
    [t('csv.session'), activity.activityId],
    [t('report.type'), t(`types.${activity.type}`)],
    [t('csv.start'), localIsoTime(activity.startedAt, timeZone)],
    [t('csv.end'), localIsoTime(activity.endedAt, timeZone)],
    [t('csv.targetBand'), target],
    [t('csv.targetBorg'), borgTarget ? `${borgTarget.low}–${borgTarget.high}` : ''],
    [t('csv.prescription'), sessionPrescriptionText(activity, t) ?? ''],
    [t('csv.alarms'), alarmTotalsText(alarms.totals, t)],
    [t('csv.aboveMaxMin'), roundTo(alarms.timeAboveMaxMs / 60_000, 1)],
    [t('csv.safetyMaxBpm'), activity.safetyMaxBpm ?? ''],
    [t('csv.safetyMaxSource'), safetyMaxSourceText(activity, t) ?? ''],
    [t('report.clinician'), activity.recordedBy?.name ?? ''],
    [t('notes.title'), activity.notes],
    [t('csv.exportedAt'), localIsoTime(context.exportedAt, timeZone)],
  ];
  return csvDocument(
    {
      header,
      columns: SESSION_CSV_COLUMNS.map((column) => t(`csv.${column}`)),
      rows: tableRows(activity, t, context),
    },
    context.dialect,
  );
}

/** "ritmo-P-001-2025-03-04-0930.csv": the patient and the local start, sortable by name. */
export function csvFileName(patientId: string, startedAt: number): string {
  return `ritmo-${patientId}-${fileTimeStamp(startedAt)}.csv`;
}
