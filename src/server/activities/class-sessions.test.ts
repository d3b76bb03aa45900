/**
 * Sessions recorded in a class: each carries the class's id, and `?classId=` lists the class's
 * sessions of the caller's workspace, with the other filters and the cursor. A session keeps
 * its target band too, fixed like its class once saved.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEvent } from '../../common/schemas/activity-event.js';
import { makeActivity, makePatient } from '../test/factories.js';
import { DATABASES, startTestServer, type TestServer, tickingClock } from '../test/test-server.js';

const bodyOf = ({ activityId: _id, ...body }: ReturnType<typeof makeActivity>) => body;
const SAVED_AT = Date.UTC(2026, 10, 3);

interface Page {
  body: { activities: { activityId: string; classId: string | null }[]; nextCursor: string | null };
}
const idsOf = (page: Page) => page.body.activities.map((a) => a.activityId);

describe.each(DATABASES)('class sessions on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { now: tickingClock() });
  });
  afterAll(() => server.close());

  async function userWithPatients(...patientIds: string[]) {
    const user = await server.signUp();
    for (const patientId of patientIds) await user.put(`/api/patients/${patientId}`, makePatient());
    return user;
  }

  it('keeps the classId of a session, lower-cased, in the save, the detail and the list', async () => {
    const user = await userWithPatients('P-1');
    const classId = randomUUID();
    const inClass = makeActivity('P-1', {
      timestamp: SAVED_AT + 1,
      classId: classId.toUpperCase(),
    });
    const alone = makeActivity('P-1', { timestamp: SAVED_AT });
    const saved = await user.put(`/api/activities/${inClass.activityId}`, bodyOf(inClass));
    expect(saved.status).toBe(200);
    expect(saved.body.activity.classId).toBe(classId);
    await user.put(`/api/activities/${alone.activityId}`, bodyOf(alone));

    const detail = await user.get(`/api/activities/${inClass.activityId}`);
    expect(detail.body.activity).toEqual(saved.body.activity);
    expect((await user.get(`/api/activities/${alone.activityId}`)).body.activity.classId).toBe(
      null,
    );
    const list: Page = await user.get('/api/activities');
    expect(list.body.activities.map((a) => a.classId)).toEqual([classId, null]);
  });

  it("lists only the class's sessions of the caller's workspace, with the other filters", async () => {
    const ana = await userWithPatients('A', 'B');
    const bruno = await userWithPatients('A');
    const [classId, otherClass] = [randomUUID(), randomUUID()];
    const sessions = [
      makeActivity('A', { timestamp: SAVED_AT + 1, classId }),
      makeActivity('B', { timestamp: SAVED_AT + 2, classId, type: 'cycle' }),
      makeActivity('A', { timestamp: SAVED_AT + 3, classId: otherClass }),
      makeActivity('A', { timestamp: SAVED_AT + 4 }),
    ];
    for (const s of sessions) await ana.put(`/api/activities/${s.activityId}`, bodyOf(s));
    // Another clinician's session with the same class id, and the same patient id.
    const brunos = makeActivity('A', { timestamp: SAVED_AT + 5, classId });
    await bruno.put(`/api/activities/${brunos.activityId}`, bodyOf(brunos));
    const [a1, b2, other] = sessions.map((s) => s.activityId);

    expect(idsOf(await ana.get(`/api/activities?classId=${classId}`))).toEqual([b2, a1]);
    expect(idsOf(await ana.get(`/api/activities?classId=${classId.toUpperCase()}`))).toEqual([
      b2,
      a1,
    ]);
    expect(idsOf(await ana.get(`/api/activities?classId=${otherClass}`))).toEqual([other]);
    expect(idsOf(await ana.get(`/api/activities?classId=${classId}&patientId=A`))).toEqual([a1]);
    expect(idsOf(await ana.get(`/api/activities?classId=${classId}&type=cycle`))).toEqual([b2]);
    const window = `from=${SAVED_AT + 2}&to=${SAVED_AT + 3}`;
    expect(idsOf(await ana.get(`/api/activities?classId=${classId}&${window}`))).toEqual([b2]);
    expect(idsOf(await ana.get(`/api/activities?classId=${randomUUID()}`))).toEqual([]);
    expect(idsOf(await bruno.get(`/api/activities?classId=${classId}`))).toEqual([
      brunos.activityId,
    ]);

    const first: Page = await ana.get(`/api/activities?classId=${classId}&limit=1`);
    expect(idsOf(first)).toEqual([b2]);
    const cursor = encodeURIComponent(first.body.nextCursor!);
    const second: Page = await ana.get(
      `/api/activities?classId=${classId}&limit=1&cursor=${cursor}`,
    );
    expect(idsOf(second)).toEqual([a1]);
    expect(second.body.nextCursor).toBeNull();

    await ana.delete(`/api/activities/${a1}`);
    expect(idsOf(await ana.get(`/api/activities?classId=${classId}`))).toEqual([b2]);
  });

  it('a replay of a class session changes nothing; its notes change, its class does not', async () => {
    const user = await userWithPatients('P-1');
    const classId = randomUUID();
    const session = makeActivity('P-1', { timestamp: SAVED_AT, classId });
    const path = `/api/activities/${session.activityId}`;
    const first = await user.put(path, bodyOf(session));
    const replay = await user.put(path, { ...bodyOf(session), classId: classId.toUpperCase() });
    expect(replay.status).toBe(200);
    expect(replay.body.activity).toEqual(first.body.activity);

    const notes = await user.put(path, { ...bodyOf(session), notes: 'led the class' });
    expect(notes.body.activity).toMatchObject({ classId, notes: 'led the class', version: 2 });
    for (const moved of [randomUUID(), null]) {
      const response = await user.put(path, { ...bodyOf(session), classId: moved });
      expect(response.status, `classId ${moved}`).toBe(409);
    }
    expect((await user.get(path)).body.activity).toEqual(notes.body.activity);
    expect(idsOf(await user.get(`/api/activities?classId=${classId}`))).toEqual([
      session.activityId,
    ]);
  });

  it('names classId in the 400 for a malformed one, in the body and in the query', async () => {
    const user = await userWithPatients('P-1');
    for (const bad of ['not-a-uuid', 42, '', `${randomUUID()}x`, { $ne: null }]) {
      const session = makeActivity('P-1');
      const put = await user.put(`/api/activities/${session.activityId}`, {
        ...bodyOf(session),
        classId: bad,
      });
      expect(put.status, JSON.stringify(bad)).toBe(400);
      expect(put.body.error.details.map((d: { field: string }) => d.field)).toEqual([
        'body.classId',
      ]);
      expect((await user.get(`/api/activities/${session.activityId}`)).status).toBe(404);
    }
    for (const bad of ['not-a-uuid', "' OR 1=1 --", '', 'x'.repeat(500)]) {
      const list = await user.get(`/api/activities?classId=${encodeURIComponent(bad)}`);
      expect(list.status, bad).toBe(400);
      expect(list.body.error.details.map((d: { field: string }) => d.field)).toEqual([
        'query.classId',
      ]);
    }
  });

  it('keeps the target band of a session in the save, the detail and the list', async () => {
    const user = await userWithPatients('P-1');
    const target = { lowBpm: 95, highBpm: 120 };
    const aimed = makeActivity('P-1', { timestamp: SAVED_AT + 1, classId: randomUUID(), target });
    const free = makeActivity('P-1', { timestamp: SAVED_AT, target: null });
    const saved = await user.put(`/api/activities/${aimed.activityId}`, bodyOf(aimed));
    expect(saved.status).toBe(200);
    expect(saved.body.activity.target).toEqual(target);
    expect(
      (await user.put(`/api/activities/${free.activityId}`, bodyOf(free))).body.activity,
    ).toMatchObject({ target: null });

    const detail = await user.get(`/api/activities/${aimed.activityId}`);
    expect(detail.body.activity).toEqual(saved.body.activity);
    const list = await user.get('/api/activities');
    expect(list.body.activities.map((a: { target: unknown }) => a.target)).toEqual([target, null]);
    const exported = await user.get('/api/export');
    const ofAimed = exported.body.activities.find(
      (a: { activityId: string }) => a.activityId === aimed.activityId,
    );
    expect(ofAimed.target).toEqual(target);
  });

  it('a replay with the same target changes nothing; a changed target is refused', async () => {
    const user = await userWithPatients('P-1');
    const target = { lowBpm: 100, highBpm: 130 };
    const session = makeActivity('P-1', { timestamp: SAVED_AT, classId: randomUUID(), target });
    const alone = makeActivity('P-1', { timestamp: SAVED_AT + 1 });
    const path = `/api/activities/${session.activityId}`;
    const first = await user.put(path, bodyOf(session));
    const replay = await user.put(path, bodyOf(session));
    expect(replay.status).toBe(200);
    expect(replay.body.activity).toEqual(first.body.activity);

    const notes = await user.put(path, { ...bodyOf(session), notes: 'kept to the band' });
    expect(notes.body.activity).toMatchObject({ target, version: 2 });
    for (const moved of [{ lowBpm: 100, highBpm: 131 }, { lowBpm: 99, highBpm: 130 }, null]) {
      const response = await user.put(path, { ...bodyOf(session), target: moved });
      expect(response.status, `target ${JSON.stringify(moved)}`).toBe(409);
    }
    expect((await user.get(path)).body.activity).toEqual(notes.body.activity);
    // A session saved without a target does not gain one later.
    await user.put(`/api/activities/${alone.activityId}`, bodyOf(alone));
    const gained = await user.put(`/api/activities/${alone.activityId}`, {
      ...bodyOf(alone),
      target,
    });
    expect(gained.status).toBe(409);
  });

  it('names the bound at fault in the 400 for a bad target', async () => {
    const user = await userWithPatients('P-1');
    const cases: [unknown, string][] = [
      [{ lowBpm: 120, highBpm: 120 }, 'body.target.highBpm'],
      [{ lowBpm: 130, highBpm: 110 }, 'body.target.highBpm'],
      [{ lowBpm: 29, highBpm: 120 }, 'body.target.lowBpm'],
      [{ lowBpm: 95.5, highBpm: 120 }, 'body.target.lowBpm'],
      [{ lowBpm: 95, highBpm: 251 }, 'body.target.highBpm'],
      [{ lowBpm: 95, highBpm: '120' }, 'body.target.highBpm'],
      [{ lowBpm: 95 }, 'body.target.highBpm'],
    ];
    for (const [bad, field] of cases) {
      const session = makeActivity('P-1');
      const put = await user.put(`/api/activities/${session.activityId}`, {
        ...bodyOf(session),
        target: bad,
      });
      expect(put.status, JSON.stringify(bad)).toBe(400);
      expect(put.body.error.details.map((d: { field: string }) => d.field)).toEqual([field]);
      expect((await user.get(`/api/activities/${session.activityId}`)).status).toBe(404);
    }
  });

  it('keeps alarm events and their acknowledgements, and exports them', async () => {
    const user = await userWithPatients('P-1');
    const events: ActivityEvent[] = [
      { t: 5000, kind: 'alarm', value: { rule: 'above-max', measured: 171, limit: 160 } },
      { t: 9000, kind: 'alarm-ack', value: { rule: 'above-max', by: 'Dra. Ana' } },
      { t: 12_000, kind: 'alarm', value: { rule: 'no-signal', measured: null, limit: null } },
    ];
    const session = makeActivity('P-1', { timestamp: SAVED_AT, classId: randomUUID(), events });
    const saved = await user.put(`/api/activities/${session.activityId}`, bodyOf(session));
    expect(saved.status).toBe(200);
    // Who acknowledged is the user who saved, as the server knows them (alarm-acknowledgers.ts).
    const stored = events.map((event) =>
      event.kind === 'alarm-ack'
        ? { ...event, value: { ...event.value, by: expect.stringContaining(`<${user.email}>`) } }
        : event,
    );
    expect((await user.get(`/api/activities/${session.activityId}`)).body.activity.events).toEqual(
      stored,
    );
    const exported = await user.get('/api/export');
    expect(exported.body.activities[0]).toMatchObject({ classId: session.classId, events: stored });
  });
});
