/**
 * A patient's message thread with the clinic (PRODUCT.md section 12), as both sides read it:
 * `messageThreadQuery(patientId)` for a clinic member (the chart's timeline), and
 * `messageThreadQuery()` for a patient user (its own thread, the link's patient): the newest
 * page, newest first; `useMessageThreadPages(patientId)` pages a member's view back in time. Writing is online only (`sendMessage`): a message is read by a person
 * waiting for it, so the writer must see at once whether it reached the server.
 */
import { apiPaths } from '../../../common/api/api-paths';
import {
  type HomeMessage,
  type HomeMessagePage,
  homeMessagePageSchema,
  homeMessageResponseSchema,
} from '../../../common/schemas/home-message';
import { apiRequest } from '../../lib/api-client';
import {
  invalidateServerQuery,
  type ServerPages,
  type ServerQuery,
  type ServerRead,
  useServerPages,
  useServerQuery,
} from '../../lib/server-state';

const OWN_THREAD = 'own';

/** What is read under the user and workspace: a member's per patient, a patient user's own. */
export const messageThreadKey = (patientId?: string) =>
  ['home-messages', patientId ?? OWN_THREAD] as const;

/** The thread's newest page: the query definition both sides' screens use. */
export function messageThreadQuery(patientId?: string): ServerQuery<HomeMessagePage> {
  return {
    key: messageThreadKey(patientId),
    read: () => apiRequest(apiPaths.homeMessages({ patientId }), { schema: homeMessagePageSchema }),
  };
}

/** `enabled` false: not read (a personal workspace has no patient users, hence no thread). */
export function useMessageThread(patientId?: string, enabled = true): ServerRead<HomeMessagePage> {
  return useServerQuery({ ...messageThreadQuery(patientId), enabled });
}

/**
 * A member's view of a patient's thread in pages, newest first, older pages on request (the
 * chart's timeline). Under the thread's key, so a write or a review that sends a message reads
 * every page shown again.
 */
export function useMessageThreadPages(
  patientId: string,
  enabled = true,
): ServerPages<HomeMessagePage> {
  return useServerPages({
    key: [...messageThreadKey(patientId), 'pages'],
    readPage: (cursor) =>
      apiRequest(apiPaths.homeMessages({ patientId, cursor }), { schema: homeMessagePageSchema }),
    nextCursor: (page) => page.nextCursor,
    enabled,
  });
}

/**
 * Writes a message (a member names the patient; a patient user leaves it out) with an id made
 * here, so a retry after a lost answer stores it once; then the thread is read again.
 */
export async function sendMessage(text: string, patientId?: string): Promise<HomeMessage> {
  const body = { text, messageId: crypto.randomUUID(), ...(patientId ? { patientId } : {}) };
  const { message } = await apiRequest(apiPaths.homeMessages(), {
    method: 'POST',
    body,
    schema: homeMessageResponseSchema,
  });
  await invalidateServerQuery(messageThreadKey(patientId));
  return message;
}
