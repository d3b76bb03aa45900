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

describe('outbox engine retries', () => {
  it('stops at a transient failure and retries after 1 s, 2 s, 4 s, keeping the order', async () => {
    const { engine, server, clock } = setUp();
    const start = clock.now();
    const attemptsAt: number[] = [];
    server.answerWith((item) => {
      if (item.path.endsWith('P-1')) attemptsAt.push(clock.now() - start);
      return item.path.endsWith('P-1') && attemptsAt.length < 4 ? 503 : 200;
    });
    await engine.queue(put('patient:P-1'));
    await engine.queue(put('patient:P-2'));
    await clock.advance(0);
    expect(server.log).toEqual(['PUT /api/patient/P-1']);
    expect(engine.getSnapshot().items[0]).toMatchObject({ attempts: 1, failed: false });
    expect(engine.getSnapshot().items[0]?.lastError?.status).toBe(503);

    await clock.advance(10_000);
    expect(attemptsAt).toEqual([0, 1000, 3000, 7000]);
    expect(server.log.slice(-2)).toEqual(['PUT /api/patient/P-1', 'PUT /api/patient/P-2']);
    expect(engine.getSnapshot().items).toEqual([]);
  });

  it.each([0, 408, 429, 500, 503])('treats %i as transient', async (status) => {
    const { engine, server, clock } = setUp();
    server.answerWith(() => (status === 0 ? 'network' : status));
    await engine.queue(put('activity:a1'));
    await clock.advance(0);
    const [item] = engine.getSnapshot().items;
    expect(item).toMatchObject({ failed: false, attempts: 1, nextAttemptAt: clock.now() + 1000 });
    expect(clock.pendingTimers()).toBe(1);
  });

  it('flush sends at once, past the backoff wait', async () => {
    const { engine, server, clock } = setUp();
    server.answerWith(() => 'network');
    await engine.queue(put('activity:a1'));
    await clock.advance(0);
    server.answerWith(() => 200);
    expect(await engine.flush()).toBe(0);
    expect(server.log).toHaveLength(2);
  });

  it('a write queued during a replay is sent in the same run', async () => {
    const { engine, server, clock } = setUp();
    let queuedDuring = false;
    server.answerWith(() => {
      if (!queuedDuring) {
        queuedDuring = true;
        void engine.queue(put('activity:late'));
      }
      return 200;
    });
    await engine.queue(put('activity:first'));
    await clock.advance(0);
    expect(server.log).toEqual(['PUT /api/activity/first', 'PUT /api/activity/late']);
    expect(engine.getSnapshot().items).toEqual([]);
  });
});

describe('outbox engine rejections', () => {
  it('keeps a rejected write with the server reason and goes on with other entities', async () => {
    const { engine, server, clock } = setUp();
    server.answerWith((item) => (item.path.endsWith('P-1') ? 400 : 200));
    await engine.queue(put('patient:P-1', { patientName: '' }));
    await engine.queue(put('patient:P-2'));
    await clock.advance(0);
    const items = engine.getSnapshot().items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ entityKey: 'patient:P-1', failed: true, attempts: 1 });
    expect(items[0]?.lastError).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'Invalid patient',
      details: [{ field: 'body.patientName', message: 'Required' }],
    });
    // Not retried on its own: only the clinician decides.
    await clock.advance(60 * 60 * 1000);
    expect(server.log.filter((line) => line.endsWith('P-1'))).toHaveLength(1);
  });

  it('holds later writes to the same entity until the rejected one is retried or discarded', async () => {
    const { engine, server, clock } = setUp();
    server.answerWith(() => 404);
    await engine.queue(put('activity:a1', { v: 1 }));
    await clock.advance(0);
    server.answerWith(() => 200);
    await engine.queue(put('activity:a1', { v: 2 }));
    await clock.advance(0);
    expect(server.log).toHaveLength(1);
    expect(engine.getSnapshot().items.map((item) => item.failed)).toEqual([true, false]);

    await engine.retry(1);
    await clock.advance(0);
    expect(server.rows.get('/api/activity/a1')).toEqual({ v: 2 });
    expect(engine.getSnapshot().items).toEqual([]);
  });

  it('discarding a rejected write drops only that one', async () => {
    const { engine, server, clock } = setUp();
    server.answerWith(() => 422);
    await engine.queue(put('activity:a1'));
    await clock.advance(0);
    server.answerWith(() => 200);
    await engine.queue(put('activity:a1', { v: 2 }));
    await engine.discard(1);
    await clock.advance(0);
    expect(server.log).toEqual(['PUT /api/activity/a1', 'PUT /api/activity/a1']);
    expect(server.rows.get('/api/activity/a1')).toEqual({ v: 2 });
    expect(engine.getSnapshot().items).toEqual([]);
  });

  it('a DELETE answered 404 is done: there is nothing left to delete', async () => {
    const { engine, server, clock } = setUp();
    server.answerWith(() => 404);
    await engine.queue({
      entityKey: 'activity:gone',
      method: 'DELETE',
      path: '/api/activity/gone',
    });
    await clock.advance(0);
    expect(engine.getSnapshot().items).toEqual([]);
  });
});

describe('outbox engine idempotent replay', () => {
  it('a write the server applied but whose answer was lost is sent again, changing nothing', async () => {
    const { engine, server, clock } = setUp();
    server.answerWith(() => 'lost-answer');
    await engine.queue(put('patient:P-1', { patientName: 'Ana' }));
    await clock.advance(0);
    const afterFirst = structuredClone([...server.rows]);
    expect(engine.getSnapshot().items).toHaveLength(1);

    server.answerWith(() => 200);
    await clock.advance(1000);
    expect(server.log).toHaveLength(2);
    expect([...server.rows]).toEqual(afterFirst);
    expect(engine.getSnapshot().items).toEqual([]);
  });
});

describe('outbox engine and the session', () => {
  it('a 401 stops the replay and keeps every item, without counting an attempt', async () => {
    const { engine, server, session, clock } = setUp();
    server.answerWith(() => 401);
    await engine.queue(put('patient:P-1'));
    await engine.queue(put('activity:a1'));
    await clock.advance(0);
    expect(server.log).toEqual(['PUT /api/patient/P-1']);
    expect(engine.getSnapshot()).toMatchObject({ sessionEnded: true });
    expect(engine.getSnapshot().items.map((item) => [item.attempts, item.failed])).toEqual([
      [0, false],
      [0, false],
    ]);
    expect(clock.pendingTimers()).toBe(0);

    // The app forgets the user; the same clinician signs in again.
    session.userId = null;
    expect(await engine.flush()).toBe(2);
    session.userId = 'u1';
    server.answerWith(() => 200);
    expect(await engine.flush()).toBe(2);
    engine.sessionChanged();
    expect(await engine.flush()).toBe(0);
    expect(server.rows.size).toBe(2);
  });

  it("never sends one clinician's writes under another clinician's session", async () => {
    const { engine, server, session, clock } = setUp();
    session.online = false;
    await engine.queue(put('patient:P-1'));
    session.userId = 'u2';
    await engine.queue(put('patient:P-9'));
    session.online = true;
    expect(await engine.flush()).toBe(1);
    expect(server.log).toEqual(['PUT /api/patient/P-9']);
    expect(engine.getSnapshot().items[0]).toMatchObject({ ownerId: 'u1' });
    await clock.advance(0);
  });

  it('sends nothing while offline or signed out', async () => {
    const { engine, server, session, clock } = setUp();
    session.online = false;
    await engine.queue(put('patient:P-1'));
    session.online = true;
    session.userId = null;
    await engine.flush();
    await clock.advance(60_000);
    expect(server.log).toEqual([]);
  });
});

describe('outbox engine after the device is wiped', () => {
  it('a replay under way when the clinician signs out writes nothing back', async () => {
    const clock = createFakeClock();
    const store = createMemoryOutboxStore();
    let finishSend: (result: SendResult) => void = () => undefined;
    const engine = createOutboxEngine({
      store,
      send: () =>
        new Promise<SendResult>((resolve) => {
          finishSend = resolve;
        }),
      clock,
      isOnline: () => true,
      currentUserId: () => 'u1',
    });
    await engine.queue(put('activity:a1'));
    await clock.advance(0);
    // Sign-out: the app forgets the outbox and deletes the database while the request is out.
    engine.reset();
    await store.delete(1);
    finishSend(networkFailure);
    await clock.advance(0);
    expect(await store.list()).toEqual([]);
    expect(engine.getSnapshot().items).toEqual([]);
    expect(clock.pendingTimers()).toBe(0);
  });
});
