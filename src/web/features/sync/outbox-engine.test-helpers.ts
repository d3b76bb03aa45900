/** A fake data API and an engine on fake time and memory, for the outbox engine's tests. */
import { createFakeClock } from '../../lib/fake-clock.test-helpers';
import { createOutboxEngine, type OutboxItemSummary, type SendResult } from './outbox-engine';
import type { OutboxItem, OutboxWrite } from './outbox-item';
import { createMemoryOutboxStore } from './outbox-store';

type PlannedAnswer = number | 'network' | 'lost-answer';

/** A server of idempotent upserts and archives, as the data API behaves. */
function createFakeServer() {
  const rows = new Map<string, unknown>();
  const log: string[] = [];
  let answer: (item: OutboxItem) => PlannedAnswer = () => 200;
  let last: PlannedAnswer = 200;
  // Its health check answers unless the network is down (the last write got no answer at all).
  let healthy = () => last !== 'network';
  const send = async (item: OutboxItem): Promise<SendResult> => {
    log.push(`${item.method} ${item.path}`);
    const planned = answer(item);
    last = planned;
    if (planned === 'network') return networkFailure;
    if (planned === 200 || planned === 'lost-answer') {
      if (item.method === 'PUT') rows.set(item.path, JSON.parse(item.bodyJson ?? 'null'));
      else rows.delete(item.path);
      // The server applied it, but the answer never reached the device.
      if (planned === 'lost-answer') return networkFailure;
      return { status: 200, error: null };
    }
    if (planned >= 500) {
      const message = 'Could not store the patient';
      // As the server answers a database outage (503) and a full disk (507).
      const code =
        planned === 507
          ? 'storage_full'
          : planned === 503
            ? 'database_unavailable'
            : 'internal_error';
      return { status: planned, error: { status: planned, code, message, details: [] } };
    }
    return {
      status: planned,
      error: {
        status: planned,
        code: 'validation_failed',
        message: 'Invalid patient',
        details: [{ field: 'body.patientName', message: 'Required' }],
      },
    };
  };
  return {
    rows,
    log,
    send,
    answerWith(next: typeof answer) {
      answer = next;
    },
    serverAnswers: async () => healthy(),
    /** Overrides the health check (e.g. false: the whole server is down, 5xx everywhere). */
    healthWith(next: () => boolean) {
      healthy = next;
    },
  };
}

export const networkFailure: SendResult = {
  status: 0,
  error: { status: 0, code: 'network_error', message: 'Failed to fetch', details: [] },
};

export const put = (entityKey: string, body: unknown = { v: 1 }): OutboxWrite => ({
  entityKey,
  method: 'PUT',
  path: `/api/${entityKey.replace(':', '/')}`,
  body,
});

export function setUp() {
  const clock = createFakeClock();
  const store = createMemoryOutboxStore();
  const server = createFakeServer();
  const session = {
    online: true,
    userId: 'u1' as string | null,
    /** Set to a clinic's id to work there; unset: the signed-in user's personal workspace. */
    workspaceId: undefined as string | undefined,
  };
  /** The entity keys whose writes reached the server, as the engine announced them. */
  const landed: string[] = [];
  /** A new engine on the same store, server and time: the app reloaded. */
  const startEngine = () =>
    createOutboxEngine({
      store,
      send: server.send,
      clock,
      isOnline: () => session.online,
      currentUserId: () => session.userId,
      currentWorkspaceId: () => session.workspaceId ?? session.userId ?? '',
      serverAnswers: server.serverAnswers,
      random: () => 0.5, // no jitter: the schedule is exactly 1 s, 2 s, 4 s…
      onWriteLanded: (entityKey) => landed.push(entityKey),
    });
  return { clock, store, server, session, landed, engine: startEngine(), startEngine };
}

/** An outbox item as the engine lists it, changed only where a test says so. */
export function makeItem(overrides: Partial<OutboxItemSummary> = {}): OutboxItemSummary {
  return {
    seq: 1,
    entityKey: 'activity:a1',
    method: 'PUT',
    path: '/api/activities/a1',
    patientId: null,
    ownerId: 'u1',
    queuedAt: 0,
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    failed: false,
    bytes: 10,
    ...overrides,
  };
}
