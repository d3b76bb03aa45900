import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AlarmLimits,
  alarmLimitsSchema,
  defaultAlarmLimits,
  safetyMaxAboveRecord,
} from './alarm-limits.js';

const target = (lowBpm: number, highBpm: number) => ({ lowBpm, highBpm });
const makeLimits = (overrides: Partial<AlarmLimits> = {}): AlarmLimits => ({
  ...defaultAlarmLimits({ hrMaxBpm: 160, target: target(100, 125) }),
  ...overrides,
});

/** The fields the schema's issues point at. */
function issuePaths(input: unknown): string[] {
  const result = alarmLimitsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('defaultAlarmLimits', () => {
  it('takes the target high and the lower of target + 20 and HR max as the safety maximum', () => {
    expect(defaultAlarmLimits({ hrMaxBpm: 160, target: target(100, 125) })).toEqual({
      targetHighBpm: 125,
      aboveTargetForS: 15,
      safetyMaxBpm: 145,
      floorBpm: null,
      belowFloorForS: 60,
      noSignalAfterS: 10,
      batteryLowPct: 15,
      spo2MinPct: 88,
      systolicMaxMmHg: 200,
      systolicMinMmHg: 90,
      systolicDropMmHg: 10,
      borgMax: null,
    });
    expect(defaultAlarmLimits({ hrMaxBpm: 140, target: target(100, 125) }).safetyMaxBpm).toBe(140);
  });

  it('uses target + 20 without an HR max, and 90 % of HR max without a target', () => {
    expect(defaultAlarmLimits({ hrMaxBpm: null, target: target(90, 120) })).toMatchObject({
      targetHighBpm: 120,
      safetyMaxBpm: 140,
    });
    expect(defaultAlarmLimits({ hrMaxBpm: 155, target: null })).toMatchObject({
      targetHighBpm: null,
      safetyMaxBpm: 140, // 139.5 rounded
    });
  });

  it('switches the heart-rate ceilings off when nothing is known of the patient', () => {
    expect(defaultAlarmLimits({ hrMaxBpm: null, target: null })).toMatchObject({
      targetHighBpm: null,
      safetyMaxBpm: null,
      floorBpm: null,
    });
  });

  it("takes a prescription's safety maximum as it is, whatever HR max or band", () => {
    // The issue's patient: band 98–112, safety maximum 118 (ICD 128 − 10), peak 128.
    const prescribed = { hrMaxBpm: 128, target: { lowBpm: 98, highBpm: 112 }, safetyMaxBpm: 118 };
    expect(defaultAlarmLimits(prescribed)).toMatchObject({ targetHighBpm: 112, safetyMaxBpm: 118 });
    // A band chosen for the day above it is capped there, so the limits stay valid.
    const wider = { ...prescribed, target: { lowBpm: 100, highBpm: 125 } };
    expect(defaultAlarmLimits(wider)).toMatchObject({ targetHighBpm: 118, safetyMaxBpm: 118 });
    expect(alarmLimitsSchema.safeParse(defaultAlarmLimits(wider)).success).toBe(true);
    // Null: none prescribed, the rules above apply.
    expect(defaultAlarmLimits({ ...prescribed, safetyMaxBpm: null }).safetyMaxBpm).toBe(128);
  });

  it('caps the target at an HR max below it, so the defaults still validate', () => {
    const limits = defaultAlarmLimits({ hrMaxBpm: 118, target: target(100, 125) });
    expect(limits).toMatchObject({ targetHighBpm: 118, safetyMaxBpm: 118 });
  });

  it('always gives limits the schema accepts', () => {
    const bpm = fc.integer({ min: 40, max: 240 });
    const patient = fc.record({
      hrMaxBpm: fc.option(bpm),
      target: fc.option(fc.tuple(bpm, bpm).map(([a, b]) => target(Math.min(a, b), Math.max(a, b)))),
    });
    fc.assert(
      fc.property(
        patient,
        (input) => alarmLimitsSchema.safeParse(defaultAlarmLimits(input)).success,
      ),
    );
  });
});

describe('alarmLimitsSchema', () => {
  it('accepts a floor inside the band and rules switched off', () => {
    expect(issuePaths(makeLimits({ floorBpm: 100 }))).toEqual([]);
    const off = { targetHighBpm: null, safetyMaxBpm: null, batteryLowPct: null };
    expect(issuePaths(makeLimits({ ...off, spo2MinPct: null, systolicMaxMmHg: null }))).toEqual([]);
  });

  it('names the field that is out of range or not whole', () => {
    expect(issuePaths(makeLimits({ safetyMaxBpm: 260 }))).toEqual(['safetyMaxBpm']);
    expect(issuePaths(makeLimits({ aboveTargetForS: 0 }))).toEqual(['aboveTargetForS']);
    expect(issuePaths(makeLimits({ noSignalAfterS: 601 }))).toEqual(['noSignalAfterS']);
    expect(issuePaths(makeLimits({ spo2MinPct: 88.5 }))).toEqual(['spo2MinPct']);
    expect(issuePaths(makeLimits({ systolicMaxMmHg: 79 }))).toEqual(['systolicMaxMmHg']);
    expect(issuePaths(makeLimits({ batteryLowPct: 0 }))).toEqual(['batteryLowPct']);
  });

  it('names the floor when it is not below the target or the safety maximum', () => {
    expect(issuePaths(makeLimits({ floorBpm: 125 }))).toEqual(['floorBpm']);
    expect(issuePaths(makeLimits({ targetHighBpm: null, floorBpm: 150 }))).toEqual(['floorBpm']);
  });

  it('names the safety maximum when it is below the target', () => {
    expect(issuePaths(makeLimits({ safetyMaxBpm: 120 }))).toEqual(['safetyMaxBpm']);
    expect(issuePaths(makeLimits({ safetyMaxBpm: 125 }))).toEqual([]);
  });

  it('refuses missing fields', () => {
    const { noSignalAfterS: _, ...rest } = makeLimits();
    expect(issuePaths(rest)).toEqual(['noSignalAfterS']);
  });
});

describe('edited limits against the record’s safety maximum', () => {
  const limits = (safetyMaxBpm: number | null) => ({ safetyMaxBpm });

  it('refuses a maximum raised above the record’s, or switched off, naming the highest allowed', () => {
    expect(safetyMaxAboveRecord(limits(103), 102)).toEqual({ maxBpm: 102 });
    expect(safetyMaxAboveRecord(limits(null), 102)).toEqual({ maxBpm: 102 });
  });

  it('accepts the record’s maximum itself or a lower one for the day', () => {
    expect(safetyMaxAboveRecord(limits(102), 102)).toBeNull();
    expect(safetyMaxAboveRecord(limits(95), 102)).toBeNull();
  });

  it('leaves any value (or none) to the clinician when the record caps nothing', () => {
    expect(safetyMaxAboveRecord(limits(180), null)).toBeNull();
    expect(safetyMaxAboveRecord(limits(null), undefined)).toBeNull();
  });
});
