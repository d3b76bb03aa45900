/** The audit trail's pages (`GET /api/audit`) and the CSV download's address, for the same filters. */
import { apiPaths } from '../../../common/api/api-paths';
import type { CsvDialect } from '../../../common/csv/csv-dialect';
import { withCsvFormat } from '../../../common/csv/csv-format-query';
import type { AuditAction, AuditEvent, AuditPage } from '../../../common/schemas/audit';
import { auditPageSchema } from '../../../common/schemas/audit';
import { apiRequest } from '../../lib/api-client';

export interface AuditFilters {
  actorId?: string;
  patientId?: string;
  action?: AuditAction;
  /** Inclusive, ms since 1970. */
  from?: number;
  to?: number;
}

export const AUDIT_PAGE_SIZE = 50;

export function fetchAuditPage(filters: AuditFilters, cursor: string | null): Promise<AuditPage> {
  return apiRequest(apiPaths.audit(filters, { limit: AUDIT_PAGE_SIZE, cursor }), {
    schema: auditPageSchema,
  });
}

/** The CSV in the reader's dialect, its times in their zone. */
export const auditCsvUrl = (filters: AuditFilters, format: { dialect: CsvDialect; tz: string }) =>
  withCsvFormat(apiPaths.auditCsv(filters), format);

/** `yyyy-mm-dd` from a date input → the first or last millisecond of that day, here. */
export function dayBound(day: string, edge: 'start' | 'end'): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  return edge === 'start'
    ? new Date(y, m - 1, d, 0, 0, 0, 0).getTime()
    : new Date(y, m - 1, d, 23, 59, 59, 999).getTime();
}

/** What the filter controls hold: ids or null, and days as a date input gives them. */
export interface AuditFilterInput {
  actorId: string | null;
  patientId: string | null;
  action: AuditAction | null;
  fromDay: string;
  toDay: string;
}

export const NO_AUDIT_FILTERS: AuditFilterInput = {
  actorId: null,
  patientId: null,
  action: null,
  fromDay: '',
  toDay: '',
};

/** The query for the controls' values; whole days, both ends included; an inverted range is refused. */
export function filtersFromInput(input: AuditFilterInput): AuditFilters | 'bad-range' {
  const from = dayBound(input.fromDay, 'start');
  const to = dayBound(input.toDay, 'end');
  if (from !== undefined && to !== undefined && from > to) return 'bad-range';
  return {
    ...(input.actorId && { actorId: input.actorId }),
    ...(input.patientId && { patientId: input.patientId }),
    ...(input.action && { action: input.action }),
    ...(from !== undefined && { from }),
    ...(to !== undefined && { to }),
  };
}

/**
 * The patients an event names, by name where known: its one patient, or each of an offline
 * copy's batch (`patientIds`); empty for an event about none (an export of everything).
 */
export function patientsOfEvent(
  event: Pick<AuditEvent, 'patientId' | 'patientIds'>,
  names: Readonly<Record<string, string>>,
): string[] {
  const ids = event.patientId ? [event.patientId] : event.patientIds;
  return ids.map((id) => names[id] ?? id);
}
