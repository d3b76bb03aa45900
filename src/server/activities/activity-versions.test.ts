import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeActivity, makePatient } from '../test/factories.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';

const bodyOf = ({ activityId: _id, ...body }: ReturnType<typeof makeActivity>) => body;
const SAVED_AT = Date.UTC(2026, 10, 3);
const ifMatch = (version: number) => ({ headers: { 'if-match': String(version) } });

describe.each(DATABASES)('activity versions, If-Match and fixed recordings on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  async function savedSession() {
    const user = await server.signUp();
    await user.put('/api/patients/P-1', makePatient());
    const session = makeActivity('P-1', { timestamp: SAVED_AT });
    const url = `/api/activities/${session.activityId}`;
    const saved = await user.put(url, bodyOf(session));
    expect(saved.body.activity.version).toBe(1);
    return { user, session, url };
  }

  it('counts notes edits, not replays, and shows the version in lists and reads', async () => {
    const { user, session, url } = await savedSession();
    expect((await user.put(url, bodyOf(session))).body.activity.version).toBe(1);
    const edited = await user.put(url, { ...bodyOf(session), notes: 'tolerated well' });
    expect(edited.body.activity).toMatchObject({ notes: 'tolerated well', version: 2 });
    expect((await user.get(url)).body.activity.version).toBe(2);
    const list = await user.get('/api/activities');
    expect(list.body.activities[0]).toMatchObject({ activityId: session.activityId, version: 2 });
  });

  it('refuses a stale notes edit with 409 and the current session', async () => {
    const { user, session, url } = await savedSession();
    const a = await user.request('PUT', url, { ...bodyOf(session), notes: 'A' }, ifMatch(1));
    expect(a.status).toBe(200);
    const b = await user.request('PUT', url, { ...bodyOf(session), notes: 'B' }, ifMatch(1));
    expect(b.status).toBe(409);
    expect(b.body.error.code).toBe('conflict');
    expect(b.body.current).toMatchObject({ notes: 'A', version: 2 });
    expect(b.body.current.samples).toEqual(session.samples);
    const both = await user.request(
      'PUT',
      url,
      { ...bodyOf(session), notes: 'A\n\nB' },
      ifMatch(2),
    );
    expect(both.body.activity).toMatchObject({ notes: 'A\n\nB', version: 3 });
  });

  it("never changes a saved session's samples, events or other content: 409, nothing stored", async () => {
    const { user, session, url } = await savedSession();
    const changes = [
      { samples: { t: [0, 1000], hr: [80, 81] } },
      { events: [] },
      { restingHr: 70 },
      { hrMaxBpm: 150 },
      { timestamp: SAVED_AT + 1 },
    ];
    for (const change of changes) {
      const response = await user.put(url, { ...bodyOf(session), ...change, notes: 'x' });
      expect(response.status, JSON.stringify(change)).toBe(409);
      expect(response.body.error.details).toEqual([expect.objectContaining({ field: 'body' })]);
      expect(response.body.current).toBeUndefined();
    }
    const stored = (await user.get(url)).body.activity;
    expect(stored).toMatchObject({ notes: '', version: 1, restingHr: 68 });
    expect(stored.samples).toEqual(session.samples);
  });

  it('a deleted session answers 409 with current null to an edit, with or without If-Match', async () => {
    const { user, session, url } = await savedSession();
    expect((await user.request('DELETE', url, undefined, ifMatch(1))).status).toBe(204);
    for (const init of [{}, ifMatch(2)]) {
      const edit = await user.request('PUT', url, { ...bodyOf(session), notes: 'late' }, init);
      expect(edit.status).toBe(409);
      expect(edit.body.current).toBeNull();
    }
    expect((await user.put(url, bodyOf(session))).status).toBe(200);
    expect((await user.get(url)).status).toBe(404);
  });

  it('deletes only at the version named', async () => {
    const { user, session, url } = await savedSession();
    await user.put(url, { ...bodyOf(session), notes: 'seen elsewhere' });
    const stale = await user.request('DELETE', url, undefined, ifMatch(1));
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ notes: 'seen elsewhere', version: 2 });
    expect((await user.get(url)).status).toBe(200);
    expect((await user.request('DELETE', url, undefined, ifMatch(2))).status).toBe(204);
    expect((await user.request('DELETE', url, undefined, ifMatch(3))).status).toBe(404);
  });

  it('answers 409 with current null to If-Match on a session never saved', async () => {
    const user = await server.signUp();
    await user.put('/api/patients/P-1', makePatient());
    const session = makeActivity('P-1', { timestamp: SAVED_AT });
    const response = await user.request(
      'PUT',
      `/api/activities/${session.activityId}`,
      bodyOf(session),
      ifMatch(1),
    );
    expect(response.status).toBe(409);
    expect(response.body.current).toBeNull();
  });

  it('of concurrent notes edits from one version, exactly one is stored', async () => {
    const { user, session, url } = await savedSession();
    const answers = await Promise.all(
      ['one', 'two', 'three'].map((notes) =>
        user.request('PUT', url, { ...bodyOf(session), notes }, ifMatch(1)),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const stored = (await user.get(url)).body.activity;
    expect(stored.version).toBe(2);
    expect(answers.find((a) => a.status === 200)!.body.activity.notes).toBe(stored.notes);
  });
});
