import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../../lib/fake-clock.test-helpers';
import { createOutboxEngine, type SendResult } from './outbox-engine';
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

const networkFailure: SendResult = {
  status: 0,
  error: { status: 0, code: 'network_error', message: 'Failed to fetch', details: [] },
};

const put = (entityKey: string, body: unknown = { v: 1 }): OutboxWrite => ({
  entityKey,
  method: 'PUT',
  path: `/api/${entityKey.replace(':', '/')}`,
  body,
});

function setUp() {
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

describe('outbox engine', () => {
  it('replays queued writes in the order they were made', async () => {
    const { engine, server, session, clock } = setUp();
    session.online = false;
    await engine.queue(put('patient:P-1'));
    await engine.queue(put('activity:a1'));
    await engine.queue({ entityKey: 'patient:P-2', method: 'DELETE', path: '/api/patient/P-2' });
    await clock.advance(0);
    expect(server.log).toEqual([]);
    expect(engine.getSnapshot().items).toHaveLength(3);

    session.online = true;
    expect(await engine.flush()).toBe(0);
    expect(server.log).toEqual([
      'PUT /api/patient/P-1',
      'PUT /api/activity/a1',
      'DELETE /api/patient/P-2',
    ]);
    expect(engine.getSnapshot().items).toEqual([]);
  });

  it('keeps what it queued with when, how big, and no attempts yet', async () => {
    const { engine, session, clock } = setUp();
    session.online = false;
    await engine.queue(put('patient:P-1', { patientName: 'Ana' }));
    const [item] = engine.getSnapshot().items;
    expect(item).toMatchObject({
      seq: 1,
      entityKey: 'patient:P-1',
      ownerId: 'u1',
      queuedAt: clock.now(),
      attempts: 0,
      failed: false,
      lastError: null,
    });
    expect(item?.bytes).toBe('PUT /api/patient/P-1{"patientName":"Ana"}'.length);
  });
});
