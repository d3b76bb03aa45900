import { describe, expect, it } from 'vitest';
import { TEXT_ON_ZONE_COLOR, withAlpha, ZONE_BAND_ALPHA, ZONE_COLORS } from './zone-colors';

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  expect(hex).toMatch(/^#[0-9a-f]{6}$/i);
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** WCAG 2.x relative luminance of an sRGB colour (channels 0..255). */
function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio, (lighter + 0.05) / (darker + 0.05): 1 to 21. */
function contrastRatio(a: Rgb, b: Rgb): number {
  const [high, low] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

/** An `rgba(r, g, b, a)` fill painted over white, as the canvas blends it (in sRGB values). */
function overWhite(rgba: string): Rgb {
  const [r, g, b, a] = rgba.match(/[\d.]+/g)!.map(Number) as [number, number, number, number];
  return [r, g, b].map((channel) => a * channel + (1 - a) * 255) as Rgb;
}

const WHITE: Rgb = [255, 255, 255];
const AA_TEXT = 4.5;

describe('the zone palette', () => {
  it('has one colour per zone, Z1..Z5, all different', () => {
    expect(ZONE_COLORS).toHaveLength(5);
    expect(new Set(ZONE_COLORS.map((hex) => hex.toLowerCase())).size).toBe(5);
  });

  it('reads as text on white (live HR, zone names, review zone times)', () => {
    for (const color of ZONE_COLORS) {
      expect(contrastRatio(parseHex(color), WHITE), color).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it("reads as the chart's zone label on its own band", () => {
    for (const color of ZONE_COLORS) {
      const band = overWhite(withAlpha(color, ZONE_BAND_ALPHA));
      expect(contrastRatio(parseHex(color), band), color).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('carries the text of the time-in-zones bar', () => {
    const text = parseHex(TEXT_ON_ZONE_COLOR);
    for (const color of ZONE_COLORS) {
      expect(contrastRatio(text, parseHex(color)), color).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('computes contrast as WCAG does', () => {
    expect(contrastRatio(WHITE, [0, 0, 0])).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
    // #767676 is the lightest grey that passes 4.5:1 on white.
    expect(contrastRatio(parseHex('#767676'), WHITE)).toBeCloseTo(4.54, 2);
    expect(withAlpha('#1864ab', 0.12)).toBe('rgba(24, 100, 171, 0.12)');
  });
});
