/**
 * A recording being recorded and the one function that changes it. Every action carries its
 * epoch time (`at`); events and samples store ms offsets from `startedAt`, as activity.ts does.
 * The timer is wall-clock: a pause, a sensor drop or a reload never stops it.
 */

import { activeIntervals } from '../../../common/metrics/active-time';
import type { HrTarget } from '../../../common/metrics/zones';
import type {
  ActivityType,
  DeviceKind,
  SafetyMaxSource,
  SessionPrescription,
} from '../../../common/schemas/activity';
import type { ActivityEvent } from '../../../common/schemas/activity-event';
import type { SensorReading } from '../devices';
import { appendSample, emptySamples, type RecordingSamples } from './recording-samples';

export type RecordingStatus = 'running' | 'paused' | 'stopped';
export type RecordingDeviceKind = DeviceKind;

export interface RecordingSetup {
  patientId: string;
  type: ActivityType;
  hrMaxBpm: number | null;
  restingHr: number | null;
  target: HrTarget | null;
  /** True when `hrMaxBpm` comes from the clinic's age formula, not a measured exercise test. */
  hrMaxEstimated?: boolean;
  /** The active prescription's safety maximum, the alarm limit; absent or null without one. */
  safetyMaxBpm?: number | null;
  /** Where `safetyMaxBpm` comes from (the record's first source); absent or null when unknown. */
  safetyMaxSource?: SafetyMaxSource | null;
  /** A Borg-only prescription's RPE range: the tile shows it, a rating above it is advised on. */
  borgTarget?: { low: number; high: number } | null;
  /**
   * The prescription it starts from: its version and whether a physician's signature covers it
   * (false: never signed, or changed since). Absent without one, or when the signatures could not
   * be read; kept with the session, so its reports say "Prescription v2 · unsigned".
   */
  prescription?: SessionPrescription | null;
  /**
   * Recorded as a note at the start (a target changed from the prescription for the day); not
   * kept on the recording itself.
   */
  startNote?: string;
  /** Set when recorded in a class: every participant's session carries the same id. */
  classId?: string;
  /**
   * What the class needs to resume this participant (sensor, alarm limits), checkpointed with
   * the recording; opaque here, the class feature validates it.
   */
  classPart?: Record<string, unknown>;
}

export interface Recording extends RecordingSetup {
  activityId: string;
  startedAt: number;
  /** Set by Stop. */
  endedAt: number | null;
  status: RecordingStatus;
  /** The sensor that gave the readings; 'manual' when HR was only typed in. */
  device: { name: string; kind: RecordingDeviceKind } | null;
  samples: RecordingSamples;
  events: ActivityEvent[];
  notes: string;
}

type WithoutTime<E> = E extends unknown ? Omit<E, 't'> : never;
/** A marker or quick entry (RPE, blood pressure, SpO2, note): the event without its time. */
export type QuickEntry = WithoutTime<Exclude<ActivityEvent, { kind: 'pause' | 'resume' }>>;

export type RecordingAction =
  | { type: 'reading'; reading: SensorReading }
  | { type: 'manual-hr'; at: number; hr: number }
  | { type: 'pause'; at: number }
  | { type: 'resume'; at: number }
  | { type: 'entry'; at: number; entry: QuickEntry }
  /** Takes back entries recorded together at `at` (the clinician's Undo, seconds later). */
  | { type: 'undo-entries'; at: number; entries: readonly QuickEntry[] }
  | { type: 'device'; device: Recording['device'] }
  | { type: 'notes'; notes: string }
  | { type: 'class-part'; classPart: Record<string, unknown> }
  /** The Borg rating asked for after Stop: one RPE at the end, replaced when changed. */
  | { type: 'review-rpe'; value: number | null }
  | { type: 'stop'; at: number };

/** The patient's set-up of a recording, without what a class adds (its id, its part). */
export function patientSetupOf(setup: RecordingSetup): RecordingSetup {
  const { patientId, type, hrMaxBpm, restingHr, target } = setup;
  const { hrMaxEstimated, safetyMaxBpm, safetyMaxSource, borgTarget, prescription, startNote } =
    setup;
  return {
    patientId,
    type,
    hrMaxBpm,
    restingHr,
    target,
    ...(hrMaxEstimated === undefined ? {} : { hrMaxEstimated }),
    ...(safetyMaxBpm === undefined ? {} : { safetyMaxBpm }),
    ...(safetyMaxSource == null ? {} : { safetyMaxSource }),
    ...(borgTarget == null ? {} : { borgTarget }),
    ...(prescription == null ? {} : { prescription }),
    ...(startNote === undefined ? {} : { startNote }),
  };
}

export function startRecording(setup: RecordingSetup, activityId: string, at: number) {
  const { startNote, ...kept } = setup;
  return {
    ...kept,
    activityId,
    startedAt: at,
    endedAt: null,
    status: 'running',
    device: null,
    samples: emptySamples(),
    events: startNote ? [{ t: 0, kind: 'note', value: startNote }] : [],
    notes: '',
  } satisfies Recording as Recording;
}

/** Ms from the start; never negative (an action stamped before Start counts as at Start). */
function offsetOf(recording: Recording, at: number): number {
  return Math.max(0, Math.round(at - recording.startedAt));
}

export function reduceRecording(recording: Recording, action: RecordingAction): Recording {
  if (recording.status === 'stopped') {
    if (action.type === 'review-rpe') return withReviewRpe(recording, action.value);
    // Undo still works after Stop: the notice outlives End class by a few seconds.
    if (action.type === 'undo-entries') return withoutEntries(recording, action);
    return action.type === 'notes' ? { ...recording, notes: action.notes } : recording;
  }
  switch (action.type) {
    case 'reading': {
      const { reading } = action;
      const t = offsetOf(recording, reading.at);
      const [firstRr, ...moreRr] = reading.rrIntervals ?? [];
      const added = appendSample(recording.samples, {
        t,
        hr: reading.hr,
        rr: firstRr,
        speed: reading.speedKmh,
        cadence: reading.cadenceRpm,
        power: reading.powerW,
      });
      // Every beat gets its own row (no HR) so RMSSD compares truly successive intervals.
      for (const rr of moreRr) appendSample(recording.samples, { t, rr });
      return added ? { ...recording } : recording;
    }
    case 'manual-hr':
      appendSample(recording.samples, { t: offsetOf(recording, action.at), hr: action.hr });
      return { ...recording, device: recording.device ?? { name: 'manual', kind: 'manual' } };
    case 'pause':
    case 'resume': {
      const wanted = action.type === 'pause' ? 'running' : 'paused';
      if (recording.status !== wanted) return recording;
      return {
        ...withEvent(recording, { t: offsetOf(recording, action.at), kind: action.type }),
        status: action.type === 'pause' ? 'paused' : 'running',
      };
    }
    case 'entry':
      return withEvent(recording, {
        ...action.entry,
        t: offsetOf(recording, action.at),
      } as ActivityEvent);
    case 'undo-entries':
      return withoutEntries(recording, action);
    case 'device':
      return { ...recording, device: action.device };
    case 'notes':
      return { ...recording, notes: action.notes };
    case 'class-part':
      return { ...recording, classPart: action.classPart };
    case 'review-rpe':
      return recording;
    case 'stop':
      return { ...recording, status: 'stopped', endedAt: Math.max(action.at, recording.startedAt) };
  }
}

function withReviewRpe(recording: Recording, value: number | null): Recording {
  const end = offsetOf(recording, recording.endedAt ?? recording.startedAt);
  const events = recording.events.filter((e) => !(e.kind === 'rpe' && e.t === end));
  return {
    ...recording,
    events: value === null ? events : [...events, { t: end, kind: 'rpe', value }],
  };
}

/** Without the events those entries made at that time (each taken once); unchanged if none. */
function withoutEntries(
  recording: Recording,
  { at, entries }: { at: number; entries: readonly QuickEntry[] },
): Recording {
  const t = offsetOf(recording, at);
  const key = (entry: { kind: string; value?: unknown }) =>
    `${entry.kind}:${JSON.stringify(entry.value ?? null)}`;
  const wanted = entries.map(key);
  const events = recording.events.filter((event) => {
    const index = event.t === t ? wanted.indexOf(key(event)) : -1;
    if (index === -1) return true;
    wanted.splice(index, 1);
    return false;
  });
  return events.length === recording.events.length ? recording : { ...recording, events };
}

function withEvent(recording: Recording, event: ActivityEvent): Recording {
  return { ...recording, events: [...recording.events, event] };
}

/** Time since Start (until Stop once stopped). */
export function elapsedMs(recording: Recording, now: number): number {
  return Math.max(0, (recording.endedAt ?? now) - recording.startedAt);
}

/** Elapsed time minus the pauses, the way the summary counts it. */
export function activeMs(recording: Recording, now: number): number {
  return activeIntervals(recording.events, elapsedMs(recording, now)).totalMs;
}
