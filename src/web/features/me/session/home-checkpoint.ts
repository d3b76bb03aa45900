/**
 * A guided home session in the recording feature's checkpoints (IndexedDB, wiped at sign-out):
 * the recording as the clinic's is kept, plus what the session needs to go on after a reload —
 * the plan it started from (a later read of the day may differ or refuse) and whether it ran on
 * a strap. What is read back is validated; a damaged one is not offered.
 */
import { z } from 'zod';
import { homePlanSchema } from '../../../../common/schemas/home-today';
// Not the recording index: see biome.jsonc (the /me budget).
import { type Checkpoint, readCheckpoints } from '../../recording/checkpoint';
import { sessionLengthMs } from './session-plan';

const homePartSchema = z.object({ plan: homePlanSchema, withStrap: z.boolean() });

/** Stored as the checkpoint's `home`. */
export type HomeCheckpointPart = z.infer<typeof homePartSchema>;

export interface HomeCheckpoint extends HomeCheckpointPart {
  checkpoint: Checkpoint;
}

export function homeCheckpointOf(checkpoint: Checkpoint): HomeCheckpoint | null {
  if (checkpoint.home === undefined) return null;
  const part = homePartSchema.safeParse(checkpoint.home);
  return part.success ? { checkpoint, ...part.data } : null;
}

/** The newest home session checkpointed on this device, if any. */
export async function readHomeCheckpoint(): Promise<HomeCheckpoint | null> {
  try {
    for (const checkpoint of await readCheckpoints()) {
      const home = homeCheckpointOf(checkpoint);
      if (home) return home;
    }
  } catch {
    // No IndexedDB: nothing can have been checkpointed.
  }
  return null;
}

/**
 * Whether continuing still makes sense at `now`: the phases run on the clock from the start, so
 * once the whole session's time has gone by there is nothing left to do but end it (and its end
 * stays the last moment recorded, not the hour the patient came back).
 */
export function mayContinue(saved: HomeCheckpoint, now: number): boolean {
  const { recording } = saved.checkpoint;
  return (
    recording.status !== 'stopped' && now - recording.startedAt < sessionLengthMs(saved.plan.phases)
  );
}
