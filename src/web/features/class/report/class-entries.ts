/**
 * A participant's BP and SpO₂ entries split into before, during and after the exercise. Ritmo's
 * convention (no guideline fixes it): "before" is the first two minutes of the session, "after"
 * the last two, "during" the rest; in a session under six minutes each edge is a third of it.
 */
import type { Activity } from '../../../../common/schemas/activity';

export const ENTRY_PHASES = ['before', 'during', 'after'] as const;
export type EntryPhase = (typeof ENTRY_PHASES)[number];

const EDGE_MS = 2 * 60_000;

export function entryPhaseOf(offsetMs: number, durationMs: number): EntryPhase {
  const edge = Math.min(EDGE_MS, durationMs / 3);
  if (offsetMs < edge) return 'before';
  if (offsetMs > durationMs - edge) return 'after';
  return 'during';
}

export interface PhaseEntries {
  /** "128/82", in time order. */
  bp: string[];
  /** Saturation in %, in time order. */
  spo2: number[];
}

export function entriesByPhase(
  activity: Pick<Activity, 'events' | 'startedAt' | 'endedAt'>,
): Record<EntryPhase, PhaseEntries> {
  const durationMs = activity.endedAt - activity.startedAt;
  const phases = Object.fromEntries(
    ENTRY_PHASES.map((phase) => [phase, { bp: [], spo2: [] } as PhaseEntries]),
  ) as Record<EntryPhase, PhaseEntries>;
  const events = [...activity.events].sort((a, b) => a.t - b.t);
  for (const event of events) {
    const phase = phases[entryPhaseOf(event.t, durationMs)];
    if (event.kind === 'bp') phase.bp.push(`${event.value.systolic}/${event.value.diastolic}`);
    if (event.kind === 'spo2') phase.spo2.push(event.value);
  }
  return phases;
}
