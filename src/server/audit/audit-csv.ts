/**
 * The audit trail as CSV (RFC 4180), safe to open in a spreadsheet: a text cell starting with
 * = + - @ (or a tab or carriage return) would run as a formula there, so it gets a leading
 * quote ('), as OWASP advises against CSV injection.
 */
import { AUDIT_CSV_COLUMNS, type AuditEvent } from '../../common/schemas/audit.js';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const AUDIT_CSV_HEADER = `${AUDIT_CSV_COLUMNS.join(',')}\r\n`;

function cellText(event: AuditEvent, column: (typeof AUDIT_CSV_COLUMNS)[number]): string {
  if (column === 'at') return new Date(event.at).toISOString();
  if (column === 'patientIds') return csvCell(event.patientIds.join(' '));
  return csvCell(event[column] ?? '');
}

/** One line; `at` as an ISO 8601 UTC time, as a spreadsheet reads it. */
export function auditCsvLine(event: AuditEvent): string {
  const cells = AUDIT_CSV_COLUMNS.map((column) => cellText(event, column));
  return `${cells.join(',')}\r\n`;
}
