/**
 * The history list as shown (the sessions loaded so far, under the filters) as one CSV file,
 * through the shared writer: one row per session with its figures; header rows name the clinic
 * and say whether the list is whole or only its loaded part.
 */
import type { CsvDialect } from '../../../../common/csv/csv-dialect';
import { type CsvCell, csvDocument, roundTo } from '../../../../common/csv/csv-writer';
import { localIsoTime } from '../../../../common/csv/local-time';
import type { ActivityListItem } from '../../../../common/schemas/activity';
import { fileTimeStamp } from '../../../lib/csv-export';
import type { Translate } from '../activity/alarm-text';

export interface HistoryCsvContext {
  clinicName: string | null;
  /** False when more sessions match than were loaded: the file says so. */
  complete: boolean;
  dialect: CsvDialect;
  timeZone: string;
  exportedAt: number;
}

/** Column keys, under `classCsv.` (the same words as the class file) or `csv.`. */
const COLUMNS = [
  'classCsv.patient',
  'classCsv.patientId',
  'classCsv.activity',
  'classCsv.start',
  'classCsv.durationMin',
  'classCsv.hrAvg',
  'classCsv.hrMax',
  'classCsv.targetLow',
  'classCsv.targetHigh',
  'classCsv.avgPowerW',
  'classCsv.avgSpeedKmh',
  'classCsv.rpe',
  'classCsv.notes',
] as const;

function sessionRow(item: ActivityListItem, patientName: string, t: Translate, tz: string) {
  const { summary } = item;
  return [
    patientName,
    item.patientId,
    t(`types.${item.type}`),
    localIsoTime(item.startedAt, tz),
    roundTo(summary.durationMs / 60_000, 1),
    roundTo(summary.hrAvg),
    roundTo(summary.hrMax),
    item.target?.lowBpm ?? null,
    item.target?.highBpm ?? null,
    roundTo(summary.avgPowerW),
    roundTo(summary.avgSpeedKmh, 1),
    summary.rpe,
    item.notes,
  ] satisfies CsvCell[];
}

export function historyCsv(
  items: readonly ActivityListItem[],
  nameOf: (patientId: string) => string,
  t: Translate,
  context: HistoryCsvContext,
): string {
  const header: [string, CsvCell][] = [
    [t('csv.clinic'), context.clinicName ?? ''],
    [t('historyCsv.sessions'), items.length],
    [t('historyCsv.scope'), t(context.complete ? 'historyCsv.whole' : 'historyCsv.loadedOnly')],
    [t('csv.exportedAt'), localIsoTime(context.exportedAt, context.timeZone)],
  ];
  return csvDocument(
    {
      header,
      columns: COLUMNS.map((key) => t(key)),
      rows: items.map((item) => sessionRow(item, nameOf(item.patientId), t, context.timeZone)),
    },
    context.dialect,
  );
}

export function historyCsvFileName(exportedAt: number): string {
  return `ritmo-history-${fileTimeStamp(exportedAt)}.csv`;
}
