/** A recorded recording as the API stores it: its summary for the review and the PUT body. */
import { computeSummary } from '../../../common/metrics/summary';
import {
  type ActivityInput,
  activityInputSchema,
  borgTargetSchema,
  safetyMaxBpmSchema,
  sessionPrescriptionSchema,
  targetBandSchema,
} from '../../../common/schemas/activity';
import { SAMPLE_CHANNELS, type Samples } from '../../../common/schemas/activity-samples';
import type { ActivitySummary } from '../../../common/schemas/activity-summary';
import { cleanText } from '../../../common/schemas/text-field';
import type { Recording } from './recording';
import { sessionSafetyMaxOf } from './session-safety-max';

/** Columns with at least one reading; an all-null column says nothing and costs bytes. */
function storedSamples(recording: Recording): Samples {
  const samples: Samples = { t: recording.samples.t.slice() };
  for (const channel of SAMPLE_CHANNELS) {
    const column = recording.samples[channel];
    if (column?.some((value) => value !== null)) samples[channel] = column.slice();
  }
  return samples;
}

export function summaryOf(recording: Recording, now: number): ActivitySummary {
  return computeSummary({
    startedAt: recording.startedAt,
    endedAt: recording.endedAt ?? now,
    samples: recording.samples,
    events: recording.events,
    hrMaxBpm: recording.hrMaxBpm,
  });
}

/**
 * The body of `PUT /api/activities/:activityId`, stamped with the save time. Validated here
 * so a bug shows at Save, while the recording is still on screen, not as a rejected replay.
 */
export function activityInputOf(recording: Recording, timestamp: number): ActivityInput {
  const input: ActivityInput = {
    patientId: recording.patientId,
    type: recording.type,
    startedAt: recording.startedAt,
    endedAt: recording.endedAt ?? timestamp,
    timestamp,
    device: recording.device,
    hrMaxBpm: recording.hrMaxBpm,
    restingHr: recording.restingHr,
    samples: storedSamples(recording),
    // Typed during the recording: a pasted control character must not make the save throw.
    events: recording.events.map((event) =>
      typeof event.value === 'string' ? { ...event, value: cleanText(event.value) } : event,
    ) as ActivityInput['events'],
    notes: cleanText(recording.notes).trim(),
  };
  if (recording.classId) input.classId = recording.classId;
  const target = targetBandSchema.safeParse(recording.target);
  // A band the schema refuses (one bpm wide once rounded, say) is left out: it was only a guide,
  // and refusing it would leave the recording unsaveable.
  if (target.success) input.target = target.data;
  // What guided a session without a band, and the prescription it started from: its reports
  // print "Borg 11–13" and "Prescription v2 · unsigned" from these (left out likewise if odd).
  const borg = borgTargetSchema.safeParse(recording.borgTarget);
  if (borg.success) input.borgTarget = borg.data;
  const prescription = sessionPrescriptionSchema.safeParse(recording.prescription);
  if (prescription.success) input.prescription = prescription.data;
  // The limit its above-max alarm ran with, for "time above the safety maximum" on its reports.
  const safetyMax = sessionSafetyMaxOf(recording);
  if (safetyMax && safetyMaxBpmSchema.safeParse(safetyMax.bpm).success) {
    input.safetyMaxBpm = safetyMax.bpm;
    input.safetyMaxSource = safetyMax.source;
  }
  activityInputSchema.parse(input);
  return input;
}
