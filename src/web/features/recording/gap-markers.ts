/**
 * The markers that explain a gap in a recording's samples: the sensor dropping and coming back,
 * and the time the recording itself was not running (a reload or closed tab, then its resume).
 */
import { type Recording, type RecordingAction, reduceRecording } from './recording';

export const GAP_MARKERS = {
  sensorLost: 'sensor-lost',
  sensorBack: 'sensor-back',
  interrupted: 'recording-interrupted',
  resumed: 'recording-resumed',
} as const;

export function gapMarker(value: string, at: number): RecordingAction {
  return { type: 'entry', at, entry: { kind: 'marker', value } };
}

/** A checkpointed recording taken up again: it was not recorded from `savedAt` to `now`. */
export function markInterruption(recording: Recording, savedAt: number, now: number): Recording {
  const interrupted = reduceRecording(recording, gapMarker(GAP_MARKERS.interrupted, savedAt));
  return reduceRecording(interrupted, gapMarker(GAP_MARKERS.resumed, now));
}
