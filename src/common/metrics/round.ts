/** Rounding for stored summary values: one decimal is what the clinic reads, and it hides float noise. */
export function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}
