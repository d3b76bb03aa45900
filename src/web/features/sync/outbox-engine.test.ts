import { describe, expect, it } from 'vitest';
import { put, setUp } from './outbox-engine.test-helpers';

describe('outbox engine', () => {
  it('replays queued writes in the order they were made', async () => {
    const { engine, server, session, clock, store } = setUp();
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
    expect(await store.list()).toEqual([]);
  });

  it('announces each write the server took, so the reads that follow it go stale; not a refused one', async () => {
    const { engine, server, landed } = setUp();
    server.answerWith((item) => (item.path.endsWith('P-2') ? 400 : 200));
    await engine.queue(put('patient:P-1'));
    await engine.queue(put('patient:P-2'));
    await engine.queue({ entityKey: 'activity:a1', method: 'DELETE', path: '/api/activity/a1' });
    await engine.flush();
    expect(landed).toEqual(['patient:P-1', 'activity:a1']);
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
  it('retries a write the server failed on after 1 s, 2 s, 4 s; other entities go on', async () => {
    const { engine, server, clock } = setUp();
    const start = clock.now();
    const attemptsAt: number[] = [];
    server.answerWith((item) => {
      if (item.path.endsWith('P-1')) attemptsAt.push(clock.now() - start);
      return item.path.endsWith('P-1') && attemptsAt.length < 4 ? 500 : 200;
    });
    await engine.queue(put('patient:P-1'));
    await engine.queue(put('patient:P-2'));
    await clock.advance(0);
    expect(server.log).toEqual(['PUT /api/patient/P-1', 'PUT /api/patient/P-2']);
    expect(engine.getSnapshot().items).toHaveLength(1);
    expect(engine.getSnapshot().items[0]).toMatchObject({ attempts: 1, failed: false });
    expect(engine.getSnapshot().items[0]?.lastError?.status).toBe(500);

    await clock.advance(10_000);
    expect(attemptsAt).toEqual([0, 1000, 3000, 7000]);
    expect(engine.getSnapshot().items).toEqual([]);
  });

  it('stops the whole replay when the network fails, keeping the order', async () => {
    const { engine, server, clock } = setUp();
    server.answerWith(() => 'network');
    await engine.queue(put('patient:P-1'));
    await engine.queue(put('patient:P-2'));
    await clock.advance(0);
    expect(server.log).toEqual(['PUT /api/patient/P-1']);
    // A write queued during the wait does not go first either.
    await engine.queue(put('patient:P-3'));
    await clock.advance(0);
    expect(server.log).toHaveLength(1);

    server.answerWith(() => 200);
    await clock.advance(1000);
    expect(server.log.slice(1)).toEqual([
      'PUT /api/patient/P-1',
      'PUT /api/patient/P-2',
      'PUT /api/patient/P-3',
    ]);
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
