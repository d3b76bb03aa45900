/**
 * One guided home session in progress, outside React so the clock and the strap keep going
 * across renders: the recording feature's recorder (samples, events, the strap's drops and
 * returns as gap markers) plus the cues of heart-rate-cues.ts, said through `CueSignals`, and
 * the above-max alarm stored as the clinic's sessions store it. Clock, signals and the save are
 * injected, so the whole session runs in unit tests.
 */
import { defaultAlarmLimits } from '../../../../common/alarms/alarm-limits';
import type { ActivityInput } from '../../../../common/schemas/activity';
import type { HomePlan } from '../../../../common/schemas/home-today';
import type { Clock } from '../../../lib/clock';
import type { SensorHub } from '../../devices';
import { activityInputOf, createRecorder, type Recording } from '../../recording';
import type { CueSignals } from './cue-signals';
import { VIBRATION } from './cue-signals';
import {
  type CueLimits,
  type CueState,
  type HeartRateCue,
  initialCueState,
  stepCue,
} from './heart-rate-cues';
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
}

export interface HomeSessionState {
  recording: Recording | null;
  /** The cue said last, shown in words under the clock. */
  cue: HeartRateCue | null;
  /** The body kept for the After form once the session ended. */
  finished: ActivityInput | null;
  /** The plan it started from: a later read of the day does not change a session under way. */
  plan: HomePlan | null;
}

/** The band and the maximum the cues judge: the plan's, the maximum as a clinic session takes it. */
export function cueLimitsOf(plan: Pick<HomePlan, 'band' | 'safetyMaxBpm'>): CueLimits {
  const safetyMaxBpm = defaultAlarmLimits({
    hrMaxBpm: null,
    target: plan.band,
    safetyMaxBpm: plan.safetyMaxBpm,
  }).safetyMaxBpm;
  return { band: plan.band, safetyMaxBpm };
}

export function createHomeSession(deps: HomeSessionDeps) {
  const recorder = createRecorder({
    clock: deps.clock,
    newId: deps.newId,
    // A home session is not resumed after a reload (yet): nothing to checkpoint.
    writeCheckpoint: () => Promise.resolve(),
    deleteCheckpoint: () => Promise.resolve(),
    saveRecording: (recording, timestamp) =>
      deps.save(recording.activityId, activityInputOf(recording, timestamp)),
  });
  let state: HomeSessionState = { recording: null, cue: null, finished: null, plan: null };
  let cueState: CueState = initialCueState;
  let plan: HomePlan | null = null;
  let unfollow: (() => void) | null = null;
  const listeners = new Set<() => void>();
  const publish = (next: Partial<HomeSessionState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  recorder.subscribe(() => publish({ recording: recorder.getState().recording }));

  const say = (cue: HeartRateCue) => {
    deps.signals.speak(deps.cueWords(cue), deps.language());
    deps.signals.vibrate(VIBRATION[cue]);
    publish({ cue });
  };

  const onHeartRate = (at: number, hrBpm: number) => {
    const recording = recorder.getState().recording;
    if (!plan || recording?.status !== 'running') return;
    const { phase } = phaseAt(plan.phases, at - recording.startedAt);
    const step = stepCue(cueState, { at, hrBpm }, cueLimitsOf(plan), phase === 'conditioning');
    cueState = step.state;
    if (step.alarm)
      recorder.dispatch({ type: 'entry', at, entry: { kind: 'alarm', value: step.alarm } });
    if (step.say) say(step.say);
  };

  const stopAndSave = async (extra: (at: number) => void) => {
    const at = deps.clock.now();
    unfollow?.();
    unfollow = null;
    extra(at);
    recorder.dispatch({ type: 'stop', at });
    const recording = recorder.getState().recording;
    if (!recording) return;
    const finished = activityInputOf(recording, at);
    await recorder.save();
    publish({ finished, recording });
  };

  return {
    getState: (): HomeSessionState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Starts now; `sensor` null runs by time and Borg alone. */
    async start(today: HomePlan, patientId: string, sensor: SensorSource | null): Promise<void> {
      plan = today;
      cueState = initialCueState;
      publish({ cue: null, finished: null, plan: today });
      const limits = cueLimitsOf(today);
      await recorder.start(
        {
          patientId,
          type: today.prescription.modality,
          hrMaxBpm: null,
          restingHr: null,
          target: today.band,
          safetyMaxBpm: limits.safetyMaxBpm,
          borgTarget: today.band ? null : today.borg,
          prescription: { version: today.prescription.version, signed: true },
        },
        sensor,
      );
      unfollow =
        sensor?.onReading((reading) => {
          if (reading.hr !== undefined) onHeartRate(reading.at, reading.hr);
        }) ?? null;
    },
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
      unfollow?.();
      unfollow = null;
      recorder.reset();
      plan = null;
      publish({ recording: null, cue: null, finished: null, plan: null });
    },
  };
}

export type HomeSession = ReturnType<typeof createHomeSession>;
