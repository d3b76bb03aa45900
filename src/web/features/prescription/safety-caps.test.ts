import { describe, expect, it } from 'vitest';
import { prescriptionTarget } from '../../../common/programme/prescription-target';
import { bindingCaps, safetyCapsOf, testHeartRatesOf } from './safety-caps';

const test = { restHr: 70, peakHr: 128, vt1Hr: 100, vt2Hr: 125, ischaemicHr: null };

describe('safety caps', () => {
  it('names the test peak when nothing else limits the band', () => {
    expect(bindingCaps(test, null, 128)).toEqual([{ kind: 'peak', capBpm: 128, sourceBpm: 128 }]);
  });

  it('names the ischaemic threshold less 10 bpm when it is the lowest', () => {
    const ischaemic = { ...test, ischaemicHr: 120 };
    expect(bindingCaps(ischaemic, 150, 110)).toEqual([
      { kind: 'ischaemic', capBpm: 110, sourceBpm: 120 },
    ]);
  });

  it('names the device limit less 10 bpm, and both caps when they tie', () => {
    expect(bindingCaps(test, 130, 120).map((c) => c.kind)).toEqual(['device']);
    const tie = { ...test, ischaemicHr: 130 };
    expect(bindingCaps(tie, 130, 120).map((c) => c.kind)).toEqual(['ischaemic', 'device']);
  });

  it('agrees with the server rule on which cap clipped the band', () => {
    const withIschaemia = { ...test, ischaemicHr: 125 };
    const result = prescriptionTarget({ method: 'thresholds' }, withIschaemia, 140);
    if ('field' in result) throw new Error(result.message);
    expect(result).toMatchObject({ target: { lowBpm: 100, highBpm: 115 }, highClipped: true });
    expect(bindingCaps(withIschaemia, 140, result.safetyMaxBpm).map((c) => c.kind)).toEqual([
      'ischaemic',
    ]);
  });

  it('lists every cap lowest first, and none without a test or device', () => {
    expect(safetyCapsOf({ ...test, ischaemicHr: 125 }, 150).map((c) => c.capBpm)).toEqual([
      115, 128, 140,
    ]);
    expect(safetyCapsOf(null, null)).toEqual([]);
    expect(bindingCaps(null, null, null)).toEqual([]);
  });

  it('reads heart rates only from an exercise test', () => {
    expect(testHeartRatesOf({ kind: 'exercise-test', restHr: 60, peakHr: 140 })).toEqual({
      restHr: 60,
      peakHr: 140,
      vt1Hr: null,
      vt2Hr: null,
      ischaemicHr: null,
    });
    expect(testHeartRatesOf({ kind: 'vitals' })).toBeNull();
  });
});
