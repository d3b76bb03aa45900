/**
 * The clinic's reads and actions on home sessions, online only (a code must come back from the
 * server; a review is no offline draft): the chart's home-access state and a programme's home
 * clearance, the review inbox. Reads go through the server-state layer, keyed per workspace.
 */
import { apiPaths } from '../../../common/api/api-paths';
import {
  type HomeAccess,
  type HomeAccessState,
  homeAccessSchema,
  homeAccessStateSchema,
} from '../../../common/schemas/home-access';
import { inboxPageSchema, inboxReviewSchema } from '../../../common/schemas/home-inbox';
import { homeClearanceSchema } from '../../../common/schemas/home-today';
import { apiRequest } from '../../lib/api-client';
import { invalidateServerQuery, type ServerRead, useServerQuery } from '../../lib/server-state';

const accessKey = (patientId: string) => ['home-access', patientId] as const;
const clearanceKey = (patientId: string, programmeId: string) =>
  ['home-clearance', patientId, programmeId] as const;
export const INBOX_KEY = ['home-inbox'] as const;

export function useHomeAccess(patientId: string): ServerRead<HomeAccessState> {
  return useServerQuery({
    key: accessKey(patientId),
    read: () => apiRequest(apiPaths.homeAccess(patientId), { schema: homeAccessStateSchema }),
  });
}

export function useHomeClearance(patientId: string, programmeId: string | null) {
  return useServerQuery({
    key: clearanceKey(patientId, programmeId ?? ''),
    read: () =>
      apiRequest(apiPaths.homeClearance(patientId, programmeId ?? ''), {
        schema: homeClearanceSchema,
      }),
    enabled: programmeId !== null,
  });
}

export async function inviteHome(patientId: string, email: string | null): Promise<HomeAccess> {
  const made = await apiRequest(apiPaths.homeAccess(patientId), {
    method: 'POST',
    body: email ? { email } : {},
    schema: homeAccessSchema,
  });
  await invalidateServerQuery(accessKey(patientId));
  return made;
}

export async function revokeHome(patientId: string): Promise<void> {
  await apiRequest(apiPaths.homeAccess(patientId), { method: 'DELETE' });
  await invalidateServerQuery(accessKey(patientId));
}

export async function clearForHome(patientId: string, programmeId: string, homeCleared: boolean) {
  const saved = await apiRequest(apiPaths.homeClearance(patientId, programmeId), {
    method: 'PUT',
    body: { homeCleared },
    schema: homeClearanceSchema,
  });
  await invalidateServerQuery(clearanceKey(patientId, programmeId));
  return saved;
}

/** A page of the review inbox. */
export function fetchInboxPage(cursor: string | null, limit = 25) {
  return apiRequest(apiPaths.homeInbox({ limit, cursor }), { schema: inboxPageSchema });
}

/** Marks a row reviewed; `message` goes to the row's patient in the same write. */
export async function reviewInboxRow(itemId: string, message?: string) {
  return apiRequest(apiPaths.homeInboxReview(itemId), {
    method: 'POST',
    body: message === undefined ? {} : { message },
    schema: inboxReviewSchema,
  });
}
