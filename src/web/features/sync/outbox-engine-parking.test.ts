import { describe, expect, it } from 'vitest';
import { put, setUp } from './outbox-engine.test-helpers';
import { PARK_AFTER_SERVER_FAILURES } from './retry-schedule';

const HOUR_MS = 60 * 60 * 1000;

describe('outbox engine and a write the server keeps failing on', () => {
  it("does not hold back other entities' writes, queued before or after it", async () => {
    const { engine, server, session, clock } = setUp();
    server.answerWith((item) => (item.path.endsWith('P-1') ? 500 : 200));
    session.online = false;
    await engine.queue(put('patient:P-1'));
    await engine.queue(put('activity:a1'));
    await engine.queue(put('patient:P-2'));
    session.online = true;
    // One replay pass goes past the failed write.
    engine.kick();
    await clock.advance(0);
    expect(server.log).toEqual([
      'PUT /api/patient/P-1',
      'PUT /api/activity/a1',
      'PUT /api/patient/P-2',
    ]);

    // Queued while P-1 waits for its next attempt: sent at once all the same.
    await engine.queue(put('activity:a2'));
    await clock.advance(0);
    expect(server.rows.has('/api/activity/a2')).toBe(true);
    expect(engine.getSnapshot().items.map((item) => item.entityKey)).toEqual(['patient:P-1']);
  });

  it('keeps later writes to its entity behind it, sent in order once it goes', async () => {
    const { engine, server, clock } = setUp();
    const sent: unknown[] = [];
    let failures = 0;
    server.answerWith((item) => {
      sent.push(JSON.parse(item.bodyJson ?? 'null'));
      return item.path.endsWith('P-1') && failures++ < 2 ? 500 : 200;
    });
    await engine.queue(put('patient:P-1', { v: 1 }));
    await engine.queue(put('patient:P-1', { v: 2 }));
    await engine.queue(put('patient:P-2', { v: 1 }));
    await clock.advance(0);
    expect(sent).toEqual([{ v: 1 }, { v: 1 }]);
    expect(engine.getSnapshot().items.map((item) => item.seq)).toEqual([1, 2]);

    await clock.advance(10_000);
    expect(sent).toEqual([{ v: 1 }, { v: 1 }, { v: 1 }, { v: 1 }, { v: 2 }]);
    expect(server.rows.get('/api/patient/P-1')).toEqual({ v: 2 });
    expect(engine.getSnapshot().items).toEqual([]);
  });

  it(`parks it after ${PARK_AFTER_SERVER_FAILURES} failed attempts, with the server reason`, async () => {
    const { engine, server, clock } = setUp();
    server.answerWith(() => 500);
    await engine.queue(put('patient:P-1'));
    await clock.advance(HOUR_MS);
    expect(server.log).toHaveLength(PARK_AFTER_SERVER_FAILURES);
    expect(engine.getSnapshot().items[0]).toMatchObject({
      failed: true,
      serverFailures: PARK_AFTER_SERVER_FAILURES,
      lastError: { status: 500, code: 'internal_error', message: 'Could not store the patient' },
    });
    // Parked: only the clinician sends it again.
    await clock.advance(24 * HOUR_MS);
    expect(server.log).toHaveLength(PARK_AFTER_SERVER_FAILURES);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('counts an answer lost while the server answers other requests', async () => {
    const { engine, server, clock } = setUp();
    server.answerWith(() => 'lost-answer');
    await engine.queue(put('patient:P-1'));
    await clock.advance(HOUR_MS);
    expect(server.log).toHaveLength(PARK_AFTER_SERVER_FAILURES);
    expect(engine.getSnapshot().items[0]).toMatchObject({ failed: true, lastError: { status: 0 } });
  });
});

describe('outbox engine failures that are not the write', () => {
  it('never parks a write while the network is down, for a whole day', async () => {
    const { engine, server, session, clock } = setUp();
    server.answerWith(() => 'network');
    await engine.queue(put('patient:P-1'));
    await engine.queue(put('patient:P-2'));
    await clock.advance(12 * HOUR_MS);
    // The browser also says so for a while: nothing is even tried then.
    session.online = false;
    await clock.advance(12 * HOUR_MS);
    session.online = true;
    const [first] = engine.getSnapshot().items;
    expect(first?.attempts).toBeGreaterThan(PARK_AFTER_SERVER_FAILURES * 10);
    expect(first).toMatchObject({ failed: false, serverFailures: 0 });
    // Every attempt was the first write's: the replay waited behind the network, in order.
    expect(new Set(server.log)).toEqual(new Set(['PUT /api/patient/P-1']));

    server.answerWith(() => 200);
    expect(await engine.flush()).toBe(0);
    expect(server.log.slice(-2)).toEqual(['PUT /api/patient/P-1', 'PUT /api/patient/P-2']);
  });

  it.each([
    ['the whole server is down (its health check fails too)', 502, false],
    ['the server asks the device to slow down', 429, true],
    // The server answers but its database does not: an outage, not the write's fault.
    ['the database is down, even while the health check answers', 503, true],
    ['the server disk is full, even while the health check answers', 507, true],
  ])('never parks a write when %s, and pauses the whole replay', async (_, status, healthy) => {
    const { engine, server, clock } = setUp();
    server.answerWith(() => status);
    server.healthWith(() => healthy);
    await engine.queue(put('patient:P-1'));
    await engine.queue(put('patient:P-2'));
    await clock.advance(HOUR_MS);
    expect(new Set(server.log)).toEqual(new Set(['PUT /api/patient/P-1']));
    expect(server.log.length).toBeGreaterThan(PARK_AFTER_SERVER_FAILURES);
    expect(engine.getSnapshot().items[0]).toMatchObject({ failed: false, serverFailures: 0 });
  });
});

describe('a parked write and the clinician', () => {
  async function parked() {
    const setup = setUp();
    setup.server.answerWith(() => 502);
    await setup.engine.queue(put('activity:a1', { v: 1 }));
    await setup.clock.advance(HOUR_MS);
    await setup.engine.queue(put('activity:a1', { v: 2 }));
    await setup.clock.advance(0);
    expect(setup.server.log).toHaveLength(PARK_AFTER_SERVER_FAILURES);
    return setup;
  }

  it('Retry sends it again with a fresh count, then the writes behind it', async () => {
    const { engine, server, clock } = await parked();
    await engine.retry(1);
    await clock.advance(0);
    expect(engine.getSnapshot().items[0]).toMatchObject({ failed: false, serverFailures: 1 });

    // The server still fails: parked again after as many attempts as the first time.
    await clock.advance(HOUR_MS);
    expect(server.log).toHaveLength(2 * PARK_AFTER_SERVER_FAILURES);
    expect(engine.getSnapshot().items[0]).toMatchObject({ failed: true });

    server.answerWith(() => 200);
    await engine.retry(1);
    await clock.advance(0);
    expect(server.rows.get('/api/activity/a1')).toEqual({ v: 2 });
    expect(engine.getSnapshot().items).toEqual([]);
  });

  it('Discard drops it and lets the later writes to its entity go', async () => {
    const { engine, server, clock } = await parked();
    server.answerWith(() => 200);
    await engine.discard(1);
    await clock.advance(0);
    expect(server.rows.get('/api/activity/a1')).toEqual({ v: 2 });
    expect(engine.getSnapshot().items).toEqual([]);
  });
});

describe('the count of server failures', () => {
  it('survives a reload of the app: it parks after the same total', async () => {
    const { engine, server, clock, store, startEngine } = setUp();
    server.answerWith(() => 500);
    await engine.queue(put('patient:P-1'));
    await clock.advance(3000); // attempts at 0 s, 1 s and 3 s
    expect(server.log).toHaveLength(3);
    // The tab closes; a new one reads the same IndexedDB.
    engine.reset();
    expect((await store.get(1))?.serverFailures).toBe(3);

    const reloaded = startEngine();
    await reloaded.load();
    expect(await reloaded.flush()).toBe(1);
    await clock.advance(HOUR_MS);
    expect(server.log).toHaveLength(PARK_AFTER_SERVER_FAILURES);
    expect(reloaded.getSnapshot().items[0]).toMatchObject({ failed: true });
  });
});
