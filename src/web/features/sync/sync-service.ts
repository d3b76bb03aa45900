/**
 * The app's one outbox, wired to the browser: IndexedDB, the data API, `online` events, the
 * signed-in clinician, and the other open tabs (one replays at a time, all show the same list).
 */

import * as z from 'zod/mini';
import { apiPaths } from '../../../common/api/api-paths';
import { activeWorkspaceId } from '../../lib/active-workspace';
import { apiRequest } from '../../lib/api-client';
import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api-error';
import { systemClock } from '../../lib/clock';
import { onScreenUnlocked } from '../../lib/session-lock';
import { userResource } from '../../lib/user-state';
import { announceWriteLanded } from '../../lib/write-landed';
import { storedUser } from '../auth';
import { createDeviceOutboxStore } from './idb-outbox-store';
import { createOutboxEngine, type SendResult } from './outbox-engine';
import type { OutboxItem } from './outbox-item';
import { notifyRecordHandlers } from './record-handlers';

const LOCK_NAME = 'ritmo-outbox';
const inBrowser = typeof window !== 'undefined';
const channel =
  inBrowser && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(LOCK_NAME) : null;

let storageUnavailable = false;
const storageListeners = new Set<() => void>();
export const outboxStore = createDeviceOutboxStore(() => {
  storageUnavailable = true;
  for (const listener of storageListeners) listener();
});

export function isStorageUnavailable(): boolean {
  return storageUnavailable;
}

export function onStorageUnavailable(listener: () => void): () => void {
  storageListeners.add(listener);
  return () => storageListeners.delete(listener);
}

const versioned = z.optional(z.object({ version: z.number() }));
/** What a write's answer says of the record's version (a DELETE's 204 says nothing). */
const storedAnswerSchema = z.optional(
  z.object({
    patient: versioned,
    activity: versioned,
    programme: versioned,
    assessment: versioned,
    prescription: versioned,
  }),
);
/** A 409 for a record that changed elsewhere brings the record as the server has it. */
const conflictAnswerSchema = z.object({ current: z.nullable(z.unknown()) });

/** Sends through the API client, whose 401 handling ends the session but keeps the outbox. */
async function sendItem(item: OutboxItem): Promise<SendResult> {
  try {
    const answer = await apiRequest(item.path, {
      method: item.method,
      body: item.bodyJson === null ? undefined : JSON.parse(item.bodyJson),
      headers: item.createOnly
        ? { 'if-none-match': '*' }
        : typeof item.baseVersion === 'number'
          ? { 'if-match': `"${item.baseVersion}"` }
          : undefined,
      schema: storedAnswerSchema,
    });
    const version =
      answer?.patient?.version ??
      answer?.activity?.version ??
      answer?.programme?.version ??
      answer?.assessment?.version ??
      answer?.prescription?.version;
    return { status: 200, error: null, version };
  } catch (error) {
    if (error instanceof ApiError) {
      const { status, code, message, details } = error;
      const result: SendResult = { status, error: { status, code, message, details } };
      const conflict = z.safeParse(conflictAnswerSchema, error.answer);
      if (status === 409 && conflict.success) {
        return { ...result, conflict: { current: conflict.data.current ?? null } };
      }
      return result;
    }
    return {
      status: NETWORK_ERROR_STATUS,
      error: {
        status: NETWORK_ERROR_STATUS,
        code: 'network_error',
        message: String(error),
        details: [],
      },
    };
  }
}

/** The health check, after a write failed: does the server answer at all, or is it the network? */
async function serverAnswers(): Promise<boolean> {
  try {
    await apiRequest(apiPaths.health());
    return true;
  } catch {
    return false;
  }
}

/** Web Locks keep two tabs from replaying the same items at once (harmless, but wasteful). */
async function exclusive(run: () => Promise<void>): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.locks) return run();
  await navigator.locks.request(LOCK_NAME, run);
}

// After a 401 (keepUnsynced) the outbox stays, and so does what the badge counts.
export const outbox = userResource(
  createOutboxEngine({
    store: outboxStore,
    send: sendItem,
    clock: systemClock,
    isOnline: () => typeof navigator === 'undefined' || navigator.onLine,
    currentUserId: () => storedUser.get()?.id ?? null,
    currentWorkspaceId: activeWorkspaceId,
    serverAnswers,
    exclusive,
    onStoreChanged: () => channel?.postMessage('changed'),
    onVersionStored: (entityKey, version) => notifyRecordHandlers(entityKey, { version }),
    onWriteLanded: announceWriteLanded,
    onTheirsTaken: (entityKey, current) => {
      notifyRecordHandlers(entityKey, { theirs: current });
      announceWriteLanded(entityKey);
    },
  }),
  (engine, { keepUnsynced }) => (keepUnsynced ? undefined : engine.reset()),
);

if (inBrowser) {
  // Connectivity came back: replay at once, whatever the backoff was waiting for.
  window.addEventListener('online', () => void outbox.flush());
  channel?.addEventListener('message', () => void outbox.load());
  // Signing in again (the same clinician) releases what a 401 held back.
  storedUser.subscribe(outbox.authSessionChanged);
  // Unlocking the inactivity lock releases what a 423 held back.
  onScreenUnlocked(outbox.sessionUnlocked);
}

/** The outbox as stored when the app started (read once), before any list is merged with it. */
export const outboxLoaded: Promise<void> = inBrowser
  ? outbox
      .load()
      .catch(() => undefined)
      .then(() => void outbox.flush())
  : Promise.resolve();
