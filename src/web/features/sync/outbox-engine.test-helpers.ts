/** A fake data API and an engine on fake time and memory, for the outbox engine's tests. */
import { createFakeClock } from '../../lib/fake-clock.test-helpers';
import { createOutboxEngine, type OutboxItemSummary, type SendResult } from './outbox-engine';
import type { OutboxItem, OutboxWrite } from './outbox-item';
import { createMemoryOutboxStore } from './outbox-store';

/** A server of idempotent upserts and archives, as the data API behaves. */
function createFakeServer() {
  const rows = new Map<string, unknown>();
  const log: string[] = [];
  let answer: (item: OutboxItem) => number | 'network' | 'lost-answer' = () => 200;
  const send = async (item: OutboxItem): Promise<SendResult> => {
    log.push(`${item.method} ${item.path}`);
    const planned = answer(item);
    if (planned === 'network') return networkFailure;
    if (planned === 200 || planned === 'lost-answer') {
      if (item.method === 'PUT') rows.set(item.path, JSON.parse(item.bodyJson ?? 'null'));
      else rows.delete(item.path);
      // The server applied it, but the answer never reached the device.
      if (planned === 'lost-answer') return networkFailure;
      return { status: 200, error: null };
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
  const session = { online: true, userId: 'u1' as string | null };
  const engine = createOutboxEngine({
    store,
    send: server.send,
    clock,
    isOnline: () => session.online,
    currentUserId: () => session.userId,
    random: () => 0.5, // no jitter: the schedule is exactly 1 s, 2 s, 4 s…
  });
  return { clock, store, server, session, engine };
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
