import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeActivity, makePatient } from '../test/factories.js';
import { DATABASES, startTestServer, type TestServer, tickingClock } from '../test/test-server.js';

const bodyOf = ({ activityId: _id, ...body }: ReturnType<typeof makeActivity>) => body;
/** A save time in the past (epochs must lie between 2000 and a day from now). */
const SAVED_AT = Date.UTC(2026, 10, 3);

describe.each(DATABASES)('activities API on %s', (kind) => {
  let server: TestServer;
  const clock = tickingClock();
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { now: clock });
  });
  afterAll(() => server.close());

  async function userWithPatient(patientId = 'P-1') {
    const user = await server.signUp();
    await user.put(`/api/patients/${patientId}`, makePatient());
    return user;
  }

  it('answers 401 to every activity call without a session', async () => {
    const anonymous = server.anonymous();
    const id = randomUUID();
    for (const [method, url] of [
      ['GET', '/api/activities'],
      ['GET', `/api/activities/${id}`],
      ['PUT', `/api/activities/${id}`],
      ['DELETE', `/api/activities/${id}`],
    ] as const) {
      const response = await anonymous.request(
        method,
        url,
        method === 'PUT' ? bodyOf(makeActivity('P-1')) : undefined,
      );
      expect(response.status, `${method} ${url}`).toBe(401);
    }
  });

  it('saves a session with a computed summary and returns it whole', async () => {
    const user = await userWithPatient();
    const session = makeActivity('P-1', { timestamp: SAVED_AT });
    const put = await user.put(`/api/activities/${session.activityId}`, {
      ...bodyOf(session),
      summary: { hrAvg: 999 },
    });
    expect(put.status).toBe(200);
    const activity = put.body.activity;
    expect(activity).toMatchObject({
      activityId: session.activityId,
      timestamp: SAVED_AT,
      deletedAt: null,
    });
    expect(activity.summary.durationMs).toBe(60_000);
    expect(activity.summary.hrMax).toBe(109);
    expect(activity.summary.hrMin).toBe(90);
    expect(activity.summary.rpe).toBe(13);
    const get = await user.get(`/api/activities/${session.activityId}`);
    expect(get.body.activity.samples).toEqual(session.samples);
    expect(get.body.activity.events).toEqual(session.events);
  });

  it('stamps the timestamp when the client sends none, and keeps it on a later edit', async () => {
    const user = await userWithPatient();
    const session = makeActivity('P-1');
    const before = clock();
    const first = await user.put(`/api/activities/${session.activityId}`, bodyOf(session));
    expect(first.body.activity.timestamp).toBeGreaterThanOrEqual(before);
    const edited = await user.put(`/api/activities/${session.activityId}`, {
      ...bodyOf(session),
      notes: 'tolerated well',
    });
    expect(edited.body.activity.notes).toBe('tolerated well');
    expect(edited.body.activity.timestamp).toBe(first.body.activity.timestamp);
  });

  it('a replay of the same save changes nothing', async () => {
    const user = await userWithPatient();
    const session = makeActivity('P-1', { timestamp: 1_700_000_000_000 });
    const first = await user.put(`/api/activities/${session.activityId}`, bodyOf(session));
    const replay = await user.put(`/api/activities/${session.activityId}`, bodyOf(session));
    expect(replay.status).toBe(200);
    expect(replay.body.activity).toEqual(first.body.activity);
    const list = await user.get('/api/activities');
    expect(list.body.activities).toHaveLength(1);
  });

  it('reaches one session by its id in upper or lower case', async () => {
    const user = await userWithPatient();
    const session = makeActivity('P-1', { timestamp: SAVED_AT });
    const upper = session.activityId.toUpperCase();
    const saved = await user.put(`/api/activities/${upper}`, bodyOf(session));
    expect(saved.body.activity.activityId).toBe(session.activityId);
    const edited = await user.put(`/api/activities/${session.activityId}`, {
      ...bodyOf(session),
      notes: 'edited',
    });
    expect(edited.status).toBe(200);
    expect((await user.get(`/api/activities/${upper}`)).body.activity.notes).toBe('edited');
    expect((await user.get('/api/activities')).body.activities).toHaveLength(1);
    expect((await user.delete(`/api/activities/${upper}`)).status).toBe(204);
    expect((await user.get(`/api/activities/${session.activityId}`)).status).toBe(404);
  });

  it('refuses a session for a patient the user does not have', async () => {
    const user = await userWithPatient();
    const session = makeActivity('NOBODY');
    const put = await user.put(`/api/activities/${session.activityId}`, bodyOf(session));
    expect(put.status).toBe(404);
    expect(put.body.error.details[0].field).toBe('body.patientId');
  });

  it('lists newest first without samples, filtered by patient, type and dates', async () => {
    const user = await userWithPatient('A');
    await user.put('/api/patients/B', makePatient({ patientName: 'Bia' }));
    const sessions = [
      makeActivity('A', { timestamp: SAVED_AT + 1000, type: 'walk' }),
      makeActivity('B', { timestamp: SAVED_AT + 3000, type: 'cycle' }),
      makeActivity('A', { timestamp: SAVED_AT + 2000, type: 'cycle' }),
    ];
    for (const s of sessions) await user.put(`/api/activities/${s.activityId}`, bodyOf(s));

    const all = await user.get('/api/activities');
    const savedAt = (page: { body: { activities: { timestamp: number }[] } }) =>
      page.body.activities.map((a) => a.timestamp - SAVED_AT);
    expect(savedAt(all)).toEqual([3000, 2000, 1000]);
    expect(all.body.activities[0]).not.toHaveProperty('samples');
    expect(all.body.activities[0]).not.toHaveProperty('events');
    expect(all.body.nextCursor).toBeNull();

    const ofA = await user.get('/api/activities?patientId=A');
    expect(savedAt(ofA)).toEqual([2000, 1000]);
    const cycles = await user.get('/api/activities?type=cycle');
    expect(cycles.body.activities).toHaveLength(2);
    const window = await user.get(`/api/activities?from=${SAVED_AT + 1500}&to=${SAVED_AT + 2500}`);
    expect(savedAt(window)).toEqual([2000]);
  });

  it('pages with a cursor return every session exactly once, ties included', async () => {
    const user = await userWithPatient();
    const ids = new Set<string>();
    for (let i = 0; i < 23; i++) {
      // Pairs share a timestamp so the activityId tie-breaker is exercised.
      const s = makeActivity('P-1', { timestamp: SAVED_AT + Math.floor(i / 2) }, 3);
      ids.add(s.activityId);
      await user.put(`/api/activities/${s.activityId}`, bodyOf(s));
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { activities: { activityId: string }[]; nextCursor: string | null } } =
        await user.get(`/api/activities?limit=5${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.body.activities.map((a) => a.activityId));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(23);
    expect(new Set(seen)).toEqual(ids);
  });

  it('soft-deletes: the session disappears from reads and a replay does not resurrect it', async () => {
    const user = await userWithPatient();
    const session = makeActivity('P-1', { timestamp: SAVED_AT });
    await user.put(`/api/activities/${session.activityId}`, bodyOf(session));
    expect((await user.delete(`/api/activities/${session.activityId}`)).status).toBe(204);
    expect((await user.get(`/api/activities/${session.activityId}`)).status).toBe(404);
    expect((await user.get('/api/activities')).body.activities).toEqual([]);
    expect((await user.delete(`/api/activities/${session.activityId}`)).status).toBe(404);
    const replay = await user.put(`/api/activities/${session.activityId}`, bodyOf(session));
    expect(replay.status).toBe(200);
    expect((await user.get('/api/activities')).body.activities).toEqual([]);
    const edit = await user.put(`/api/activities/${session.activityId}`, {
      ...bodyOf(session),
      notes: 'x',
    });
    expect(edit.status).toBe(409);
  });

  it("never shows, changes or deletes another user's sessions", async () => {
    const ana = await userWithPatient('P-1');
    const bruno = await userWithPatient('P-1');
    const session = makeActivity('P-1', { timestamp: SAVED_AT, notes: 'Ana notes' });
    await ana.put(`/api/activities/${session.activityId}`, bodyOf(session));

    expect((await bruno.get(`/api/activities/${session.activityId}`)).status).toBe(404);
    expect((await bruno.delete(`/api/activities/${session.activityId}`)).status).toBe(404);
    expect((await bruno.get('/api/activities?patientId=P-1')).body.activities).toEqual([]);
    await bruno.put(`/api/activities/${session.activityId}`, {
      ...bodyOf(session),
      notes: 'Bruno notes',
      workspaceId: ana.userId,
    });
    const anas = await ana.get(`/api/activities/${session.activityId}`);
    expect(anas.body.activity.notes).toBe('Ana notes');
    expect(anas.body.activity.deletedAt).toBeNull();
  });

  it('names each bad field of a session in a 400', async () => {
    const user = await userWithPatient();
    const session = makeActivity('P-1');
    const response = await user.put(`/api/activities/${session.activityId}`, {
      ...bodyOf(session),
      type: 'swim',
      endedAt: session.startedAt - 1,
      samples: { t: [0, 2000, 1000], hr: [80, 81] },
      events: [{ t: 0, kind: 'rpe', value: 25 }],
    });
    expect(response.status).toBe(400);
    const fields = response.body.error.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'body.type',
        'body.samples.hr',
        'body.samples.t.2',
        'body.events.0.value',
      ]),
    );
    const badId = await user.put('/api/activities/not-a-uuid', bodyOf(session));
    expect(badId.body.error.details[0].field).toBe('params.activityId');
    const badQuery = await user.get('/api/activities?limit=0&from=abc&cursor=zzz');
    expect(badQuery.status).toBe(400);
    const badCursor = await user.get('/api/activities?cursor=zzz');
    expect(badCursor.body.error.details[0].field).toBe('query.cursor');
    const endedBeforeStart = await user.put(`/api/activities/${session.activityId}`, {
      ...bodyOf(session),
      endedAt: session.startedAt - 1,
    });
    expect(endedBeforeStart.body.error.details.map((d: { field: string }) => d.field)).toContain(
      'body.endedAt',
    );
  });

  it('keeps a pressure entered as pre-exercise ("before"); any other phase is a 400 naming it', async () => {
    const user = await userWithPatient();
    const session = makeActivity('P-1');
    const atRest = { t: 0, kind: 'bp', value: { systolic: 130, diastolic: 80 }, phase: 'before' };
    const put = await user.put(`/api/activities/${session.activityId}`, {
      ...bodyOf(session),
      events: [atRest],
    });
    expect(put.status).toBe(200);
    const get = await user.get(`/api/activities/${session.activityId}`);
    expect(get.body.activity.events).toEqual([atRest]);
    const during = await user.put(`/api/activities/${session.activityId}`, {
      ...bodyOf(session),
      events: [{ ...atRest, phase: 'during' }],
    });
    expect(during.status).toBe(400);
    expect(during.body.error.details[0].field).toBe('body.events.0.phase');
  });

  it('answers 413 to a body over 4 MiB and keeps what was stored', async () => {
    const user = await userWithPatient();
    const session = makeActivity('P-1', { timestamp: SAVED_AT });
    await user.put(`/api/activities/${session.activityId}`, bodyOf(session));
    const huge = { ...bodyOf(session), notes: 'x'.repeat(4 * 1024 * 1024) };
    const response = await user.put(`/api/activities/${session.activityId}`, huge);
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('payload_too_large');
    expect((await user.get(`/api/activities/${session.activityId}`)).body.activity.notes).toBe('');
  });
});
