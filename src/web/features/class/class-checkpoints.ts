/**
 * A class's recordings among the device's checkpoints (each carries its classId and class part),
 * and what resuming rebuilds from them: the participants, in their places on the wall.
 */
import { defaultAlarmLimits } from '../../../common/alarms/alarm-limits';
import { type Checkpoint, patientSetupOf, readCheckpoints } from '../recording';
import { classPartFrom } from './class-part';
import type { ParticipantInit } from './class-participant';

/** The checkpoints of the most recently checkpointed class, if any. */
export async function interruptedClass(): Promise<Checkpoint[]> {
  const checkpoints = (await readCheckpoints()).filter((c) => c.recording.classId);
  const newest = checkpoints[0]?.recording.classId;
  return checkpoints.filter((c) => c.recording.classId === newest);
}

/** Each checkpoint with its participant, in the tiles' order (older ones without a seat last). */
export function participantsOf(
  checkpoints: readonly Checkpoint[],
): { checkpoint: Checkpoint; init: ParticipantInit }[] {
  const parts = checkpoints.map((checkpoint) => ({
    checkpoint,
    part: classPartFrom(checkpoint.recording.classPart),
  }));
  const seat = (entry: (typeof parts)[number]) => entry.part?.seat ?? Number.MAX_SAFE_INTEGER;
  return parts
    .sort((a, b) => seat(a) - seat(b))
    .map(({ checkpoint, part: stored }) => {
      const { recording } = checkpoint;
      const part = stored ?? {
        // A damaged class part still resumes the recording: nothing recorded is dropped.
        patientName: recording.patientId,
        sensor: { kind: 'bluetooth' as const, deviceId: null, name: null },
        limits: defaultAlarmLimits(recording),
      };
      const init = {
        patientName: part.patientName,
        setup: patientSetupOf(recording),
        sensor: part.sensor,
        limits: part.limits,
      };
      return { checkpoint, init };
    });
}
