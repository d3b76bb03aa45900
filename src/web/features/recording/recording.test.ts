import { describe, expect, it } from 'vitest';
import {
  activeMs,
  elapsedMs,
  patientSetupOf,
  type Recording,
  type RecordingAction,
  reduceRecording,
  startRecording,
} from './recording';
import { makeSetup, T0 } from './recording-factory.test-helpers';

const ID = '6f1c1d2e-6d6b-4a57-9a57-6a7f6f5b2c10';
const run = (...actions: RecordingAction[]): Recording =>
  actions.reduce(reduceRecording, startRecording(makeSetup(), ID, T0));

describe('recording recording', () => {
  it('starts running with the setup, its id and no data', () => {
    expect(run()).toMatchObject({
      activityId: ID,
      patientId: 'p-1',
      type: 'walk',
      startedAt: T0,
      endedAt: null,
      status: 'running',
      samples: { t: [], hr: [], rr: [] },
      events: [],
    });
  });

  it("notes a target changed from the prescription at the start, and keeps the prescription's cap", () => {
    const startNote = 'Target changed from prescription v2 (98–112 bpm) to 87–101 bpm.';
    const setup = { ...makeSetup(), safetyMaxBpm: 118, hrMaxEstimated: false, startNote };
    const recording = startRecording(setup, ID, T0);
    expect(recording.events).toEqual([{ t: 0, kind: 'note', value: startNote }]);
    expect(recording).toMatchObject({ safetyMaxBpm: 118, hrMaxEstimated: false });
    expect(recording).not.toHaveProperty('startNote');
    // What a class keeps of a participant's set-up carries it to the start.
    expect(patientSetupOf({ ...setup, classId: ID, classPart: { a: 1 } })).toEqual(setup);
  });

  it('stores a row per reading and one more per further RR interval, so every beat is kept', () => {
    const recording = run(
      { type: 'reading', reading: { at: T0 + 1000, hr: 75, rrIntervals: [1000, 781.25] } },
      { type: 'reading', reading: { at: T0 + 2000, hr: 76, rrIntervals: [] } },
      { type: 'reading', reading: { at: T0 + 3000 } },
    );
    expect(recording.samples).toEqual({
      t: [1000, 1000, 2000, 3000],
      hr: [75, null, 76, null],
      rr: [1000, 781.25, null, null],
    });
  });

  it('adds power, cadence and speed columns when they first appear, aligned with t', () => {
    const recording = run(
      { type: 'reading', reading: { at: T0 + 1000, hr: 90 } },
      { type: 'reading', reading: { at: T0 + 2000, hr: 91, powerW: 150, cadenceRpm: 80 } },
    );
    expect(recording.samples.power).toEqual([null, 150]);
    expect(recording.samples.cadence).toEqual([null, 80]);
    expect(recording.samples.speed).toBeUndefined();
  });

  it('keeps t non-decreasing when the clock steps back, and drops out-of-range values', () => {
    const recording = run(
      { type: 'reading', reading: { at: T0 + 5000, hr: 400, rrIntervals: [50] } },
      { type: 'reading', reading: { at: T0 + 4000, hr: 80 } },
    );
    expect(recording.samples).toEqual({ t: [5000, 5000], hr: [null, 80], rr: [null, null] });
  });

  it('pauses and resumes once each, as events at their offsets; the timer keeps running', () => {
    const recording = run(
      { type: 'pause', at: T0 + 60_000 },
      { type: 'pause', at: T0 + 61_000 },
      { type: 'resume', at: T0 + 90_000 },
      { type: 'resume', at: T0 + 91_000 },
    );
    expect(recording.status).toBe('running');
    expect(recording.events).toEqual([
      { t: 60_000, kind: 'pause' },
      { t: 90_000, kind: 'resume' },
    ]);
    expect(elapsedMs(recording, T0 + 120_000)).toBe(120_000);
    expect(activeMs(recording, T0 + 120_000)).toBe(90_000);
  });

  it('records markers and quick entries (RPE, blood pressure, SpO2, note)', () => {
    const recording = run(
      { type: 'entry', at: T0 + 1000, entry: { kind: 'marker' } },
      { type: 'entry', at: T0 + 2000, entry: { kind: 'rpe', value: 13 } },
      {
        type: 'entry',
        at: T0 + 3000,
        entry: { kind: 'bp', value: { systolic: 130, diastolic: 85 } },
      },
      { type: 'entry', at: T0 + 4000, entry: { kind: 'spo2', value: 97 } },
      { type: 'entry', at: T0 + 5000, entry: { kind: 'note', value: 'dizzy' } },
    );
    expect(recording.events.map((e) => [e.t, e.kind])).toEqual([
      [1000, 'marker'],
      [2000, 'rpe'],
      [3000, 'bp'],
      [4000, 'spo2'],
      [5000, 'note'],
    ]);
  });

  it('a manual heart rate is a sample row without RR, and marks the device as manual', () => {
    const recording = run({ type: 'manual-hr', at: T0 + 30_000, hr: 98 });
    expect(recording.samples).toEqual({ t: [30_000], hr: [98], rr: [null] });
    expect(recording.device).toEqual({ name: 'manual', kind: 'manual' });
  });

  it('stop fixes the end; afterwards only the notes change', () => {
    const stopped = run(
      { type: 'reading', reading: { at: T0 + 1000, hr: 80 } },
      { type: 'stop', at: T0 + 10_000 },
      { type: 'reading', reading: { at: T0 + 11_000, hr: 81 } },
      { type: 'entry', at: T0 + 12_000, entry: { kind: 'marker' } },
      { type: 'notes', notes: 'Tolerated well' },
    );
    expect(stopped).toMatchObject({
      status: 'stopped',
      endedAt: T0 + 10_000,
      notes: 'Tolerated well',
    });
    expect(stopped.samples.t).toEqual([1000]);
    expect(stopped.events).toEqual([]);
    expect(elapsedMs(stopped, T0 + 99_000)).toBe(10_000);
  });

  it('keeps one RPE asked for after Stop, at the end, replaced or removed when changed', () => {
    const stopped = run(
      { type: 'entry', at: T0 + 2000, entry: { kind: 'rpe', value: 11 } },
      { type: 'stop', at: T0 + 10_000 },
      { type: 'review-rpe', value: 13 },
      { type: 'review-rpe', value: 15 },
    );
    expect(stopped.events).toEqual([
      { t: 2000, kind: 'rpe', value: 11 },
      { t: 10_000, kind: 'rpe', value: 15 },
    ]);
    expect(reduceRecording(stopped, { type: 'review-rpe', value: null }).events).toHaveLength(1);
    // While recording, RPE is a quick entry at its time instead.
    expect(run({ type: 'review-rpe', value: 12 }).events).toEqual([]);
  });

  it('undo takes back the entries recorded together at that time, each once, and nothing else', () => {
    const rpe = { kind: 'rpe', value: 13 } as const;
    const bp = { kind: 'bp', value: { systolic: 130, diastolic: 80 } } as const;
    const recording = run(
      { type: 'entry', at: T0 + 1000, entry: rpe },
      { type: 'entry', at: T0 + 5000, entry: rpe },
      { type: 'entry', at: T0 + 5000, entry: bp },
      { type: 'entry', at: T0 + 5000, entry: { kind: 'spo2', value: 96 } },
      { type: 'undo-entries', at: T0 + 5000, entries: [rpe, bp] },
    );
    expect(recording.events).toEqual([
      { t: 1000, kind: 'rpe', value: 13 },
      { t: 5000, kind: 'spo2', value: 96 },
    ]);
    const nothing = { type: 'undo-entries', at: T0 + 7000, entries: [rpe] } as const;
    expect(reduceRecording(recording, nothing)).toBe(recording);
  });

  it('undo still takes an entry back once the recording has stopped', () => {
    const stopped = run(
      { type: 'entry', at: T0 + 2000, entry: { kind: 'spo2', value: 91 } },
      { type: 'stop', at: T0 + 3000 },
      { type: 'undo-entries', at: T0 + 2000, entries: [{ kind: 'spo2', value: 91 }] },
    );
    expect(stopped.events).toEqual([]);
  });

  it('carries a class id and class part, and replaces the part when limits change', () => {
    const recording = startRecording({ ...makeSetup(), classId: ID, classPart: { a: 1 } }, ID, T0);
    const changed = reduceRecording(recording, { type: 'class-part', classPart: { a: 2 } });
    expect(changed).toMatchObject({ classId: ID, classPart: { a: 2 } });
  });
});
