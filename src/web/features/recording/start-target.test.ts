import { describe, expect, it } from 'vitest';
import { type StartTargetInputs, setupTargetOf, startTargetOf } from './start-target';

const ON_2026_11_25 = Date.UTC(2026, 10, 25);
/** The patient: 68, on carvedilol, peaked at 128 bpm on her exercise test. */
const TEST = { assessmentId: 'ET-1', date: '2026-10-01', peakHr: 128 };
const PRESCRIBED = {
  version: 2,
  target: { lowBpm: 98, highBpm: 112 },
  safetyMaxBpm: 118,
  basedOn: 'ET-1',
};

const inputs = (change: Partial<StartTargetInputs>): StartTargetInputs => ({
  prescribed: null,
  exerciseTests: [],
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

  it('a Borg-only prescription has no band to start from: the fallback, with its cap', () => {
    const borg = { ...PRESCRIBED, target: null, safetyMaxBpm: 115 };
    const start = startTargetOf(inputs({ prescribed: borg, choice: 'prescription' }));
    expect(start.choice).toBe('none');
    expect(start.target).toBeNull();
    expect(start.safetyMaxBpm).toBe(115);
    // Nothing to change from: no note.
    expect(start.changedFromPrescription).toBe(false);
  });

  it("the prescription's test sets HR max even when a later test peaked higher", () => {
    const later = { assessmentId: 'ET-2', date: '2026-11-20', peakHr: 140 };
    const start = startTargetOf(inputs({ prescribed: PRESCRIBED, exerciseTests: [later, TEST] }));
    expect(start.hrMax?.bpm).toBe(128);
  });
});
