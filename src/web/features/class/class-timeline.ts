/**
 * What the clinician records on the participants' timelines during the class: markers for
 * everyone, a pause or an early stop for one, an alarm's acknowledgement, and the end for all.
 */
import type { AlarmRule } from '../../../common/alarms/alarm-rules';
import type { ClassRoster } from './class-roster';

export function classTimeline(now: () => number, roster: ClassRoster) {
  const dispatch = (id: string, type: 'pause' | 'resume' | 'stop') =>
    roster.find(id)?.recorder.dispatch({ type, at: now() });

  return {
    /** A marker on every participant's timeline still being recorded. */
    marker(value?: string): void {
      const at = now();
      for (const p of roster.all()) {
        if (p.monitored) {
          p.recorder.dispatch({ type: 'entry', at, entry: { kind: 'marker', value } });
        }
      }
    },
    pause(id: string): void {
      dispatch(id, 'pause');
    },
    resumeParticipant(id: string): void {
      dispatch(id, 'resume');
    },
    /** A patient who leaves early: their recording stops, the others go on. */
    stop(id: string): void {
      dispatch(id, 'stop');
    },
    acknowledge(id: string, rule: AlarmRule, by: string): void {
      roster.find(id)?.acknowledge(rule, by, now());
    },
    /** Stops everyone still recording at the same instant. */
    stopAll(): void {
      const at = now();
      for (const p of roster.all()) {
        if (p.monitored) p.recorder.dispatch({ type: 'stop', at });
      }
    },
  };
}
