/**
 * A time as the clinic's clock showed it, with its offset from UTC (ISO 8601,
 * "2025-03-04T09:30:05-03:00"): a reader sees the hour of the session and can still convert it.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** `epochMs` in `timeZone` (default: this runtime's), to the second, with its UTC offset. */
export function localIsoTime(epochMs: number, timeZone?: string): string {
  const seconds = Math.floor(epochMs / 1000) * 1000;
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(seconds)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  const wallClockAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const offsetMin = Math.round((wallClockAsUtc - seconds) / 60_000);
  const sign = offsetMin < 0 ? '-' : '+';
  const offset = `${sign}${pad(Math.trunc(offsetMin / 60))}:${pad(offsetMin % 60)}`;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}${offset}`;
}
