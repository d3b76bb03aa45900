/** How results read on screen and in print: durations, numbers and dates in the reader's locale. */

/** Shown where a value was not measured (no sensor, too short a session). */
export const NO_VALUE = '—';

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

// Intl formatters are costly to build and the history renders many rows: one per locale+options.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: string, maxFractionDigits: number): Intl.NumberFormat {
  const key = `n|${locale}|${maxFractionDigits}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: maxFractionDigits });
    formatters.set(key, format);
  }
  return format;
}

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/** A measured value in the locale ("1.234,5" in pt-BR), or a dash when it was not measured. */
export function formatNumber(
  value: number | null | undefined,
  locale: string,
  maxFractionDigits = 0,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NO_VALUE;
  return numberFormat(locale, maxFractionDigits).format(value);
}

/** The same, with its unit after a no-break space ("132 bpm"); a dash alone when not measured. */
export function formatWithUnit(
  value: number | null | undefined,
  unit: string,
  locale: string,
  maxFractionDigits = 0,
): string {
  const text = formatNumber(value, locale, maxFractionDigits);
  return text === NO_VALUE ? text : `${text}\u00a0${unit}`;
}

export function formatDateTime(ms: number, locale: string): string {
  return dateTimeFormat(locale).format(ms);
}

/** Share of a whole as a whole percentage, for the zone bar's labels. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}
