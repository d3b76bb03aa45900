/**
 * The recording in progress, checkpointed to IndexedDB (store `checkpoints`) so a reload, crash
 * or closed tab loses nothing. A stored checkpoint is validated before it is offered back: a
 * damaged or older-shaped one is skipped rather than crashing the app.
 */
import { z } from 'zod';
import {
  activityTypeSchema,
  DEVICE_KINDS,
  safetyMaxSourceSchema,
  sessionPrescriptionSchema,
} from '../../../common/schemas/activity';
import { activityEventSchema } from '../../../common/schemas/activity-event';
import { patientIdSchema } from '../../../common/schemas/patient';
import { openLocalDb } from '../../lib/local-db';
import type { Recording } from './recording';

const CHECKPOINT_VERSION = 1;
const nullableColumn = z.array(z.number().nullable());

const recordingSchema = z.object({
  version: z.literal(CHECKPOINT_VERSION),
  activityId: z.string().min(1),
  patientId: patientIdSchema,
  type: activityTypeSchema,
  hrMaxBpm: z.number().nullable(),
  restingHr: z.number().nullable(),
  target: z.object({ lowBpm: z.number(), highBpm: z.number() }).nullable(),
  // Optional: checkpoints from before prescriptions drove the recording have neither.
  hrMaxEstimated: z.boolean().optional(),
  safetyMaxBpm: z.number().nullable().optional(),
  // Optional: checkpoints from before the safety maximum was kept with the session have none.
  safetyMaxSource: safetyMaxSourceSchema.nullable().optional(),
  // Optional: checkpoints from before issue 34 ran no Borg-only session.
  borgTarget: z.object({ low: z.number(), high: z.number() }).nullable().optional(),
  // Optional: checkpoints from before the prescription was kept with the session have none.
  prescription: sessionPrescriptionSchema.nullable().optional(),
  startedAt: z.number(),
  endedAt: z.number().nullable(),
  status: z.enum(['running', 'paused', 'stopped']),
  device: z.object({ name: z.string(), kind: z.enum(DEVICE_KINDS) }).nullable(),
  samples: z.object({
    t: z.array(z.number()),
    hr: nullableColumn,
    rr: nullableColumn,
    speed: nullableColumn.optional(),
    cadence: nullableColumn.optional(),
    power: nullableColumn.optional(),
  }),
  events: z.array(activityEventSchema),
  notes: z.string(),
  classId: z.uuid().optional(),
  classPart: z.record(z.string(), z.unknown()).optional(),
});

export interface Checkpoint {
  activityId: string;
  savedAt: number;
  recording: Recording;
  /**
   * What a patient's home session keeps beside its recording (the plan it started from), read
   * by features/me; absent on the clinic's recordings, which the clinic's banners offer back.
   */
  home?: unknown;
}

/** The stored value; IndexedDB clones it at `put`, so the live recording may go on changing. */
export function checkpointOf(recording: Recording, savedAt: number, home?: unknown) {
  return {
    activityId: recording.activityId,
    savedAt,
    // Stored as `session`: checkpoints written by earlier builds must still resume.
    session: { version: CHECKPOINT_VERSION, ...recording },
    ...(home === undefined ? {} : { home }),
  };
}

export function checkpointFrom(value: unknown): Checkpoint | null {
  const parsed = z
    .object({
      activityId: z.string(),
      savedAt: z.number(),
      session: recordingSchema,
      home: z.unknown().optional(),
    })
    .safeParse(value);
  if (!parsed.success || parsed.data.session.activityId !== parsed.data.activityId) return null;
  const { version: _version, ...recording } = parsed.data.session;
  const { activityId, savedAt, home } = parsed.data;
  return { activityId, savedAt, recording, ...(home === undefined ? {} : { home }) };
}

export async function writeCheckpoint(
  recording: Recording,
  savedAt: number,
  home?: unknown,
): Promise<void> {
  const db = await openLocalDb();
  await db.put('checkpoints', checkpointOf(recording, savedAt, home));
}

export async function deleteCheckpoint(activityId: string): Promise<void> {
  const db = await openLocalDb();
  await db.delete('checkpoints', activityId);
}

/** Valid checkpoints, newest first. */
export async function readCheckpoints(): Promise<Checkpoint[]> {
  const db = await openLocalDb();
  const values = await db.getAll('checkpoints');
  return values
    .map(checkpointFrom)
    .filter((checkpoint): checkpoint is Checkpoint => checkpoint !== null)
    .sort((a, b) => b.savedAt - a.savedAt);
}
