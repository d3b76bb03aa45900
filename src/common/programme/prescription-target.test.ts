import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_BAND_WIDTH_BPM } from './band-width.js';
import {
  type Intensity,
  prescriptionTarget,
  safetyMaxOf,
  type TestHeartRates,
} from './prescription-target.js';

/** The patient: 68, on carvedilol, peak 128 bpm on the test. */
const test: TestHeartRates = { restHr: 62, peakHr: 128, vt1Hr: 98, vt2Hr: 115, ischaemicHr: null };

describe('prescriptionTarget', () => {
  it('thresholds: the band is VT1–VT2 of the test', () => {
    expect(prescriptionTarget({ method: 'thresholds' }, test, null)).toEqual({
      target: { lowBpm: 98, highBpm: 115 },
      safetyMaxBpm: 128,
      highClipped: false,
    });
  });

  it('hrr: Karvonen from the measured rest and peak (62 + 0.6 × 66 = 101.6 → 102; 0.8 → 114.8 → 115)', () => {
    expect(prescriptionTarget({ method: 'hrr', lowPct: 60, highPct: 80 }, test, null)).toEqual({
      target: { lowBpm: 102, highBpm: 115 },
      safetyMaxBpm: 128,
      highClipped: false,
    });
  });

  it('peak: a share of the measured peak (0.7 × 128 = 89.6 → 90; 0.85 → 108.8 → 109)', () => {
    const result = prescriptionTarget({ method: 'peak', lowPct: 70, highPct: 85 }, test, null);
    expect(result).toMatchObject({ target: { lowBpm: 90, highBpm: 109 } });
  });

  it('never gives the issue’s patient the age-formula band of 120–136 bpm', () => {
    const methods: Intensity[] = [
      { method: 'thresholds' },
      { method: 'hrr', lowPct: 60, highPct: 80 },
      { method: 'peak', lowPct: 70, highPct: 85 },
    ];
    for (const intensity of methods) {
      const result = prescriptionTarget(intensity, test, null);
      expect('target' in result && result.target!.highBpm).toBeLessThanOrEqual(128);
    }
  });

  it('manual: the clinician’s bpm, still clipped to the test’s peak', () => {
    expect(prescriptionTarget({ method: 'manual', lowBpm: 100, highBpm: 140 }, test, null)).toEqual(
      { target: { lowBpm: 100, highBpm: 128 }, safetyMaxBpm: 128, highClipped: true },
    );
    expect(prescriptionTarget({ method: 'manual', lowBpm: 90, highBpm: 110 }, null, null)).toEqual({
      target: { lowBpm: 90, highBpm: 110 },
      safetyMaxBpm: null,
      highClipped: false,
    });
  });

  it('borg: no heart-rate band, but the safety maximum still stands', () => {
    expect(prescriptionTarget({ method: 'borg', borgLow: 11, borgHigh: 13 }, test, 150)).toEqual({
      target: null,
      safetyMaxBpm: 128,
      highClipped: false,
    });
    expect(prescriptionTarget({ method: 'borg', borgLow: 11, borgHigh: 13 }, null, null)).toEqual({
      target: null,
      safetyMaxBpm: null,
      highClipped: false,
    });
  });

  it('caps at the ischaemic threshold − 10 and clips the band’s high to it', () => {
    const ischaemic = { ...test, ischaemicHr: 120 };
    expect(prescriptionTarget({ method: 'thresholds' }, ischaemic, null)).toEqual({
      target: { lowBpm: 98, highBpm: 110 },
      safetyMaxBpm: 110,
      highClipped: true,
    });
  });

  it('caps at the implanted device’s limit − 10', () => {
    const result = prescriptionTarget({ method: 'hrr', lowPct: 50, highPct: 90 }, test, 115);
    // 62 + 0.5 × 66 = 95; 62 + 0.9 × 66 = 121.4 → 121, clipped to 115 − 10 = 105.
    expect(result).toEqual({
      target: { lowBpm: 95, highBpm: 105 },
      safetyMaxBpm: 105,
      highClipped: true,
    });
  });

  it('takes the lowest of the caps', () => {
    expect(safetyMaxOf(test, null)).toBe(128);
    expect(safetyMaxOf({ ...test, ischaemicHr: 125 }, 150)).toBe(115);
    expect(safetyMaxOf({ ...test, ischaemicHr: 125 }, 120)).toBe(110);
    expect(safetyMaxOf(null, 130)).toBe(120);
    expect(safetyMaxOf(null, null)).toBeNull();
  });

  it('refuses thresholds without VT1 or VT2, naming the field', () => {
    expect(prescriptionTarget({ method: 'thresholds' }, { ...test, vt1Hr: null }, null)).toEqual({
      field: 'basedOn.vt1Hr',
      message: 'the exercise test has no VT1 heart rate',
    });
    expect(prescriptionTarget({ method: 'thresholds' }, { ...test, vt2Hr: null }, null)).toEqual(
      expect.objectContaining({ field: 'basedOn.vt2Hr' }),
    );
  });

  it('refuses a test-based method without a test', () => {
    for (const intensity of [
      { method: 'thresholds' },
      { method: 'hrr', lowPct: 60, highPct: 80 },
      { method: 'peak', lowPct: 60, highPct: 80 },
    ] as Intensity[]) {
      expect(prescriptionTarget(intensity, null, 150)).toMatchObject({ field: 'basedOn' });
    }
  });

  it('refuses low > high, and a band the caps leave empty', () => {
    expect(
      prescriptionTarget({ method: 'manual', lowBpm: 120, highBpm: 100 }, null, null),
    ).toMatchObject({ field: 'intensity' });
    // Ischaemia at 105: safety max 95, below the band's low of 98.
    expect(
      prescriptionTarget({ method: 'thresholds' }, { ...test, ischaemicHr: 105 }, null),
    ).toEqual({
      field: 'intensity',
      message: "the band's low (98 bpm) is not below the safety maximum (95 bpm)",
    });
  });

  it('refuses a band under 5 bpm wide, as prescribed or as clipped; 5 bpm is a band', () => {
    expect(MIN_BAND_WIDTH_BPM).toBe(5);
    const manual = (lowBpm: number, highBpm: number): Intensity => ({
      method: 'manual',
      lowBpm,
      highBpm,
    });
    expect(prescriptionTarget(manual(100, 105), null, null)).toMatchObject({
      target: { lowBpm: 100, highBpm: 105 },
    });
    expect(prescriptionTarget(manual(100, 104), null, null)).toEqual({
      field: 'intensity',
      message: 'the band 100–104 bpm is narrower than 5 bpm',
      tooNarrow: { lowBpm: 100, highBpm: 104 },
    });
    // VT1–VT2 of 98–115 clipped by an ischaemic threshold of 113 (max 103) leaves 98–103: 5 bpm.
    expect(
      prescriptionTarget({ method: 'thresholds' }, { ...test, ischaemicHr: 113 }, null),
    ).toMatchObject({ target: { lowBpm: 98, highBpm: 103 }, highClipped: true });
    // One beat lower (max 102) leaves 98–102: 4 bpm, refused.
    expect(
      prescriptionTarget({ method: 'thresholds' }, { ...test, ischaemicHr: 112 }, null),
    ).toMatchObject({ field: 'intensity', tooNarrow: { lowBpm: 98, highBpm: 102 } });
  });

  it('never returns a band above any cap, nor one with low ≥ high', () => {
    const bpm = fc.integer({ min: 40, max: 220 });
    fc.assert(
      fc.property(
        bpm,
        fc.integer({ min: 1, max: 120 }),
        fc.option(bpm, { nil: null }),
        fc.option(bpm, { nil: null }),
        fc.integer({ min: 20, max: 100 }),
        fc.integer({ min: 20, max: 100 }),
        (restHr, rise, ischaemicHr, device, a, b) => {
          const t = { restHr, peakHr: restHr + rise, vt1Hr: null, vt2Hr: null, ischaemicHr };
          const result = prescriptionTarget({ method: 'hrr', lowPct: a, highPct: b }, t, device);
          if ('field' in result) return;
          const { lowBpm, highBpm } = result.target!;
          expect(highBpm - lowBpm).toBeGreaterThanOrEqual(MIN_BAND_WIDTH_BPM);
          expect(highBpm).toBeLessThanOrEqual(t.peakHr);
          if (ischaemicHr !== null) expect(highBpm).toBeLessThanOrEqual(ischaemicHr - 10);
          if (device !== null) expect(highBpm).toBeLessThanOrEqual(device - 10);
        },
      ),
    );
  });
});
