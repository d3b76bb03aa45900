/** How a slot's days and dates read, in the user's language (Intl, not translated lists). */
import { weekdayOf } from '../../../common/schemas/class-slot';
import { dateTimeFormat } from '../../lib/locale-format';

/** 2026-11-01 was a Sunday: day `d` of the week is 2026-11-0(1+d). */
const dayOfWeek = (weekday: number) => new Date(Date.UTC(2026, 10, 1 + weekday, 12));

export function weekdayName(weekday: number, language: string, style: 'short' | 'long'): string {
  return dateTimeFormat(language, { weekday: style, timeZone: 'UTC' }).format(dayOfWeek(weekday));
}

/** Monday first, as the week reads in Brazil and in ISO 8601. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export function weekdaysText(weekdays: readonly number[], language: string): string {
  return WEEK_ORDER.filter((d) => weekdays.includes(d))
    .map((d) => weekdayName(d, language, 'short'))
    .join(', ');
}

/** "sexta-feira, 27 de novembro" for a YYYY-MM-DD date. */
export function dayText(date: string, language: string): string {
  return dateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** The slots held on `date`'s weekday, by start time. */
export function slotsOn<T extends { weekdays: readonly number[]; startTime: string }>(
  slots: readonly T[],
  date: string,
): T[] {
  const weekday = weekdayOf(date);
  return slots
    .filter((slot) => slot.weekdays.includes(weekday))
    .sort((a, b) => a.startTime.localeCompare(b.startTime));
}
