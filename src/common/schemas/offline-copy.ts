/**
 * `GET /api/activities/offline-copies?activityIds=a,b,c`: the web app's background copy of
 * recent sessions kept on the device for offline use. One request per batch, so the audit trail
 * records it as one `activity.offline-copy` event naming the batch's patients, not as a person
 * opening each session (`activity.read`).
 */
import { z } from 'zod';
import { activityIdSchema, activityResponseSchema } from './activity.js';

/** Sessions one batch may copy; the web app asks for its 10 newest. */
export const OFFLINE_COPY_MAX = 20;
/** 20 UUIDs of 36 characters and their commas, with room to spare for spaces. */
const MAX_QUERY_LENGTH = 1000;

export const offlineCopyQuerySchema = z.object({
  activityIds: z
    .string()
    .max(MAX_QUERY_LENGTH)
    .transform((ids) => ids.split(',').map((id) => id.trim()))
    .pipe(z.array(activityIdSchema).min(1).max(OFFLINE_COPY_MAX))
    // Either case names one session (ids are lower-cased), so a repeat is copied once.
    .transform((ids) => [...new Set(ids)]),
});
export type OfflineCopyQuery = z.output<typeof offlineCopyQuerySchema>;

/**
 * The asked sessions the workspace has, whole; one it has not (never made, deleted, another
 * workspace's) is left out, so the device forgets its copy.
 */
export const offlineCopyResponseSchema = z.object({
  activities: z.array(activityResponseSchema.shape.activity),
});
export type OfflineCopyResponse = z.infer<typeof offlineCopyResponseSchema>;
