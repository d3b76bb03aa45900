/** A recorded session as the API stores it: its summary for the review and the PUT body. */
import { computeSummary } from '../../../common/metrics/summary';
import {
  type ActivityInput,
  activityInputSchema,
  SAMPLE_CHANNELS,
  type Samples,
} from '../../../common/schemas/activity';
import type { ActivitySummary } from '../../../common/schemas/activity-summary';
import type { RecordingSession } from './recording-session';

/** Columns with at least one reading; an all-null column says nothing and costs bytes. */
export function storedSamples(session: RecordingSession): Samples {
  const samples: Samples = { t: session.samples.t.slice() };
  for (const channel of SAMPLE_CHANNELS) {
    const column = session.samples[channel];
    if (column?.some((value) => value !== null)) samples[channel] = column.slice();
  }
  return samples;
}

export function summaryOf(session: RecordingSession, now: number): ActivitySummary {
  return computeSummary({
    startedAt: session.startedAt,
    endedAt: session.endedAt ?? now,
    samples: session.samples,
    events: session.events,
    hrMaxBpm: session.hrMaxBpm,
  });
}

/**
 * The body of `PUT /api/activities/:activityId`, stamped with the save time. Validated here
 * so a bug shows at Save, while the session is still on screen, not as a rejected replay.
 */
export function activityInputOf(session: RecordingSession, timestamp: number): ActivityInput {
  const input: ActivityInput = {
    patientId: session.patientId,
    type: session.type,
    startedAt: session.startedAt,
    endedAt: session.endedAt ?? timestamp,
    timestamp,
    device: session.device,
    hrMaxBpm: session.hrMaxBpm,
    restingHr: session.restingHr,
    samples: storedSamples(session),
    events: session.events,
    notes: session.notes.trim(),
  };
  activityInputSchema.parse(input);
  return input;
}
