/**
 * What the class screens read (phase, tiles, alarms), rebuilt from the participants on each
 * publish: a tile is redrawn only when its participant was marked changed since the last one.
 */
import { type AlarmPriority, soundingPriority } from '../../../common/alarms/alarm-priority';
import type { ClassParticipant } from './class-participant';
import {
  type ClassAlarm,
  classAlarmsOf,
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

export const INITIAL_CLASS_STATE: ClassState = {
  phase: 'setup',
  classId: null,
  startedAt: null,
  tiles: [],
  alarms: [],
  sounding: false,
  tonePriority: null,
  savedClassId: null,
};

export function createClassView(
  now: () => number,
  participants: () => readonly ClassParticipant[],
) {
  let state = INITIAL_CLASS_STATE;
  const changed = new Set<string>();
  const listeners = new Set<(urgent: boolean) => void>();

  return {
    get: (): ClassState => state,
    subscribe(listener: (urgent: boolean) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The participant's tile is rebuilt at the next publish. */
    markChanged(id: string): void {
      changed.add(id);
    },
    hasChanges: (): boolean => changed.size > 0,
    /** `urgent`: what the clinician did, or an alarm; readings and ticks are not. */
    publish(patch: Partial<ClassState> = {}, urgent = true): void {
      const at = now();
      const previous = new Map(state.tiles.map((tile) => [tile.id, tile]));
      const tiles = participants().map((p) => {
        const kept = previous.get(p.id);
        return kept && !changed.has(p.id) ? kept : tileViewOf(p, at);
      });
      changed.clear();
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
    },
  };
}

export type ClassView = ReturnType<typeof createClassView>;
