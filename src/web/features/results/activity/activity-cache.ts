/**
 * Sessions' details kept on this device (sync's `cache` store), so that one already on the
 * server still opens without a connection. Each is kept when fetched; past MAX_KEPT_ACTIVITIES,
 * those kept longest ago go until KEPT_AFTER_PRUNING remain.
 */
import { z } from 'zod';
import { type ActivityListItem, activityResponseSchema } from '../../../../common/schemas/activity';
import {
  cacheKeys,
  deleteCache,
  pruneCache,
  readCache,
  readCachedEntry,
  writeCache,
} from '../../sync';

/** A half-hour session at 1 Hz (HR and RR) is about 54 KB of JSON: 50 stay under 3 MB. */
export const MAX_KEPT_ACTIVITIES = 50;
/** Below the bound: pruning reads every kept session, so it runs once per 11 writes, not each. */
export const KEPT_AFTER_PRUNING = 40;

const KEY_PREFIX = 'session-details:';
const keyOf = (activityId: string) => `${KEY_PREFIX}${activityId}`;

export type ActivityDetails = z.infer<typeof activityResponseSchema>;

export async function keepActivityDetails(details: ActivityDetails): Promise<void> {
  await writeCache(keyOf(details.activity.activityId), details);
  await pruneCache(KEY_PREFIX, MAX_KEPT_ACTIVITIES, KEPT_AFTER_PRUNING);
}

export function forgetActivityDetails(activityId: string): Promise<void> {
  return deleteCache(keyOf(activityId));
}

/** The session as last fetched on this device, and when; null if not kept (or unreadable). */
export async function readKeptActivityDetails(
  activityId: string,
): Promise<{ details: ActivityDetails; savedAt: number } | null> {
  const entry = await readCachedEntry(keyOf(activityId), activityResponseSchema);
  return entry && { details: entry.value, savedAt: entry.savedAt };
}

const keptVersionSchema = z.object({ activity: z.object({ updatedAt: z.number() }) });

/**
 * Of `sessions` (history rows), those not kept on this device, or kept as they were before a
 * later change (notes edited since, here or on another device), in the order given.
 */
export async function activitiesNotKept(
  sessions: readonly ActivityListItem[],
): Promise<ActivityListItem[]> {
  const kept = new Set(await cacheKeys(KEY_PREFIX));
  const notKept: ActivityListItem[] = [];
  for (const session of sessions) {
    const key = keyOf(session.activityId);
    if (kept.has(key)) {
      const version = keptVersionSchema.safeParse((await readCache(key))?.value);
      if (version.success && version.data.activity.updatedAt >= session.updatedAt) continue;
    }
    notKept.push(session);
  }
  return notKept;
}
