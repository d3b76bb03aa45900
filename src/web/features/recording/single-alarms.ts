/**
 * The alarms of the single recording (the Activity screen): one alarm watch on the app's
 * recorder, started with each recording on its sensor with the limits prefilled from the
 * patient's target and HR max, ticking every second until the recording ends.
 */
import { useSyncExternalStore } from 'react';
import { defaultAlarmLimits } from '../../../common/alarms/alarm-limits';
import type { ActiveAlarm } from '../../../common/alarms/alarm-monitor';
import { preExerciseSystolic, unacknowledgedAlarms } from '../../../common/alarms/alarm-resume';
import type { AlarmRule } from '../../../common/alarms/alarm-rules';
import { vibrateForAlarm } from '../alarms';
import { AlarmWatch } from './alarm-watch';
import type { Recorder, SensorSource } from './recorder';
import type { QuickEntry, Recording } from './recording';

const TICK_MS = 1000;
const NO_LIMITS = defaultAlarmLimits({ hrMaxBpm: null, target: null });

export function createSingleAlarms(recorder: Pick<Recorder, 'getState' | 'dispatch'>) {
  const listeners = new Set<() => void>();
  let alarms: readonly ActiveAlarm[] = [];
  let ticker: ReturnType<typeof setInterval> | null = null;
  const notify = () => {
    alarms = watch.monitor.alarms;
    for (const listener of listeners) listener();
  };
  const watch = new AlarmWatch(recorder, NO_LIMITS, {
    onAlarm: vibrateForAlarm,
    onChange: notify,
  });
  const stopTicking = () => {
    if (ticker !== null) clearInterval(ticker);
    ticker = null;
  };

  return {
    /** A recording started or resumed on `sensor` (null: none, HR typed by hand). */
    begin(recording: Recording, sensor: SensorSource | null, at: number): void {
      watch.limits = defaultAlarmLimits(recording);
      // A resumed recording's unacknowledged alarms sound again (a new one has no events).
      const waiting = recording.status === 'stopped' ? [] : unacknowledgedOf(recording);
      // A resumed recording's fall in pressure is still measured from its pre-exercise value.
      watch.restart(at, waiting, preExerciseSystolic(recording.events));
      watch.watch(sensor);
      stopTicking();
      ticker = setInterval(() => watch.tick(Date.now()), TICK_MS);
      notify();
    },
    end(): void {
      stopTicking();
      watch.watch(null);
      watch.restart(0);
      notify();
    },
    entry: (entry: QuickEntry, at: number) => watch.entry(entry, at),
    acknowledge: (rule: AlarmRule, by: string, at: number) => watch.acknowledge(rule, by, at),
    getAlarms: (): readonly ActiveAlarm[] => alarms,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type SingleAlarms = ReturnType<typeof createSingleAlarms>;

const unacknowledgedOf = (recording: Recording) =>
  unacknowledgedAlarms(recording.events, recording.startedAt);

export function useSingleAlarms(single: SingleAlarms): readonly ActiveAlarm[] {
  return useSyncExternalStore(single.subscribe, single.getAlarms, single.getAlarms);
}
