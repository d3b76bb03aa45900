/** One colour per HR zone (Z1..Z5), the same in the chart's bands and the time-in-zones bar. */
export const ZONE_COLORS = ['#868e96', '#228be6', '#2f9e44', '#f08c00', '#e03131'] as const;

/** Text on each zone's colour with at least 4.5:1 contrast. */
export const ZONE_TEXT_COLORS = ['#fff', '#fff', '#fff', '#000', '#fff'] as const;

/** `#rrggbb` at an opacity, for bands drawn behind the HR line. */
export function withAlpha(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}
