import { describe, expect, it } from 'vitest';
import { defaultAlarmLimits } from '../../../common/alarms/alarm-limits';
import { activityInputOf } from './activity-input';
import { type RecordingSetup, startRecording } from './recording';
import { makeSetup, T0 } from './recording-factory.test-helpers';
import { sessionSafetyMaxOf } from './session-safety-max';

const ID = '0b9f4a4c-39a1-4f7e-8d7e-0f0b0e9d1c2a';
const CLASS_ID = '7d3f0c1e-2b4a-4c5d-8e6f-9a0b1c2d3e4f';

const recordingOf = (setup: Partial<RecordingSetup>) => startRecording(makeSetup(setup), ID, T0);

/** A class participant whose alarm limits say `safetyMaxBpm`. */
const inClass = (setup: Partial<RecordingSetup>, safetyMaxBpm: number | null) => {
  const limits = { ...defaultAlarmLimits({ ...makeSetup(setup) }), safetyMaxBpm };
  return recordingOf({ ...setup, classId: CLASS_ID, classPart: { limits } });
};

describe('the safety maximum a session ran with', () => {
  it("a single recording keeps its record's maximum and source", () => {
    // Jorge: ischaemic threshold 112 − 10.
    const jorge = recordingOf({ hrMaxBpm: 118, safetyMaxBpm: 102, safetyMaxSource: 'ischaemic' });
    expect(sessionSafetyMaxOf(jorge)).toEqual({ bpm: 102, source: 'ischaemic' });
    expect(activityInputOf(jorge, T0 + 1000)).toMatchObject({
      safetyMaxBpm: 102,
      safetyMaxSource: 'ischaemic',
    });
  });

  it("without a record's cap, the app's default from HR max and target", () => {
    // 90 % of 180; with a band 98–115, the lower of 115 + 20 and 180.
    expect(sessionSafetyMaxOf(recordingOf({}))).toEqual({ bpm: 162, source: 'default' });
    const banded = recordingOf({ target: { lowBpm: 98, highBpm: 115 } });
    expect(sessionSafetyMaxOf(banded)).toEqual({ bpm: 135, source: 'default' });
  });

  it('nothing at all: no HR max, no target, no record', () => {
    const none = recordingOf({ hrMaxBpm: null });
    expect(sessionSafetyMaxOf(none)).toBeNull();
    expect(activityInputOf(none, T0 + 1000)).not.toHaveProperty('safetyMaxBpm');
  });

  it("a class participant: the limits in force at the end; lowered for the day is the clinician's", () => {
    const record = { safetyMaxBpm: 140, safetyMaxSource: 'device' as const };
    expect(sessionSafetyMaxOf(inClass(record, 140))).toEqual({ bpm: 140, source: 'device' });
    expect(sessionSafetyMaxOf(inClass(record, 130))).toEqual({ bpm: 130, source: 'clinician' });
    // Switched off where the record had none: nothing to keep.
    expect(sessionSafetyMaxOf(inClass({}, null))).toBeNull();
  });

  it('a recording checkpointed before the source was kept saves the number alone', () => {
    const old = recordingOf({ safetyMaxBpm: 118 });
    expect(activityInputOf(old, T0 + 1000)).toMatchObject({
      safetyMaxBpm: 118,
      safetyMaxSource: null,
    });
  });
});
