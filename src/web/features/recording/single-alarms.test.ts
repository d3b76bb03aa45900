import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Recording, type RecordingAction, reduceRecording, startRecording } from './recording';
import { makeSetup, T0 } from './recording-factory.test-helpers';
import { createSingleAlarms } from './single-alarms';

/** A recording interrupted with an SpO₂ alarm no one acknowledged and a low battery that was. */
function interrupted(): Recording {
  let recording = startRecording(makeSetup(), 'a-1', T0);
  const actions: RecordingAction[] = [
    {
      type: 'entry',
      at: T0 + 5000,
      entry: { kind: 'alarm', value: { rule: 'battery-low', measured: 12, limit: 15 } },
    },
    {
      type: 'entry',
      at: T0 + 6000,
      entry: { kind: 'alarm-ack', value: { rule: 'battery-low', by: 'Ana' } },
    },
    { type: 'entry', at: T0 + 9000, entry: { kind: 'spo2', value: 85 } },
    {
      type: 'entry',
      at: T0 + 9000,
      entry: { kind: 'alarm', value: { rule: 'spo2-low', measured: 85, limit: 88 } },
    },
  ];
  for (const action of actions) recording = reduceRecording(recording, action);
  return recording;
}

/** A recording and a recorder that keeps it as actions come: the test reads it back. */
function heldRecording(start: Recording) {
  const held = {
    recording: start,
    recorder: {
      getState: () => ({
        recording: held.recording,
        checkpointFailed: false,
        checkpointsRemoved: 0,
      }),
      dispatch: (action: RecordingAction) => {
        held.recording = reduceRecording(held.recording, action);
      },
    },
  };
  return held;
}

describe('the single recording resumed after a reload', () => {
  afterEach(() => vi.useRealTimers());

  it('sounds the alarms left unacknowledged again, and none of a stopped recording', () => {
    vi.useFakeTimers({ now: T0 + 60_000 });
    const held = heldRecording(interrupted());
    const single = createSingleAlarms(held.recorder);
    single.begin(held.recording, null, T0 + 60_000);
    expect(single.getAlarms()).toEqual([
      expect.objectContaining({ rule: 'spo2-low', measured: 85, acknowledged: false }),
    ]);
    single.acknowledge('spo2-low', 'Ana', T0 + 61_000);
    // No SpO₂ entered since the reload: nothing holds it on once acknowledged.
    expect(single.getAlarms()).toEqual([]);
    single.end();

    held.recording = reduceRecording(interrupted(), { type: 'stop', at: T0 + 20_000 });
    single.begin(held.recording, null, T0 + 60_000);
    expect(single.getAlarms()).toEqual([]);
    single.end();
  });

  it('measures a fall in systolic from the pre-exercise pressure taken before the reload', () => {
    vi.useFakeTimers({ now: T0 + 60_000 });
    const held = heldRecording(
      reduceRecording(startRecording(makeSetup(), 'a-2', T0), {
        type: 'entry',
        at: T0,
        entry: { kind: 'bp', value: { systolic: 140, diastolic: 85 } },
      }),
    );
    const single = createSingleAlarms(held.recorder);
    single.begin(held.recording, null, T0 + 60_000);
    // 140 → 128 is a fall of 12 mmHg: more than the 10 allowed, though the first since the reload.
    single.entry({ kind: 'bp', value: { systolic: 128, diastolic: 80 } }, T0 + 61_000);
    expect(single.getAlarms()).toEqual([
      expect.objectContaining({ rule: 'systolic-drop', measured: 12, limit: 10 }),
    ]);
    single.end();
  });
});
