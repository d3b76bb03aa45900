/**
 * The sessions a clinician is likely to open next, fetched ahead while the app is idle so they
 * still open without a connection (a basement gym with no signal): the newest of the history's
 * first page, in one batch request (`GET /api/activities/offline-copies`), which the audit trail
 * records as one offline copy naming the patients, not as a person opening each session.
 */
import { useEffect, useRef } from 'react';
import { apiPaths } from '../../../../common/api/api-paths';
import type { ActivityListItem } from '../../../../common/schemas/activity';
import { offlineCopyResponseSchema } from '../../../../common/schemas/offline-copy';
import { apiRequest } from '../../../lib/api-client';
import { activitiesNotKept, forgetActivityDetails, keepActivityDetails } from './activity-cache';

/** The newest sessions looked at; with the history's order, those a clinician opens most. */
export const PREFETCH_ACTIVITIES = 10;
/** Where requestIdleCallback is missing (Safari): a pause for the screen to settle first. */
const IDLE_FALLBACK_MS = 1000;
/** Idle time may never come on a busy page: the request goes out after this at the latest. */
const IDLE_TIMEOUT_MS = 5000;

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    } else {
      setTimeout(resolve, IDLE_FALLBACK_MS);
    }
  });
}

// navigator.onLine is only ever wrong the other way (true on a dead network): a failed request
// stops the run too.
const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * Fetches and keeps, in idle time and one request, the newest of `sessions` (server rows, newest
 * first) not kept yet or kept before a later change; one the server no longer has is forgotten.
 * Never throws: a failure ends the run.
 */
export async function prefetchActivityDetails(
  sessions: readonly ActivityListItem[],
  signal: AbortSignal,
): Promise<void> {
  await whenIdle();
  if (signal.aborted) return;
  const wanted = await activitiesNotKept(sessions.slice(0, PREFETCH_ACTIVITIES));
  if (wanted.length === 0 || signal.aborted || !isOnline()) return;
  const ids = wanted.map((session) => session.activityId);
  try {
    const { activities } = await apiRequest(apiPaths.activityOfflineCopies(ids), {
      schema: offlineCopyResponseSchema,
    });
    const copied = new Set(activities.map((activity) => activity.activityId));
    for (const activity of activities) await keepActivityDetails({ activity });
    for (const id of ids) if (!copied.has(id)) await forgetActivityDetails(id);
  } catch {
    // Offline or refused: the copies kept before stay, the next run asks again.
  }
}

// One run at a time across screens (Home's recent sessions, then Results): a new run starts
// once the last one's request is done, and that one stops there if its screen is gone.
let lastRun: Promise<void> = Promise.resolve();

/** Prefetches for `sessions` (the first page as the API gave it) while the caller is mounted. */
export function useActivityPrefetch(sessions: readonly ActivityListItem[] | null): void {
  // The first page is fetched again after every send while the outbox drains: a new run only when
  // its newest sessions (or their versions) differ, not on each identical refresh.
  const newest = sessions?.slice(0, PREFETCH_ACTIVITIES) ?? [];
  const signature = newest.map((row) => `${row.activityId}:${row.updatedAt}`).join();
  const latest = useRef(newest);
  latest.current = newest;
  useEffect(() => {
    if (!signature) return;
    const controller = new AbortController();
    const wanted = latest.current;
    lastRun = lastRun.then(() => prefetchActivityDetails(wanted, controller.signal));
    return () => controller.abort();
  }, [signature]);
}
