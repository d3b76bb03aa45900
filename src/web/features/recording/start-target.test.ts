import { describe, expect, it } from 'vitest';
import { defaultAlarmLimits } from '../../../common/alarms/alarm-limits';
import { type StartTargetInputs, setupTargetOf, startTargetOf } from './start-target';

const ON_2026_11_25 = Date.UTC(2026, 10, 25);
/** The patient: 68, on carvedilol, peaked at 128 bpm on her exercise test. */
const TEST = { assessmentId: 'ET-1', date: '2026-10-01', peakHr: 128, ischaemicHr: null };
const PRESCRIBED = {
  version: 2,
  target: { lowBpm: 98, highBpm: 112 },
  safetyMaxBpm: 118,
  borg: null,
  basedOn: 'ET-1',
  signed: true,
};

const inputs = (change: Partial<StartTargetInputs>): StartTargetInputs => ({
  prescribed: null,
  exerciseTests: [],
  deviceLimitBpm: null,
  atrialFibrillation: false,
  birthDate: '1958-03-02',
  restingHr: 60,
  formula: 'fox',
  atMs: ON_2026_11_25,
  choice: null,
  fallback: 'none',
  ...change,
});

describe('where a recording starts from', () => {
  it("with a prescription: its band and its safety maximum, HR max the test's peak", () => {
    const start = startTargetOf(inputs({ prescribed: PRESCRIBED, exerciseTests: [TEST] }));
    expect(start.choice).toBe('prescription');
    expect(setupTargetOf(start)).toEqual({
      hrMaxBpm: 128,
      hrMaxEstimated: false,
      target: { lowBpm: 98, highBpm: 112 },
      safetyMaxBpm: 118,
      // The test's peak (128) is higher: the prescription sets it.
      safetyMaxSource: 'prescription',
      borgTarget: null,
      prescription: { version: 2, signed: true },
    });
    expect(start.changedFromPrescription).toBe(false);
  });

  it('without one: as before, Fox from age marked estimated, the fallback band (not 120–136 on a measured 128)', () => {
    const single = startTargetOf(inputs({}));
    expect(setupTargetOf(single)).toEqual({
      hrMaxBpm: 152,
      hrMaxEstimated: true,
      target: null,
      safetyMaxBpm: null,
      safetyMaxSource: null,
      borgTarget: null,
      prescription: null,
    });
    // The class's default 50–70 % of reserve: 60 + 0.5 × 92 = 106 … 60 + 0.7 × 92 = 124.4.
    const classStart = startTargetOf(inputs({ fallback: '50-70' }));
    expect(classStart.target).toEqual({ lowBpm: 106, highBpm: 124 });
    // A measured test without a prescription: the band is on the measured peak instead
    // (60 + 0.5 × 68 = 94 … 60 + 0.7 × 68 = 107.6).
    const measured = startTargetOf(inputs({ fallback: '50-70', exerciseTests: [TEST] }));
    expect(measured.hrMax).toMatchObject({ bpm: 128, source: 'measured' });
    expect(measured.target).toEqual({ lowBpm: 94, highBpm: 108 });
  });

  it('editable for the day: another band is noted as a change, the safety maximum stays', () => {
    const other = startTargetOf(
      inputs({ prescribed: PRESCRIBED, exerciseTests: [TEST], choice: '40-60' }),
    );
    // 60 + 0.4 × 68 = 87.2, 60 + 0.6 × 68 = 100.8 on the measured 128.
    expect(other.target).toEqual({ lowBpm: 87, highBpm: 101 });
    expect(other.safetyMaxBpm).toBe(118);
    expect(other.changedFromPrescription).toBe(true);
    const none = startTargetOf(inputs({ prescribed: PRESCRIBED, choice: 'none' }));
    expect(none.target).toBeNull();
    expect(none.changedFromPrescription).toBe(true);
    expect(none.safetyMaxBpm).toBe(118);
  });

  it('a Borg-only prescription has no band to start from: none, with its cap', () => {
    const borg = { ...PRESCRIBED, target: null, safetyMaxBpm: 115 };
    const start = startTargetOf(inputs({ prescribed: borg, choice: 'prescription' }));
    expect(start.choice).toBe('none');
    expect(start.target).toBeNull();
    expect(start.safetyMaxBpm).toBe(115);
    // Nothing to change from: no note.
    expect(start.changedFromPrescription).toBe(false);
  });

  it("the prescription's test sets HR max even when a later test peaked higher", () => {
    const later = { assessmentId: 'ET-2', date: '2026-11-20', peakHr: 140, ischaemicHr: null };
    const start = startTargetOf(inputs({ prescribed: PRESCRIBED, exerciseTests: [later, TEST] }));
    expect(start.hrMax?.bpm).toBe(128);
  });
});

/** Issue 34's patient: test peak 118, ischaemic threshold 112, rest 60; cap 112 − 10 = 102. */
const ISCHAEMIC_TEST = { assessmentId: 'ET-9', date: '2026-10-01', peakHr: 118, ischaemicHr: 112 };
const inClass = (change: Partial<StartTargetInputs>) =>
  startTargetOf(inputs({ exerciseTests: [ISCHAEMIC_TEST], fallback: '50-70', ...change }));
const alarmLimitsOf = (change: Partial<StartTargetInputs>) =>
  defaultAlarmLimits(setupTargetOf(inClass(change)));

describe('the safety maximum comes from the record (issue 34)', () => {
  it('a test but no prescription (or after discharge): alarm above 102, not the peak 118', () => {
    const start = inClass({});
    expect(start.safetyMaxBpm).toBe(102);
    expect(start.limits.safetyMax?.sources[0]).toMatchObject({ kind: 'ischaemic', fromBpm: 112 });
    // 50–70 % of reserve on the measured 118: 60 + 0.5 × 58 = 89 … 60 + 0.7 × 58 = 100.6.
    expect(alarmLimitsOf({})).toMatchObject({ targetHighBpm: 101, safetyMaxBpm: 102 });
  });

  it('an implanted device caps without a test: ICD 120 − 10 = 110', () => {
    const start = inClass({ exerciseTests: [], deviceLimitBpm: 120 });
    expect(start.safetyMaxBpm).toBe(110);
  });

  it('a prescription with a higher maximum does not raise it', () => {
    const prescribed = { ...PRESCRIBED, target: { lowBpm: 90, highBpm: 100 }, safetyMaxBpm: 118 };
    expect(inClass({ prescribed }).safetyMaxBpm).toBe(102);
  });
});

describe('the prescription a session keeps, signed or not', () => {
  it('keeps its version and whether a signature covers it; nothing when that is unknown', () => {
    const of = (signed: boolean | null) =>
      setupTargetOf(startTargetOf(inputs({ prescribed: { ...PRESCRIBED, signed } }))).prescription;
    expect(of(true)).toEqual({ version: 2, signed: true });
    expect(of(false)).toEqual({ version: 2, signed: false });
    expect(of(null)).toBeNull();
    expect(setupTargetOf(startTargetOf(inputs({}))).prescription).toBeNull();
  });
});

describe('no heart-rate band for a Borg-only prescription or atrial fibrillation', () => {
  const borgOnly = { ...PRESCRIBED, target: null, safetyMaxBpm: 102, borg: { low: 11, high: 13 } };

  it('Borg-only in a class: no 50–70 % default, no above-target alarm, the Borg range', () => {
    const start = inClass({ prescribed: borgOnly });
    expect(start.choice).toBe('none');
    expect(start.target).toBeNull();
    expect(start.limits.borg).toEqual({ low: 11, high: 13 });
    expect(alarmLimitsOf({ prescribed: borgOnly })).toMatchObject({
      targetHighBpm: null,
      safetyMaxBpm: 102,
    });
  });

  it('Borg-only: a band picked for the day is not taken', () => {
    expect(inClass({ prescribed: borgOnly, choice: '60-80' }).target).toBeNull();
  });

  it('atrial fibrillation without a prescription: no band, Borg 11–13 by default', () => {
    const start = inClass({ atrialFibrillation: true });
    expect(start.target).toBeNull();
    expect(start.limits.guidance).toBe('atrial-fibrillation');
    expect(setupTargetOf(start).borgTarget).toEqual({ low: 11, high: 13 });
    // No above-target alarm; Borg above 13 raises the advisory.
    expect(alarmLimitsOf({ atrialFibrillation: true })).toMatchObject({
      targetHighBpm: null,
      safetyMaxBpm: 102,
      borgMax: 13,
    });
  });

  it('atrial fibrillation with a prescribed band: the prescription says otherwise', () => {
    const prescribed = { ...PRESCRIBED, target: { lowBpm: 88, highBpm: 98 }, safetyMaxBpm: 102 };
    const start = inClass({ atrialFibrillation: true, prescribed });
    expect(start.target).toEqual({ lowBpm: 88, highBpm: 98 });
  });
});

describe("a day's band never goes above the safety maximum", () => {
  it('70–85 % (101–109 on the measured 118) would leave 101–102 under 102: refused, said why', () => {
    const prescribed = { ...PRESCRIBED, target: { lowBpm: 88, highBpm: 98 }, safetyMaxBpm: 102 };
    const start = inClass({ prescribed, choice: '70-85' });
    // 60 + 0.7 × 58 = 100.6 → 101; 60 + 0.85 × 58 = 109.3 → 109, above the 102 limit: 1 bpm left.
    expect(start.target).toBeNull();
    expect(start.clipped).toBe(true);
    expect(start.tooNarrow).toEqual({ lowBpm: 101, highBpm: 102 });
    expect(start.changedFromPrescription).toBe(true);
    expect(alarmLimitsOf({ prescribed, choice: '70-85' })).toMatchObject({
      targetHighBpm: null,
      safetyMaxBpm: 102,
    });
  });

  it('clipped to exactly 5 bpm is kept: 60–80 % (95–106) under a device cap of 100 runs as 95–100', () => {
    // 60 + 0.6 × 58 = 94.8 → 95; ICD 110 − 10 = 100.
    const start = inClass({ choice: '60-80', deviceLimitBpm: 110 });
    expect(start.target).toEqual({ lowBpm: 95, highBpm: 100 });
    expect(start.clipped).toBe(true);
    expect(start.tooNarrow).toBeNull();
  });

  it('clipped to 4 bpm is refused: the same band under a device cap of 99', () => {
    const start = inClass({ choice: '60-80', deviceLimitBpm: 109 });
    expect(start.target).toBeNull();
    expect(start.tooNarrow).toEqual({ lowBpm: 95, highBpm: 99 });
  });

  it('a narrow band from a small reserve is refused unclipped (rest 95, peak 118: 50–70 % is 107–111)', () => {
    // 95 + 0.5 × 23 = 106.5 → 107; 95 + 0.7 × 23 = 111.1 → 111: 4 bpm, under the 118 maximum.
    const flat = [{ ...ISCHAEMIC_TEST, ischaemicHr: null }];
    const start = inClass({ exerciseTests: flat, restingHr: 95, choice: '50-70' });
    expect(start.clipped).toBe(false);
    expect(start.tooNarrow).toEqual({ lowBpm: 107, highBpm: 111 });
    expect(start.target).toBeNull();
  });

  it('a band under the maximum is not clipped', () => {
    const start = inClass({ choice: '40-60' });
    expect(start.clipped).toBe(false);
    expect(start.target).toEqual({ lowBpm: 83, highBpm: 95 });
  });
});
