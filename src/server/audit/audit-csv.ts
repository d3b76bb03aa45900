/**
 * The audit trail as CSV, through the shared writer (src/common/csv): the reader's dialect,
 * formula cells defused, times in the reader's zone with their offset. Header rows say what the
 * file is; the table follows after an empty line.
 */
import type { CsvFormat } from '../../common/csv/csv-format-query.js';
import { CSV_BOM, type CsvRow, csvLines } from '../../common/csv/csv-writer.js';
import { localIsoTime } from '../../common/csv/local-time.js';
import { AUDIT_CSV_COLUMNS, type AuditEvent } from '../../common/schemas/audit.js';

/** BOM, what the file is (workspace, when it was exported), an empty line, the column names. */
export function auditCsvHeader(workspaceId: string, format: CsvFormat, now: number): string {
  const header: CsvRow[] = [
    ['Ritmo audit trail', workspaceId],
    ['exportedAt', localIsoTime(now, format.tz)],
    ['timeZone', format.tz],
  ];
  return `${CSV_BOM}${csvLines(header, format.dialect)}\r\n${csvLines([AUDIT_CSV_COLUMNS], format.dialect)}`;
}

function auditRow(event: AuditEvent, tz: string): CsvRow {
  return AUDIT_CSV_COLUMNS.map((column) => {
    if (column === 'at') return localIsoTime(event.at, tz);
    if (column === 'patientIds') return event.patientIds.join(' ');
    return event[column] ?? '';
  });
}

/** A batch of events as lines of the table. */
export function auditCsvLines(events: readonly AuditEvent[], format: CsvFormat): string {
  return csvLines(
    events.map((event) => auditRow(event, format.tz)),
    format.dialect,
  );
}
