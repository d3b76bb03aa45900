/**
 * A session being recorded and the one function that changes it. Every action carries its
 * epoch time (`at`); events and samples store ms offsets from `startedAt`, as activity.ts does.
 * The timer is wall-clock: a pause, a sensor drop or a reload never stops it.
 */

import { activeIntervals } from '../../../common/metrics/active-time';
import type { HrTarget } from '../../../common/metrics/zones';
import type { ActivityEvent, ActivityType } from '../../../common/schemas/activity';
import type { SensorReading } from '../devices';
import { appendSample, emptySamples, type SessionSamples } from './session-samples';

export type SessionStatus = 'running' | 'paused' | 'stopped';
export type SessionDeviceKind = 'heart-rate' | 'bike' | 'treadmill' | 'simulated' | 'manual';

export interface SessionSetup {
  patientId: string;
  type: ActivityType;
  hrMaxBpm: number | null;
  restingHr: number | null;
  target: HrTarget | null;
}

export interface RecordingSession extends SessionSetup {
  activityId: string;
  startedAt: number;
  /** Set by Stop. */
  endedAt: number | null;
  status: SessionStatus;
  /** The sensor that gave the readings; 'manual' when HR was only typed in. */
  device: { name: string; kind: SessionDeviceKind } | null;
  samples: SessionSamples;
  events: ActivityEvent[];
  notes: string;
}

type WithoutTime<E> = E extends unknown ? Omit<E, 't'> : never;
/** A marker or quick entry (RPE, blood pressure, SpO2, note): the event without its time. */
export type QuickEntry = WithoutTime<Exclude<ActivityEvent, { kind: 'pause' | 'resume' }>>;

export type SessionAction =
  | { type: 'reading'; reading: SensorReading }
  | { type: 'manual-hr'; at: number; hr: number }
  | { type: 'pause'; at: number }
  | { type: 'resume'; at: number }
  | { type: 'entry'; at: number; entry: QuickEntry }
  | { type: 'device'; device: RecordingSession['device'] }
  | { type: 'notes'; notes: string }
  | { type: 'stop'; at: number };

export function startSession(setup: SessionSetup, activityId: string, at: number) {
  return {
    ...setup,
    activityId,
    startedAt: at,
    endedAt: null,
    status: 'running',
    device: null,
    samples: emptySamples(),
    events: [],
    notes: '',
  } satisfies RecordingSession as RecordingSession;
}

/** Ms from the start; never negative (an action stamped before Start counts as at Start). */
export function offsetOf(session: RecordingSession, at: number): number {
  return Math.max(0, Math.round(at - session.startedAt));
}

export function reduceSession(session: RecordingSession, action: SessionAction): RecordingSession {
  if (session.status === 'stopped') {
    return action.type === 'notes' ? { ...session, notes: action.notes } : session;
  }
  switch (action.type) {
    case 'reading': {
      const { reading } = action;
      const t = offsetOf(session, reading.at);
      const [firstRr, ...moreRr] = reading.rrIntervals ?? [];
      const added = appendSample(session.samples, {
        t,
        hr: reading.hr,
        rr: firstRr,
        speed: reading.speedKmh,
        cadence: reading.cadenceRpm,
        power: reading.powerW,
      });
      // Every beat gets its own row (no HR) so RMSSD compares truly successive intervals.
      for (const rr of moreRr) appendSample(session.samples, { t, rr });
      return added ? { ...session } : session;
    }
    case 'manual-hr':
      appendSample(session.samples, { t: offsetOf(session, action.at), hr: action.hr });
      return { ...session, device: session.device ?? { name: 'manual', kind: 'manual' } };
    case 'pause':
    case 'resume': {
      const wanted = action.type === 'pause' ? 'running' : 'paused';
      if (session.status !== wanted) return session;
      return {
        ...withEvent(session, { t: offsetOf(session, action.at), kind: action.type }),
        status: action.type === 'pause' ? 'paused' : 'running',
      };
    }
    case 'entry':
      return withEvent(session, {
        ...action.entry,
        t: offsetOf(session, action.at),
      } as ActivityEvent);
    case 'device':
      return { ...session, device: action.device };
    case 'notes':
      return { ...session, notes: action.notes };
    case 'stop':
      return { ...session, status: 'stopped', endedAt: Math.max(action.at, session.startedAt) };
  }
}

function withEvent(session: RecordingSession, event: ActivityEvent): RecordingSession {
  return { ...session, events: [...session.events, event] };
}

/** Time since Start (until Stop once stopped). */
export function elapsedMs(session: RecordingSession, now: number): number {
  return Math.max(0, (session.endedAt ?? now) - session.startedAt);
}

/** Elapsed time minus the pauses, the way the summary counts it. */
export function activeMs(session: RecordingSession, now: number): number {
  return activeIntervals(session.events, elapsedMs(session, now)).totalMs;
}
