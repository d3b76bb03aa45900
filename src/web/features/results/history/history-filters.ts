/**
 * The history filters live in the URL (`?patientId=&type=&from=&to=&view=`) so a filtered view
 * can be bookmarked or shared. Anything malformed in a hand-edited URL is dropped, not fatal.
 */
import { onDeviceClock, parseCalendarDate } from '../../../../common/dates/calendar-date';
import { ACTIVITY_TYPES, type ActivityType } from '../../../../common/schemas/activity';
import { PATIENT_ID_PATTERN } from '../../../../common/schemas/patient';

export interface HistoryFilters {
  patientId: string | null;
  type: ActivityType | null;
  /** Local calendar days, YYYY-MM-DD, both inclusive. */
  from: string | null;
  to: string | null;
}

export type ResultsView = 'history' | 'trends';

export const NO_FILTERS: HistoryFilters = { patientId: null, type: null, from: null, to: null };

/** A real calendar day ("2025-02-30" is not). */
export const isIsoDay = (value: string): boolean => parseCalendarDate(value) !== null;

function isActivityType(value: string): value is ActivityType {
  return (ACTIVITY_TYPES as readonly string[]).includes(value);
}

export function parseHistoryFilters(params: URLSearchParams): HistoryFilters {
  const patientId = params.get('patientId');
  const type = params.get('type');
  let from = params.get('from');
  let to = params.get('to');
  if (from !== null && !isIsoDay(from)) from = null;
  if (to !== null && !isIsoDay(to)) to = null;
  // A range typed backwards means the same days; the API would refuse it.
  if (from !== null && to !== null && from > to) [from, to] = [to, from];
  return {
    patientId:
      patientId && patientId.length <= 64 && PATIENT_ID_PATTERN.test(patientId) ? patientId : null,
    type: type && isActivityType(type) ? type : null,
    from,
    to,
  };
}

/** Trends need one patient; without one the history shows. */
export function parseResultsView(params: URLSearchParams): ResultsView {
  return params.get('view') === 'trends' && parseHistoryFilters(params).patientId !== null
    ? 'trends'
    : 'history';
}

/** Only the filters that are set, in a fixed order, so equal views have equal URLs. */
export function historySearchParams(
  filters: HistoryFilters,
  view: ResultsView = 'history',
): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.patientId) params.set('patientId', filters.patientId);
  if (filters.type) params.set('type', filters.type);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (view === 'trends' && filters.patientId) params.set('view', 'trends');
  return params;
}

export function hasFilters(filters: HistoryFilters): boolean {
  return Object.values(filters).some((value) => value !== null);
}

/** Local midnight of a YYYY-MM-DD day, in ms since epoch. */
const localDayStart = (day: string, plusDays = 0): number => onDeviceClock(day, 0, plusDays);

export interface HistoryApiQuery {
  patientId?: string;
  type?: ActivityType;
  from?: number;
  to?: number;
}

/** The days as the clinician sees them (local time): `to` runs to the last ms of its day. */
export function historyApiQuery(filters: HistoryFilters): HistoryApiQuery {
  const query: HistoryApiQuery = {};
  if (filters.patientId) query.patientId = filters.patientId;
  if (filters.type) query.type = filters.type;
  if (filters.from) query.from = Math.max(0, localDayStart(filters.from));
  if (filters.to) query.to = Math.max(0, localDayStart(filters.to, 1) - 1);
  return query;
}
