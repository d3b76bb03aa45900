import { describe, expect, it } from 'vitest';
import { MIN_BAND_WIDTH_BPM } from './band-width.js';
import {
  clipBandToSafetyMax,
  fitDayBand,
  type MonitoringInputs,
  monitoringLimitsOf,
  type TestCaps,
} from './monitoring-limits.js';

/** The patient: peak 118, ischaemic threshold 112 → safety maximum 102. */
const ET_1: TestCaps = {
  assessmentId: 'ET-1',
  date: '2026-09-01',
  peakHr: 118,
  ischaemicHr: 112,
};
const inputs = (change: Partial<MonitoringInputs>): MonitoringInputs => ({
  exerciseTests: [ET_1],
  deviceLimitBpm: null,
  atrialFibrillation: false,
  prescription: null,
  ...change,
});
const prescribed = (change: Partial<NonNullable<MonitoringInputs['prescription']>>) => ({
  version: 2,
  target: { lowBpm: 90, highBpm: 100 },
  safetyMaxBpm: 102,
  borg: null,
  ...change,
});

describe('the safety maximum, from the patient record', () => {
  it('with a test and no prescription: ischaemic 112 − 10 = 102, not the peak 118', () => {
    expect(monitoringLimitsOf(inputs({})).safetyMax).toEqual({
      bpm: 102,
      sources: [{ kind: 'ischaemic', fromBpm: 112, assessmentId: 'ET-1', date: '2026-09-01' }],
    });
  });

  it('after discharge (no active prescription) the caps still hold', () => {
    const limits = monitoringLimitsOf(inputs({ prescription: null }));
    expect(limits.safetyMax?.bpm).toBe(102);
    expect(limits.guidance).toBe('free');
    expect(limits.band).toBeNull();
  });

  it('the peak when it is the lowest: peak 100 under ischaemic 112 − 10', () => {
    const tests = [{ ...ET_1, peakHr: 100 }];
    expect(monitoringLimitsOf(inputs({ exerciseTests: tests })).safetyMax).toMatchObject({
      bpm: 100,
      sources: [{ kind: 'peak', fromBpm: 100 }],
    });
  });

  it('a tie names every source: ischaemic 112 − 10 = device 112 − 10 = peak 102', () => {
    const tests = [{ ...ET_1, peakHr: 102 }];
    const limits = monitoringLimitsOf(inputs({ exerciseTests: tests, deviceLimitBpm: 112 }));
    expect(limits.safetyMax?.bpm).toBe(102);
    expect(limits.safetyMax?.sources.map((s) => s.kind)).toEqual(['ischaemic', 'device', 'peak']);
  });

  it('the device one bpm lower wins alone: device 111 − 10 = 101 < 102', () => {
    const limits = monitoringLimitsOf(inputs({ deviceLimitBpm: 111 }));
    expect(limits.safetyMax).toEqual({ bpm: 101, sources: [{ kind: 'device', fromBpm: 111 }] });
  });

  it('no test: only the device caps; nothing at all gives none', () => {
    const device = monitoringLimitsOf(inputs({ exerciseTests: [], deviceLimitBpm: 130 }));
    expect(device.safetyMax?.bpm).toBe(120);
    expect(monitoringLimitsOf(inputs({ exerciseTests: [] })).safetyMax).toBeNull();
  });

  it('reads the latest test: an older one with a lower threshold no longer caps', () => {
    const older = { ...ET_1, assessmentId: 'ET-0', date: '2026-01-01', ischaemicHr: 100 };
    const newer = { ...ET_1, ischaemicHr: null, peakHr: 130 };
    const limits = monitoringLimitsOf(inputs({ exerciseTests: [older, newer] }));
    expect(limits.safetyMax).toMatchObject({ bpm: 130, sources: [{ kind: 'peak' }] });
  });

  it('a prescription may lower it (its own test capped at 98)', () => {
    const limits = monitoringLimitsOf(inputs({ prescription: prescribed({ safetyMaxBpm: 98 }) }));
    expect(limits.safetyMax).toEqual({
      bpm: 98,
      sources: [{ kind: 'prescription', fromBpm: 98, version: 2 }],
    });
  });

  it('a prescription never raises it: 125 prescribed, the record keeps 102', () => {
    const rx = prescribed({ safetyMaxBpm: 125, target: { lowBpm: 95, highBpm: 115 } });
    const limits = monitoringLimitsOf(inputs({ prescription: rx }));
    expect(limits.safetyMax?.bpm).toBe(102);
    // Its band is clipped to the record's maximum too.
    expect(limits.band).toEqual({ lowBpm: 95, highBpm: 102 });
    expect(limits.bandClipped).toBe(true);
  });
});

describe('how heart rate guides the session', () => {
  it('a prescribed band is used as it is when under the maximum', () => {
    const limits = monitoringLimitsOf(inputs({ prescription: prescribed({}) }));
    expect(limits).toMatchObject({
      guidance: 'prescribed',
      band: { lowBpm: 90, highBpm: 100 },
      bandClipped: false,
    });
  });

  it('Borg-only: no band, the Borg range, and the HR safety maximum still', () => {
    const rx = prescribed({ target: null, borg: { low: 11, high: 13 } });
    expect(monitoringLimitsOf(inputs({ prescription: rx }))).toMatchObject({
      guidance: 'borg-only',
      band: null,
      borg: { low: 11, high: 13 },
      safetyMax: { bpm: 102 },
    });
  });

  it('atrial fibrillation without a prescription: no band, Borg 11–13, safety maximum kept', () => {
    const limits = monitoringLimitsOf(inputs({ atrialFibrillation: true }));
    expect(limits).toMatchObject({ guidance: 'atrial-fibrillation', band: null });
    expect(limits.borg).toEqual({ low: 11, high: 13 });
    expect(limits.safetyMax?.bpm).toBe(102);
    // Without AF and without a prescription nothing guides by Borg.
    expect(monitoringLimitsOf(inputs({})).borg).toBeNull();
  });

  it("atrial fibrillation on a Borg-only prescription: the prescription's range, not the default", () => {
    const rx = prescribed({ target: null, borg: { low: 12, high: 14 } });
    const limits = monitoringLimitsOf(inputs({ atrialFibrillation: true, prescription: rx }));
    expect(limits).toMatchObject({ guidance: 'borg-only', borg: { low: 12, high: 14 } });
  });

  it('atrial fibrillation with a prescribed band: the prescription says otherwise', () => {
    const limits = monitoringLimitsOf(
      inputs({ atrialFibrillation: true, prescription: prescribed({}) }),
    );
    expect(limits).toMatchObject({ guidance: 'prescribed', band: { lowBpm: 90, highBpm: 100 } });
    expect(limits.borg).toBeNull();
  });
});

describe('a prescribed band a newer safety maximum narrows', () => {
  it('under 5 bpm left: no band, and what was left is kept to say why (94–110 under 98)', () => {
    const rx = prescribed({ target: { lowBpm: 94, highBpm: 110 }, safetyMaxBpm: 120 });
    // Ischaemia at 108 after it was prescribed: maximum 98, leaving 94–98 (4 bpm).
    const test = { ...ET_1, ischaemicHr: 108 };
    const limits = monitoringLimitsOf(inputs({ exerciseTests: [test], prescription: rx }));
    expect(limits).toMatchObject({
      guidance: 'prescribed',
      band: null,
      bandClipped: true,
      bandTooNarrow: { lowBpm: 94, highBpm: 98 },
    });
    // At 109 (maximum 99) 94–99 is left: 5 bpm, a band.
    const five = monitoringLimitsOf(
      inputs({ exerciseTests: [{ ...ET_1, ischaemicHr: 109 }], prescription: rx }),
    );
    expect(five).toMatchObject({ band: { lowBpm: 94, highBpm: 99 }, bandTooNarrow: null });
  });
});

describe('clipping a band to the safety maximum', () => {
  it('70–85 % giving 101–110 under a maximum of 102 would leave 1 bpm: refused, not 101–102', () => {
    expect(clipBandToSafetyMax({ lowBpm: 101, highBpm: 110 }, 102)).toEqual({
      band: null,
      clipped: true,
      tooNarrow: { lowBpm: 101, highBpm: 102 },
    });
  });

  it('the edge: 5 bpm left is a band (97–102), 4 bpm is not (98–102)', () => {
    expect(MIN_BAND_WIDTH_BPM).toBe(5);
    expect(clipBandToSafetyMax({ lowBpm: 97, highBpm: 110 }, 102)).toEqual({
      band: { lowBpm: 97, highBpm: 102 },
      clipped: true,
    });
    expect(clipBandToSafetyMax({ lowBpm: 98, highBpm: 110 }, 102)).toMatchObject({
      band: null,
      tooNarrow: { lowBpm: 98, highBpm: 102 },
    });
  });

  it("a day's band is refused narrow even unclipped; a prescribed one only when clipping narrows it", () => {
    expect(fitDayBand({ lowBpm: 63, highBpm: 65 }, null)).toMatchObject({
      band: null,
      clipped: false,
      tooNarrow: { lowBpm: 63, highBpm: 65 },
    });
    expect(fitDayBand({ lowBpm: 63, highBpm: 68 }, null).band).toEqual({ lowBpm: 63, highBpm: 68 });
    expect(clipBandToSafetyMax({ lowBpm: 63, highBpm: 65 }, null).band).not.toBeNull();
  });

  it('a high exactly at the maximum is kept; no maximum keeps the band', () => {
    const band = { lowBpm: 90, highBpm: 102 };
    expect(clipBandToSafetyMax(band, 102)).toEqual({ band, clipped: false });
    expect(clipBandToSafetyMax(band, null)).toEqual({ band, clipped: false });
  });

  it('a band starting at or above the maximum leaves nothing', () => {
    expect(clipBandToSafetyMax({ lowBpm: 102, highBpm: 115 }, 102)).toEqual({
      band: null,
      clipped: true,
    });
  });
});
