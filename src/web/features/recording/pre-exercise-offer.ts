/**
 * Whether the quick entries of a recording (single, or a class participant's) offer to mark a
 * pressure as the pre-exercise value: in the first minutes of the recording (common/metrics/entry-phase.ts), ticked by default while
 * no pressure has been entered yet. Undefined: not offered.
 */
import { PRE_EXERCISE_WINDOW_MS } from '../../../common/metrics/entry-phase';
import type { ActivityEvent } from '../../../common/schemas/activity-event';

export function preExerciseOffer(
  recording: { startedAt: number; events: readonly ActivityEvent[] } | null,
  now: number,
): boolean | undefined {
  if (!recording || now - recording.startedAt >= PRE_EXERCISE_WINDOW_MS) return undefined;
  return !recording.events.some((event) => event.kind === 'bp');
}
