/**
 * One guided home session in progress, outside React so the clock and the strap keep going
 * across renders: the recording feature's recorder (samples, events, the strap's drops and
 * returns as gap markers) plus the cues of heart-rate-cues.ts, said through `CueSignals`, and
 * the above-max alarm stored as the clinic's sessions store it. Checkpointed as the clinic's
 * recording is (with the plan it started from, home-checkpoint.ts), so after a reload it is
 * continued, the time away a gap, or ended where it stopped. Clock, signals, checkpoints and the
 * save are injected, so the whole session runs in unit tests.
 */
import { defaultAlarmLimits } from '../../../../common/alarms/alarm-limits';
import type { ActivityInput } from '../../../../common/schemas/activity';
import type { HomePlan } from '../../../../common/schemas/home-today';
import type { Clock } from '../../../lib/clock';
import type { SensorHub } from '../../devices';
import { activityInputOf, createRecorder, type Recording, reduceRecording } from '../../recording';
import type { CueSignals } from './cue-signals';
import { VIBRATION } from './cue-signals';
import {
  type CueLimits,
  type CueState,
  type HeartRateCue,
  initialCueState,
  stepCue,
} from './heart-rate-cues';
import type { HomeCheckpoint, HomeCheckpointPart } from './home-checkpoint';
import { phaseAt } from './session-plan';
import { SYMPTOM_MARKER, type Symptom } from './symptoms';

type SensorSource = Pick<SensorHub, 'onReading' | 'subscribe' | 'getSnapshot'>;

export interface HomeSessionDeps {
  clock: Clock;
  signals: CueSignals;
  newId(): string;
  /** The words of a cue in the app's language now, and that language's tag. */
  cueWords(cue: HeartRateCue): string;
  language(): string;
  /** Stores the finished session's body for the server (the outbox); resolves once kept. */
  save(activityId: string, body: ActivityInput): Promise<void>;
  /** The recording feature's checkpoint store, the home part beside the recording. */
  writeCheckpoint(recording: Recording, savedAt: number, home: HomeCheckpointPart): Promise<void>;
  deleteCheckpoint(activityId: string): Promise<void>;
}

export interface HomeSessionState {
  recording: Recording | null;
  /** The cue said last, shown in words under the clock. */
  cue: HeartRateCue | null;
  /** The body kept for the After form once the session ended. */
  finished: ActivityInput | null;
  /** The plan it started from: a later read of the day does not change a session under way. */
  plan: HomePlan | null;
  /** Started on a strap (the heart rate is shown, and followed again after a reload). */
  withStrap: boolean;
}

const EMPTY: HomeSessionState = {
  recording: null,
  cue: null,
  finished: null,
  plan: null,
  withStrap: false,
};

/** The band and the maximum the cues judge: the plan's, the maximum as a clinic session takes it. */
export function cueLimitsOf(plan: Pick<HomePlan, 'band' | 'safetyMaxBpm'>): CueLimits {
  const safetyMaxBpm = defaultAlarmLimits({
    hrMaxBpm: null,
    target: plan.band,
    safetyMaxBpm: plan.safetyMaxBpm,
  }).safetyMaxBpm;
  return { band: plan.band, safetyMaxBpm };
}

/** What the recorder is started with: the signed plan's band, maximum and Borg range. */
function recordingSetupOf(today: HomePlan, patientId: string) {
  return {
    patientId,
    type: today.prescription.modality,
    hrMaxBpm: null,
    restingHr: null,
    target: today.band,
    safetyMaxBpm: cueLimitsOf(today).safetyMaxBpm,
    borgTarget: today.band ? null : today.borg,
    prescription: { version: today.prescription.version, signed: true },
  };
}

/** The checkpointed recording stopped at its last checkpoint (the last moment recorded). */
function stoppedAtLastCheckpoint({ recording, savedAt }: HomeCheckpoint['checkpoint']): Recording {
  if (recording.status === 'stopped') return recording;
  return reduceRecording(recording, { type: 'stop', at: Math.max(savedAt, recording.startedAt) });
}

/**
 * The strap's readings judged against the plan while the recording runs: each cue said (voice,
 * vibration, shown) and each above-max alarm stored in the recording.
 */
function createCueFollower(
  deps: HomeSessionDeps,
  recorder: ReturnType<typeof createRecorder>,
  shown: (cue: HeartRateCue) => void,
) {
  let cueState: CueState = initialCueState;
  let plan: HomePlan | null = null;
  let unfollow: (() => void) | null = null;

  const onHeartRate = (at: number, hrBpm: number) => {
    const recording = recorder.getState().recording;
    if (!plan || recording?.status !== 'running') return;
    const { phase } = phaseAt(plan.phases, at - recording.startedAt);
    const step = stepCue(cueState, { at, hrBpm }, cueLimitsOf(plan), phase === 'conditioning');
    cueState = step.state;
    if (step.alarm)
      recorder.dispatch({ type: 'entry', at, entry: { kind: 'alarm', value: step.alarm } });
    if (!step.say) return;
    deps.signals.speak(deps.cueWords(step.say), deps.language());
    deps.signals.vibrate(VIBRATION[step.say]);
    shown(step.say);
  };

  return {
    /** A plan taken up (started or resumed; null once forgotten): the cues start afresh. */
    judgeBy(next: HomePlan | null): void {
      plan = next;
      cueState = initialCueState;
    },
    follow(sensor: SensorSource | null): void {
      unfollow =
        sensor?.onReading((reading) => {
          if (reading.hr !== undefined) onHeartRate(reading.at, reading.hr);
        }) ?? null;
    },
    unfollow(): void {
      unfollow?.();
      unfollow = null;
    },
  };
}

export function createHomeSession(deps: HomeSessionDeps) {
  let state: HomeSessionState = EMPTY;
  const recorder = createRecorder({
    clock: deps.clock,
    newId: deps.newId,
    writeCheckpoint: (recording, savedAt) =>
      state.plan
        ? deps.writeCheckpoint(recording, savedAt, {
            plan: state.plan,
            withStrap: state.withStrap,
          })
        : Promise.resolve(),
    deleteCheckpoint: deps.deleteCheckpoint,
    saveRecording: (recording, timestamp) =>
      deps.save(recording.activityId, activityInputOf(recording, timestamp)),
  });
  const listeners = new Set<() => void>();
  const publish = (next: Partial<HomeSessionState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  recorder.subscribe(() => publish({ recording: recorder.getState().recording }));
  const cues = createCueFollower(deps, recorder, (cue) => publish({ cue }));

  /** The recorder's stopped recording goes to `save`, then its checkpoint is deleted. */
  const saveStopped = async () => {
    const recording = recorder.getState().recording;
    if (recording?.status !== 'stopped') return;
    const finished = activityInputOf(recording, deps.clock.now());
    await recorder.save();
    publish({ finished, recording });
  };

  const stopAndSave = async (extra: (at: number) => void) => {
    const at = deps.clock.now();
    cues.unfollow();
    extra(at);
    recorder.dispatch({ type: 'stop', at });
    await saveStopped();
  };

  /** Takes up `saved`'s plan and strap choice; the cues start afresh. */
  const takeUp = (saved: Pick<HomeCheckpoint, 'plan' | 'withStrap'>) => {
    cues.judgeBy(saved.plan);
    publish({ cue: null, finished: null, plan: saved.plan, withStrap: saved.withStrap });
  };

  return {
    getState: (): HomeSessionState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Starts now; `sensor` null runs by time and Borg alone. */
    async start(today: HomePlan, patientId: string, sensor: SensorSource | null): Promise<void> {
      takeUp({ plan: today, withStrap: sensor !== null });
      await recorder.start(recordingSetupOf(today, patientId), sensor);
      cues.follow(sensor);
    },
    /**
     * Goes on with a checkpointed session after a reload, with the plan it started from; the
     * time it was not recorded is marked as a gap (the recorder's resume). A strap session
     * follows `sensor` again (reconnected by the patient), a session by time does not.
     */
    async resume(saved: HomeCheckpoint, sensor: SensorSource | null): Promise<void> {
      takeUp(saved);
      const strap = saved.withStrap ? sensor : null;
      await recorder.resume(saved.checkpoint, strap);
      if (saved.checkpoint.recording.status === 'stopped') return saveStopped();
      cues.follow(strap);
    },
    /**
     * Ends a checkpointed session without going on: it ends at its last checkpoint (the last
     * moment recorded), not now, and is kept for its After form.
     */
    async endSaved(saved: HomeCheckpoint): Promise<void> {
      takeUp(saved);
      const stopped = stoppedAtLastCheckpoint(saved.checkpoint);
      await recorder.resume({ ...saved.checkpoint, recording: stopped }, null);
      await saveStopped();
    },
    /** Stores the latest checkpoint now (the page is going away). */
    flush: (): Promise<void> => recorder.flush(),
    /** The Borg rating asked at the end of conditioning. */
    rateBorg(value: number): void {
      recorder.dispatch({ type: 'entry', at: deps.clock.now(), entry: { kind: 'rpe', value } });
    },
    /** The cool-down is over: the session ends and is kept for the server. */
    finish: () => stopAndSave(() => undefined),
    /** "I feel unwell": stops at once, the symptom marked at that moment. */
    stopUnwell: (symptom: Symptom) =>
      stopAndSave((at) =>
        recorder.dispatch({
          type: 'entry',
          at,
          entry: { kind: 'marker', value: `${SYMPTOM_MARKER.during}${symptom}` },
        }),
      ),
    /** Forgets a session in memory (leaving the screen before it started, signing out). */
    reset(): void {
      cues.unfollow();
      recorder.reset();
      cues.judgeBy(null);
      publish(EMPTY);
    },
  };
}

export type HomeSession = ReturnType<typeof createHomeSession>;
