/**
 * A deleted session's samples, events and notes are purged once it has been deleted for
 * DELETED_RETENTION_DAYS (an undo window and a margin for devices still syncing). The row stays
 * as a tombstone (ids, dates, content hash), so a device replaying the same save or the delete
 * still gets the answer it expects and the session never comes back.
 */
import type { Kysely } from 'kysely';
import type { DataSchema } from '../db/schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Often enough that nothing is kept much past its day; each run touches only newly due rows. */
const PURGE_EVERY_MS = 6 * 60 * 60 * 1000;
const EMPTY_SAMPLES = JSON.stringify({ t: [] });
const EMPTY_EVENTS = '[]';

/**
 * Purges what is due and answers how many sessions it emptied. A maintenance sweep over every
 * workspace on purpose: on a sharded database it runs on each shard, no request waits on it.
 */
export async function purgeDeletedActivities(
  db: Kysely<DataSchema>,
  retentionDays: number,
  now = Date.now(),
): Promise<number> {
  const result = await db
    .updateTable('activities')
    .set({ samples: EMPTY_SAMPLES, events: EMPTY_EVENTS, notes: '' })
    .where('deleted_at', 'is not', null)
    .where('deleted_at', '<=', now - retentionDays * DAY_MS)
    .where('samples', '!=', EMPTY_SAMPLES)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Runs the purge now and every few hours until `stop`; a failed run is logged and retried later. */
export function schedulePurgeOfDeleted(
  db: Kysely<DataSchema>,
  retentionDays: number,
  log: (error: unknown) => void,
): () => void {
  const run = () => void purgeDeletedActivities(db, retentionDays).catch(log);
  run();
  const timer = setInterval(run, PURGE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
