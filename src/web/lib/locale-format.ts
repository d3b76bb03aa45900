/**
 * Numbers and dates in the reader's language: every figure and date the app shows goes through
 * here ("39,4 ms", "82,5 kg", "25/11/2026" in pt-BR; "39.4 ms", "11/25/2026" in English), so a
 * screen cannot print a raw `toString()` or an ISO day. i18next formats every number it
 * interpolates with `formatInSentence` (lib/i18n.ts); code that builds a string itself calls
 * the others.
 */

/** Shown where a value was not measured (no sensor, too short a session). */
export const NO_VALUE = '—';

// Intl formatters are costly to build and lists render many rows: one per locale + options.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(cache: Map<string, F>, key: string, make: () => F): F {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, `${locale}|${JSON.stringify(options)}`, () => {
    return new Intl.NumberFormat(locale, options);
  });
}

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): Intl.DateTimeFormat {
  return cached(dateFormats, `${locale}|${JSON.stringify(options)}`, () => {
    return new Intl.DateTimeFormat(locale, options);
  });
}

export interface NumberOptions {
  /** Decimals shown at most (trailing zeros dropped); 0 rounds to a whole number. */
  maxFractionDigits?: number;
  /** "+3" and "−2" for a change; zero stays unsigned. */
  signed?: boolean;
}

const numberOptions = ({ maxFractionDigits = 0, signed = false }: NumberOptions) =>
  ({
    maximumFractionDigits: maxFractionDigits,
    ...(signed ? { signDisplay: 'exceptZero' } : {}),
  }) satisfies Intl.NumberFormatOptions;

/** A measured value ("1.234,5" in pt-BR), or a dash when it was not measured. */
export function formatNumber(
  value: number | null | undefined,
  locale: string,
  options: NumberOptions | number = {},
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NO_VALUE;
  const opts = typeof options === 'number' ? { maxFractionDigits: options } : options;
  return numberFormat(locale, numberOptions(opts)).format(value);
}

/** The same with its unit after a no-break space ("82,5 kg"); a dash alone when not measured. */
export function formatWithUnit(
  value: number | null | undefined,
  unit: string,
  locale: string,
  options: NumberOptions | number = {},
): string {
  const text = formatNumber(value, locale, options);
  return text === NO_VALUE ? text : `${text}\u00a0${unit}`;
}

/**
 * A number a translation interpolates: its decimals as given (up to 3), the locale's decimal
 * sign, and thousands grouped only from five digits so a year or a version reads "2026", not
 * "2.026" (pt-BR groups four digits otherwise).
 */
export function formatInSentence(value: number, locale: string): string {
  if (!Number.isFinite(value)) return String(value);
  return numberFormat(locale, { maximumFractionDigits: 3, useGrouping: 'min2' }).format(value);
}

/** An instant (ms since epoch) as the locale writes it; date and time by default. */
export function formatDateTime(
  ms: number | Date,
  locale: string,
  options?: Intl.DateTimeFormatOptions,
): string {
  return dateTimeFormat(locale, options).format(ms);
}

export type DayStyle = 'short' | 'medium' | 'long' | 'full';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day (YYYY-MM-DD, no time zone) as the locale writes it: "25/11/2026" (short),
 * "25 de nov. de 2026" (medium). Read as that day in UTC, so no time zone moves it a day; text
 * that is not such a day is returned as it is.
 */
export function formatDay(day: string, locale: string, style: DayStyle = 'medium'): string {
  const match = ISO_DAY.exec(day);
  if (!match) return day;
  const at = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return dateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' }).format(at);
}

/** A whole percentage ("45 %" in pt-BR, "45%" in English) of a 0–100 share. */
export function formatPercent(pct: number | null | undefined, locale: string): string {
  if (pct === null || pct === undefined || !Number.isFinite(pct)) return NO_VALUE;
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(pct / 100);
}
