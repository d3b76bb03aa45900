/**
 * Today in the device's calendar (YYYY-MM-DD): a test done this evening is today's, not
 * tomorrow's by UTC. The server's bound is looser (the latest today anywhere on Earth,
 * common/schemas/iso-date.ts) because it serves every time zone; a form holds the clinician to
 * their own calendar, so tomorrow's date is refused here even when the server would take it.
 */
import { deviceDateOf } from '../../common/dates/calendar-date';
export const localToday = (now = new Date()): string => deviceDateOf(now);

/** A YYYY-MM-DD date after the device's today. */
export const isAfterLocalToday = (date: string, now = new Date()): boolean =>
  date > localToday(now);
