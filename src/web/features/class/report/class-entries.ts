/**
 * A participant's BP and SpO₂ entries split into before, during and after the exercise, each by
 * its time against the session's start and end (common/metrics/entry-phase), or "before" when
 * entered as the pre-exercise pressure.
 */
import {
  ENTRY_PHASES,
  type EntryPhase,
  entryPhaseAt,
} from '../../../../common/metrics/entry-phase';
import type { Activity } from '../../../../common/schemas/activity';

export interface PhaseEntries {
  /** "128/82", in time order. */
  bp: string[];
  /** Saturation in %, in time order. */
  spo2: number[];
}

export function entriesByPhase(
  activity: Pick<Activity, 'events' | 'startedAt' | 'endedAt'>,
): Record<EntryPhase, PhaseEntries> {
  const { startedAt, endedAt } = activity;
  const phases = Object.fromEntries(
    ENTRY_PHASES.map((phase) => [phase, { bp: [], spo2: [] } as PhaseEntries]),
  ) as Record<EntryPhase, PhaseEntries>;
  const events = [...activity.events].sort((a, b) => a.t - b.t);
  for (const event of events) {
    // Events are stored as ms from the session's start; a pressure marked pre-exercise (taken
    // at rest before the start or in its first minutes) is "before" whenever it was typed.
    const marked = event.kind === 'bp' ? event.phase : undefined;
    const phase = phases[marked ?? entryPhaseAt(startedAt + event.t, startedAt, endedAt)];
    if (event.kind === 'bp') phase.bp.push(`${event.value.systolic}/${event.value.diastolic}`);
    if (event.kind === 'spo2') phase.spo2.push(event.value);
  }
  return phases;
}
