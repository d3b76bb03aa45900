import { describe, expect, it } from 'vitest';
import { activityInputOf } from './activity-input';
import { checkpointFrom, checkpointOf } from './checkpoint';
import { type RecordingAction, reduceRecording, startRecording } from './recording';
import { makeSetup, T0 } from './recording-factory.test-helpers';

const ID = '0b9f4a4c-39a1-4f7e-8d7e-0f0b0e9d1c2a';

function recordedRecording() {
  const actions: RecordingAction[] = [
    { type: 'device', device: { name: 'Polar H10', kind: 'heart-rate' } },
    { type: 'reading', reading: { at: T0 + 1000, hr: 80, rrIntervals: [750] } },
    { type: 'reading', reading: { at: T0 + 2000, hr: 82, powerW: 120 } },
    { type: 'pause', at: T0 + 2500 },
    {
      type: 'entry',
      at: T0 + 2600,
      entry: { kind: 'bp', value: { systolic: 140, diastolic: 90 } },
    },
  ];
  return actions.reduce(
    reduceRecording,
    startRecording(makeSetup({ target: { lowBpm: 100, highBpm: 130 } }), ID, T0),
  );
}

describe('checkpoint serialisation', () => {
  it('a checkpoint read back (as IndexedDB clones it) is the same recording', () => {
    const recording = recordedRecording();
    const stored = structuredClone(checkpointOf(recording, T0 + 5000));
    expect(stored.activityId).toBe(ID);
    expect(checkpointFrom(stored)).toEqual({ activityId: ID, savedAt: T0 + 5000, recording });
  });

  it("keeps what a home session stores beside its recording, and the clinic's have none", () => {
    const recording = recordedRecording();
    const home = { plan: { date: '2026-11-18' }, withStrap: true };
    const stored = structuredClone(checkpointOf(recording, T0 + 5000, home));
    expect(checkpointFrom(stored)).toEqual({ activityId: ID, savedAt: T0 + 5000, recording, home });
    expect(checkpointFrom(structuredClone(checkpointOf(recording, T0)))).not.toHaveProperty('home');
  });

  it('the recording read back saves the same activity as the original', () => {
    const recording = recordedRecording();
    const restored = checkpointFrom(structuredClone(checkpointOf(recording, T0 + 5000)))!.recording;
    expect(activityInputOf(restored, T0 + 9000)).toEqual(activityInputOf(recording, T0 + 9000));
  });

  it('ignores damaged or foreign values instead of offering them', () => {
    const good = checkpointOf(recordedRecording(), T0);
    expect(checkpointFrom(null)).toBeNull();
    expect(checkpointFrom({ activityId: ID, savedAt: T0 })).toBeNull();
    expect(checkpointFrom({ ...good, activityId: 'another' })).toBeNull();
    expect(checkpointFrom({ ...good, session: { ...good.session, version: 99 } })).toBeNull();
    expect(checkpointFrom({ ...good, session: { ...good.session, status: 'flying' } })).toBeNull();
  });
});

describe('activity input', () => {
  it('is what the API expects: columns with readings only, summary left to the server', () => {
    const input = activityInputOf(recordedRecording(), T0 + 9000);
    expect(input).toMatchObject({
      patientId: 'p-1',
      startedAt: T0,
      timestamp: T0 + 9000,
      device: { name: 'Polar H10', kind: 'heart-rate' },
      hrMaxBpm: 180,
      restingHr: 60,
      samples: { t: [1000, 2000], hr: [80, 82], rr: [750, null], power: [null, 120] },
      target: { lowBpm: 100, highBpm: 130 },
    });
    expect(input.samples).not.toHaveProperty('speed');
    expect(input.events).toHaveLength(2);
  });

  it('sends the target band only when the recording had a band the API accepts', () => {
    const withTarget = (target: { lowBpm: number; highBpm: number } | null) =>
      activityInputOf({ ...recordedRecording(), target }, T0 + 9000);
    expect(withTarget(null)).not.toHaveProperty('target');
    // One bpm wide once rounded: a guide that cannot be stored must not block the save.
    expect(withTarget({ lowBpm: 120, highBpm: 120 })).not.toHaveProperty('target');
    expect(withTarget({ lowBpm: 95, highBpm: 121 }).target).toEqual({ lowBpm: 95, highBpm: 121 });
  });

  it('sends the Borg range and the prescription a session was guided by, through a checkpoint', () => {
    const guided = reduceRecording(
      startRecording(
        makeSetup({
          borgTarget: { low: 11, high: 13 },
          prescription: { version: 2, signed: false },
        }),
        ID,
        T0,
      ),
      { type: 'manual-hr', at: T0 + 1000, hr: 90 },
    );
    const restored = checkpointFrom(structuredClone(checkpointOf(guided, T0 + 5000)))!.recording;
    const input = activityInputOf(restored, T0 + 9000);
    expect(input).toMatchObject({
      borgTarget: { low: 11, high: 13 },
      prescription: { version: 2, signed: false },
    });
    expect(input).not.toHaveProperty('target');
    // Without them (no prescription, or one whose signatures could not be read): neither sent.
    const plain = activityInputOf(recordedRecording(), T0 + 9000);
    expect(plain).not.toHaveProperty('borgTarget');
    expect(plain).not.toHaveProperty('prescription');
  });

  it('saves typed text with pasted control characters cleaned instead of refusing the save', () => {
    const typed = [
      {
        type: 'entry',
        at: T0 + 3000,
        entry: { kind: 'note', value: 'tontura\u0000 leve\r\nmelhorou' },
      },
      { type: 'notes', notes: ' alergia\u0007 a X ' },
    ] as RecordingAction[];
    const input = activityInputOf(typed.reduce(reduceRecording, recordedRecording()), T0 + 9000);
    expect(input.notes).toBe('alergia a X');
    expect(input.events?.find((event) => event.kind === 'note')?.value).toBe(
      'tontura leve\nmelhorou',
    );
  });
});
