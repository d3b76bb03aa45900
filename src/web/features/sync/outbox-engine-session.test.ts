import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../../lib/fake-clock.test-helpers';
import { createOutboxEngine, type SendResult } from './outbox-engine';
import { networkFailure, put, setUp } from './outbox-engine.test-helpers';
import { createMemoryOutboxStore } from './outbox-store';

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
    expect(engine.getSnapshot()).toMatchObject({ authSessionEnded: true });
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
    engine.authSessionChanged();
    expect(await engine.flush()).toBe(0);
    expect(server.rows.size).toBe(2);
  });

  it('a 423 (the inactivity lock) keeps every write, uncounted, and sends them after the unlock', async () => {
    const { engine, server, clock } = setUp();
    server.answerWith(() => 423);
    await engine.queue(put('patient:P-1'));
    await engine.queue(put('activity:a1'));
    await clock.advance(0);
    expect(server.log).toEqual(['PUT /api/patient/P-1']);
    expect(engine.getSnapshot().items.map((item) => [item.attempts, item.failed])).toEqual([
      [0, false],
      [0, false],
    ]);
    expect(clock.pendingTimers()).toBe(0);
    // Still locked: queuing more or a reconnect sends nothing.
    await engine.queue(put('patient:P-2'));
    expect(await engine.flush()).toBe(3);
    expect(server.log).toHaveLength(1);

    server.answerWith(() => 200);
    engine.sessionUnlocked();
    await clock.advance(0);
    expect(engine.getSnapshot().items).toEqual([]);
    expect([...server.rows.keys()]).toEqual([
      '/api/patient/P-1',
      '/api/activity/a1',
      '/api/patient/P-2',
    ]);
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
      serverAnswers: async () => true,
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
