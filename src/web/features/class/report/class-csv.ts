/**
 * The class report as one CSV file (shared writer, src/common/csv): header rows naming the
 * clinic, class, its time and who exported it, then one row per participant with every figure
 * of the report and the BP and SpO₂ entries before, during and after the exercise.
 */
import type { CsvDialect } from '../../../../common/csv/csv-dialect';
import { type CsvCell, csvDocument, roundTo } from '../../../../common/csv/csv-writer';
import { localIsoTime } from '../../../../common/csv/local-time';
import { ENTRY_PHASES } from '../../../../common/metrics/entry-phase';
import { fileTimeStamp } from '../../../lib/csv-export';
import {
  alarmRulesText,
  safetyMaxSourceText,
  sessionPrescriptionText,
  type Translate,
} from '../../results';
import type { ClassReportRow, ClassSession } from './class-report-rows';
import { classSpanOf } from './class-report-rows';

export interface ClassCsvContext {
  classId: string;
  clinicName: string | null;
  /** The signed-in user who exports it. */
  exportedBy: string;
  dialect: CsvDialect;
  timeZone: string;
  exportedAt: number;
}

const minutes = (ms: number | null) => (ms === null ? null : roundTo(ms / 60_000, 1));

/** Keys under `classCsv.` in the results namespace, one per column, in order. */
export const CLASS_CSV_COLUMNS = [
  'patient',
  'patientId',
  'activity',
  'start',
  'durationMin',
  'hrAvg',
  'hrMax',
  'targetLow',
  'targetHigh',
  'targetBorg',
  'prescription',
  'inTargetMin',
  'inTargetPct',
  ...ENTRY_PHASES.map((phase) => `bp_${phase}` as const),
  ...ENTRY_PHASES.map((phase) => `spo2_${phase}` as const),
  'avgPowerW',
  'avgSpeedKmh',
  'avgCadenceRpm',
  'rpe',
  'alarms',
  'alarmsSounded',
  'alarmAcks',
  'aboveMaxMin',
  'alarmRules',
  'notes',
  // Added after the first release of this file: new columns go last, so readers by position hold.
  'safetyMaxBpm',
  'safetyMaxSource',
] as const;
type Column = (typeof CLASS_CSV_COLUMNS)[number];

function participantCells(
  row: ClassReportRow,
  session: ClassSession,
  t: Translate,
  timeZone: string,
): Record<Column, CsvCell> {
  const { item } = session;
  const entries = (phase: (typeof ENTRY_PHASES)[number], kind: 'bp' | 'spo2') =>
    row.entries ? row.entries[phase][kind].join(' · ') : null;
  return {
    patient: row.patientName,
    patientId: row.patientId,
    activity: t(`types.${item.type}`),
    start: localIsoTime(item.startedAt, timeZone),
    durationMin: minutes(row.durationMs),
    hrAvg: roundTo(row.hrAvg),
    hrMax: roundTo(row.hrMax),
    targetLow: row.borgTarget ? null : (row.target?.lowBpm ?? null),
    targetHigh: row.borgTarget ? null : (row.target?.highBpm ?? null),
    // A session guided by Borg has its range here and no band: never a HR band it did not have.
    targetBorg: row.borgTarget ? `${row.borgTarget.low}–${row.borgTarget.high}` : null,
    prescription: sessionPrescriptionText(row, t, true),
    inTargetMin: minutes(row.timeInTargetMs),
    inTargetPct: roundTo(row.timeInTargetPct),
    bp_before: entries('before', 'bp'),
    bp_during: entries('during', 'bp'),
    bp_after: entries('after', 'bp'),
    spo2_before: entries('before', 'spo2'),
    spo2_during: entries('during', 'spo2'),
    spo2_after: entries('after', 'spo2'),
    avgPowerW: roundTo(row.avgPowerW),
    avgSpeedKmh: roundTo(row.avgSpeedKmh, 1),
    avgCadenceRpm: roundTo(item.summary.avgCadenceRpm),
    rpe: row.rpe,
    alarms: row.alarmCount,
    alarmsSounded: row.alarmTotals?.alerts ?? null,
    alarmAcks: row.alarmTotals?.acks ?? null,
    aboveMaxMin: minutes(row.timeAboveMaxMs),
    alarmRules: alarmRulesText([...row.alarmRules, ...row.advisoryRules], t),
    notes: row.notes.join(' | '),
    safetyMaxBpm: row.safetyMaxBpm,
    safetyMaxSource: safetyMaxSourceText(row, t),
  };
}

/** The whole file, BOM first; `rows` in the report's order, `sessions` by activity id. */
export function classCsv(
  rows: readonly ClassReportRow[],
  sessions: readonly ClassSession[],
  t: Translate,
  context: ClassCsvContext,
): string {
  const { timeZone } = context;
  const byId = new Map(sessions.map((session) => [session.item.activityId, session]));
  const span = classSpanOf(sessions.map(({ item }) => item));
  const header: [string, CsvCell][] = [
    [t('csv.clinic'), context.clinicName ?? ''],
    [t('classCsv.class'), context.classId],
    [t('csv.start'), span ? localIsoTime(span.startedAt, timeZone) : ''],
    [t('csv.end'), span ? localIsoTime(span.endedAt, timeZone) : ''],
    [t('classCsv.participants'), rows.length],
    [t('classCsv.exportedBy'), context.exportedBy],
    [t('csv.exportedAt'), localIsoTime(context.exportedAt, timeZone)],
  ];
  const table = rows.flatMap((row) => {
    const session = byId.get(row.activityId);
    if (!session) return [];
    const cells = participantCells(row, session, t, timeZone);
    return [CLASS_CSV_COLUMNS.map((column) => cells[column])];
  });
  return csvDocument(
    { header, columns: CLASS_CSV_COLUMNS.map((column) => t(`classCsv.${column}`)), rows: table },
    context.dialect,
  );
}

/** "ritmo-class-2025-03-04-0930.csv": the class's local start, sortable by name. */
export function classCsvFileName(startedAt: number): string {
  return `ritmo-class-${fileTimeStamp(startedAt)}.csv`;
}
