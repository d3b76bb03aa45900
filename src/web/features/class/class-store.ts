/**
 * The class in progress, outside React so it survives navigation: its participants, the phase
 * (set-up, live, review), Start/End for everyone at the same instant, the 1 s tick that drives
 * the alarms and the freshness of every tile, and saving one session per participant.
 */

import { defaultAlarmLimits } from '../../../common/alarms/alarm-limits';
import { type AlarmPriority, soundingPriority } from '../../../common/alarms/alarm-priority';
import type { AlarmRule } from '../../../common/alarms/alarm-rules';
import { activeClinicId } from '../../lib/active-workspace';
import { registerSwitchGuard } from '../../lib/switch-guards';
import { userResource } from '../../lib/user-state';
import { type Checkpoint, patientSetupOf, type Recorder } from '../recording';
import { classDraft, draftEntryOf } from './class-draft';
import { classPartFrom } from './class-part';
import { ClassParticipant, type ParticipantInit } from './class-participant';
import { strapRegistry, withPairing } from './sensor-registry';
import {
  type ClassAlarm,
  classAlarmsOf,
  freshnessNow,
  sameClassAlarms,
  type TileView,
  tileViewOf,
} from './tile-view';

export type ClassPhase = 'setup' | 'live' | 'review';

export interface ClassState {
  phase: ClassPhase;
  classId: string | null;
  startedAt: number | null;
  tiles: readonly TileView[];
  /** Unacknowledged first, most severe first: what the banner names. */
  alarms: readonly ClassAlarm[];
  /** An alarm is waiting for its acknowledgement: the tone plays. */
  sounding: boolean;
  /** The highest priority waiting: its tone is the one that plays. */
  tonePriority: AlarmPriority | null;
  /** The class just saved, for the link to its report. */
  savedClassId: string | null;
}

const TICK_MS = 1000;
const INITIAL: ClassState = {
  phase: 'setup',
  classId: null,
  startedAt: null,
  tiles: [],
  alarms: [],
  sounding: false,
  tonePriority: null,
  savedClassId: null,
};

export interface ClassStoreOptions {
  now?: () => number;
  /** Each participant's recorder (tests pass one that keeps what it saves). */
  makeRecorder?: () => Recorder;
}

export function createClassStore({ now = Date.now, makeRecorder }: ClassStoreOptions = {}) {
  let state = INITIAL;
  let participants: ClassParticipant[] = [];
  const dirty = new Set<string>();
  const listeners = new Set<(urgent: boolean) => void>();
  const alarmListeners = new Set<(alarm: ClassAlarm) => void>();
  let ticker: ReturnType<typeof setInterval> | null = null;

  const publish = (patch: Partial<ClassState> = {}, urgent = true) => {
    const at = now();
    const previous = new Map(state.tiles.map((tile) => [tile.id, tile]));
    const tiles = participants.map((p) => {
      const kept = previous.get(p.id);
      return kept && !dirty.has(p.id) ? kept : tileViewOf(p, at);
    });
    dirty.clear();
    const listed = classAlarmsOf(tiles);
    // The same alarms keep the same list, so the banner does not redraw for every reading.
    const alarms = sameClassAlarms(state.alarms, listed) ? state.alarms : listed;
    state = {
      ...state,
      ...patch,
      tiles,
      alarms,
      sounding: alarms.some((alarm) => !alarm.alarm.acknowledged),
      tonePriority: soundingPriority(alarms.map((entry) => entry.alarm)),
    };
    for (const listener of listeners) listener(urgent);
  };

  const events = {
    onStrapSeen(
      p: ClassParticipant,
      strap: { deviceId: string; name: string; batteryPct: number | null },
    ) {
      const registry = strapRegistry(activeClinicId());
      registry.set(withPairing(registry.get(), { ...strap, patientId: p.id, lastSeenAt: now() }));
    },
    onChange(p: ClassParticipant, urgent = false) {
      dirty.add(p.id);
      // Urgent: the clinician changed something (a strap chosen, limits), worth keeping.
      if (urgent) saveDraft();
      publish({}, urgent);
    },
    onAlarm(p: ClassParticipant, alarm: ClassAlarm['alarm']) {
      dirty.add(p.id);
      for (const listener of alarmListeners) {
        listener({ participantId: p.id, patientName: p.init.patientName, alarm });
      }
    },
  };

  const setTicking = (on: boolean) => {
    if (on && ticker === null) {
      ticker = setInterval(() => {
        const at = now();
        const shown = new Map(state.tiles.map((tile) => [tile.id, tile]));
        for (const p of participants) {
          p.tick(at);
          // Only a tile whose signal went stale or quiet changes with time alone.
          if (shown.get(p.id)?.freshness !== freshnessNow(p, at)) dirty.add(p.id);
        }
        if (dirty.size > 0) publish({}, false);
      }, TICK_MS);
    } else if (!on && ticker !== null) {
      clearInterval(ticker);
      ticker = null;
    }
  };

  const find = (id: string) => participants.find((p) => p.id === id);

  /** Keeps the set-up list on the device; not once recording, when checkpoints hold it. */
  const saveDraft = () => {
    if (state.phase !== 'setup' || participants.some((p) => p.recording)) return;
    const entries = participants.map((p) =>
      draftEntryOf({
        patientName: p.init.patientName,
        setup: p.setup,
        sensor: p.sensor,
        limits: p.limits,
      }),
    );
    classDraft(activeClinicId()).set(entries.length > 0 ? entries : null);
  };

  const add = (init: ParticipantInit): ClassParticipant => {
    const participant = new ClassParticipant(init, events, makeRecorder);
    // Its place on the wall, checkpointed, so a resumed class shows the tiles in the same order.
    participant.seat = Math.max(-1, ...participants.map((p) => p.seat)) + 1;
    participants = [...participants, participant];
    setTicking(true);
    dirty.add(participant.id);
    publish();
    return participant;
  };

  const clear = (patch: Partial<ClassState>) => {
    setTicking(false);
    for (const p of participants) p.dispose();
    participants = [];
    publish({ ...INITIAL, ...patch });
  };

  return {
    getState: (): ClassState => state,
    /** `urgent`: what the clinician did, or an alarm; readings and ticks are not. */
    subscribe(listener: (urgent: boolean) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Every new alarm, once: the screen sounds and vibrates for it. */
    onAlarm(listener: (alarm: ClassAlarm) => void): () => void {
      alarmListeners.add(listener);
      return () => alarmListeners.delete(listener);
    },
    participant: find,
    participants: (): readonly ClassParticipant[] => participants,
    hasPatient: (patientId: string) => participants.some((p) => p.id === patientId),

    /**
     * Adds a patient with their sensor and starts connecting it (Bluetooth: only a strap the
     * browser already knows). Synchronous, so a click can open the chooser right after it.
     */
    add(init: ParticipantInit): ClassParticipant {
      const participant = addConnecting(init);
      saveDraft();
      return participant;
    },
    remove(id: string): void {
      const participant = find(id);
      if (!participant || participant.recording) return;
      participant.dispose();
      participants = participants.filter((p) => p !== participant);
      saveDraft();
      publish();
    },
    /**
     * Brings back the set-up interrupted by a reload, only into an empty class being set up;
     * `isActive` drops a patient archived or gone since.
     */
    restoreDraft(isActive: (patientId: string) => boolean = () => true): void {
      if (state.phase !== 'setup' || participants.length > 0) return;
      const entries = classDraft(activeClinicId()).get();
      for (const init of entries) if (isActive(init.setup.patientId)) addConnecting(init);
      if (participants.length !== entries.length) saveDraft();
    },

    /** One recording per participant, all starting at the same instant. */
    async start(type: ParticipantInit['setup']['type']): Promise<void> {
      if (state.phase !== 'setup' || participants.length === 0) return;
      const classId = crypto.randomUUID();
      const at = now();
      await Promise.all(participants.map((p) => p.start(classId, at, type)));
      classDraft(activeClinicId()).set(null);
      publish({ phase: 'live', classId, startedAt: at, savedClassId: null });
    },
    /** A marker on every participant's timeline still being recorded. */
    marker(value?: string): void {
      const at = now();
      for (const p of participants) {
        if (p.monitored) {
          p.recorder.dispatch({ type: 'entry', at, entry: { kind: 'marker', value } });
        }
      }
    },
    pause(id: string): void {
      find(id)?.recorder.dispatch({ type: 'pause', at: now() });
    },
    resumeParticipant(id: string): void {
      find(id)?.recorder.dispatch({ type: 'resume', at: now() });
    },
    /** A patient who leaves early: their recording stops, the others go on. */
    stop(id: string): void {
      find(id)?.recorder.dispatch({ type: 'stop', at: now() });
    },
    acknowledge(id: string, rule: AlarmRule, by: string): void {
      find(id)?.acknowledge(rule, by, now());
    },
    /** Stops everyone still recording at the same instant; the review follows. */
    endClass(): void {
      const at = now();
      for (const p of participants) {
        if (p.monitored) p.recorder.dispatch({ type: 'stop', at });
      }
      publish({ phase: 'review' });
    },
    /** Saves each participant's session (through the outbox); a failure leaves the rest to retry. */
    async saveAll(): Promise<void> {
      const classId = state.classId;
      for (const p of participants) {
        if (p.recording) await p.recorder.save();
      }
      clear({ savedClassId: classId });
    },
    async discardAll(): Promise<void> {
      for (const p of participants) {
        const recording = p.recording;
        if (recording) await p.recorder.discard(recording.activityId);
      }
      clear({});
    },
    /** Rebuilds an interrupted class from its checkpoints and reconnects every sensor it can. */
    async resume(checkpoints: readonly Checkpoint[]): Promise<void> {
      if (participants.length > 0 || checkpoints.length === 0) return;
      const first = checkpoints[0]!.recording;
      for (const { checkpoint, part: stored } of bySeat(checkpoints)) {
        const { recording } = checkpoint;
        const part = stored ?? {
          // A damaged class part still resumes the recording: nothing recorded is dropped.
          patientName: recording.patientId,
          sensor: { kind: 'bluetooth' as const, deviceId: null, name: null },
          limits: defaultAlarmLimits(recording),
        };
        const participant = add({
          patientName: part.patientName,
          setup: patientSetupOf(recording),
          sensor: part.sensor,
          limits: part.limits,
        });
        await participant.resume(checkpoint);
      }
      const allStopped = participants.every((p) => p.recording?.status === 'stopped');
      publish({
        phase: allStopped ? 'review' : 'live',
        classId: first.classId ?? null,
        startedAt: Math.min(...checkpoints.map((c) => c.recording.startedAt)),
      });
      await Promise.all(participants.map((p) => reconnect(p)));
    },
    /** Reconnects every dropped sensor it can without a chooser. */
    reconnectAll(): Promise<void> {
      const dropped = participants.filter(
        (p) => p.hub.getSnapshot().status.state === 'disconnected',
      );
      return Promise.all(dropped.map((p) => reconnect(p))).then(() => undefined);
    },
    /** Sign-out: forget the class (its checkpoints go with the database). */
    reset(): void {
      clear({});
    },
  };

  /** Adds and connects a sensor that needs no chooser (simulated, or a strap the browser knows). */
  function addConnecting(init: ParticipantInit): ClassParticipant {
    const participant = add(init);
    if (init.sensor.kind === 'simulated' || init.sensor.deviceId) void reconnect(participant);
    return participant;
  }

  async function reconnect(p: ClassParticipant): Promise<void> {
    try {
      await p.connect();
    } catch {
      // The tile shows the sensor's error and a button to choose the strap again.
    }
    events.onChange(p);
  }
}

export type ClassStore = ReturnType<typeof createClassStore>;

/** The checkpoints in the tiles' order (older checkpoints without a seat last, as found). */
function bySeat(checkpoints: readonly Checkpoint[]) {
  const parts = checkpoints.map((checkpoint) => ({
    checkpoint,
    part: classPartFrom(checkpoint.recording.classPart),
  }));
  const seat = (entry: (typeof parts)[number]) => entry.part?.seat ?? Number.MAX_SAFE_INTEGER;
  return parts.sort((a, b) => seat(a) - seat(b));
}

export const appClass = userResource(createClassStore(), (store) => store.reset());

// The 5 s checkpoints may be up to 5 s old when the tab goes away: store the latest now.
if (typeof document !== 'undefined') {
  const flushAll = () => {
    for (const p of appClass.participants()) void p.recorder.flush();
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAll();
  });
  window.addEventListener('pagehide', flushAll);
}

// Until saved or discarded, a class's recordings belong to the workspace they were started in.
registerSwitchGuard(() => (appClass.participants().some((p) => p.recording) ? 'recording' : null));
