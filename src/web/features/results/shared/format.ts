/**
 * How results read on screen and in print: durations here; numbers and dates from the app's one
 * formatting module (lib/locale-format), re-exported for the results' screens.
 */
export {
  dateTimeFormat,
  formatDateTime,
  formatNumber,
  formatWithUnit,
  NO_VALUE,
} from '../../../lib/locale-format';

/** "0:45", "12:05", "1:02:03": whole seconds, as a stopwatch shows them. */
export function formatDuration(ms: number): string {
  const totalS = Math.max(0, Math.round(ms / 1000));
  const hours = Math.floor(totalS / 3600);
  const minutes = Math.floor((totalS % 3600) / 60);
  const seconds = totalS % 60;
  const ss = String(seconds).padStart(2, '0');
  if (hours === 0) return `${minutes}:${ss}`;
  return `${hours}:${String(minutes).padStart(2, '0')}:${ss}`;
}

/** Share of a whole as a whole percentage, for the zone bar's labels. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}
