/**
 * The one palette for HR zones Z1..Z5, wherever a zone is shown: the live HR number and zone
 * name, the review's zone times, the session chart's bands, band labels and line, and the
 * time-in-zones bar with its legend. A zone is always named beside its colour, so colour is
 * never the only cue. zone-colors.test.ts checks the contrast of every pair below.
 */

/**
 * Grey, blue, green, orange, red. Each is text on white at ≥ 4.5:1 (WCAG AA at any size), and
 * still ≥ 4.5:1 on its own band tint (ZONE_BAND_ALPHA over white), where the chart labels it.
 */
export const ZONE_COLORS = ['#495057', '#1864ab', '#2b6e2f', '#a05200', '#bb2525'] as const;

/** Text on a zone's colour (the time-in-zones bar): contrast is symmetric, so white passes too. */
export const TEXT_ON_ZONE_COLOR = '#ffffff';

/** Opacity of a zone's band behind the session chart's HR line. */
export const ZONE_BAND_ALPHA = 0.12;

/** `#rrggbb` at an opacity, for bands drawn behind the HR line. */
export function withAlpha(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}
