import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeActivity, makePatient } from '../test/factories.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';
import { purgeDeletedActivities } from './deleted-retention.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(DATABASES)('deleted sessions past their retention on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const rowOf = (activityId: string) =>
    server.app.dataDb
      .selectFrom('activities')
      .select(['samples', 'events', 'notes', 'deleted_at'])
      .where('activity_id', '=', activityId)
      .executeTakeFirstOrThrow();

  it('lose their samples, events and notes; the tombstone keeps a replay from bringing them back', async () => {
    const user = await server.signUp();
    await user.put('/api/patients/P-1', makePatient());
    const { activityId: old, ...oldBody } = makeActivity('P-1', { notes: 'alergia a X' });
    const { activityId: recent, ...recentBody } = makeActivity('P-1');
    const { activityId: kept, ...keptBody } = makeActivity('P-1');
    for (const [id, body] of [
      [old, oldBody],
      [recent, recentBody],
      [kept, keptBody],
    ] as const) {
      expect((await user.put(`/api/activities/${id}`, body)).status).toBe(200);
    }
    expect((await user.delete(`/api/activities/${old}`)).status).toBe(204);
    expect((await user.delete(`/api/activities/${recent}`)).status).toBe(204);
    const now = Date.now();
    await server.app.dataDb
      .updateTable('activities')
      .set({ deleted_at: now - 31 * DAY_MS })
      .where('activity_id', '=', old)
      .execute();

    expect(await purgeDeletedActivities(server.app.dataDb, 30, now)).toBe(1);
    expect(await purgeDeletedActivities(server.app.dataDb, 30, now)).toBe(0);

    const purged = await rowOf(old);
    expect(JSON.parse(purged.samples)).toEqual({ t: [] });
    expect([purged.events, purged.notes]).toEqual(['[]', '']);
    expect(purged.deleted_at).not.toBeNull();
    expect(JSON.parse((await rowOf(recent)).samples).t.length).toBeGreaterThan(0);
    expect(JSON.parse((await rowOf(kept)).samples).t.length).toBeGreaterThan(0);

    // A device that missed the delete replays its save: still deleted, nothing restored.
    const replay = await user.put(`/api/activities/${old}`, oldBody);
    expect(replay.status).toBeLessThan(500);
    expect((await user.get(`/api/activities/${old}`)).status).toBe(404);
    expect(JSON.parse((await rowOf(old)).samples)).toEqual({ t: [] });
    expect((await user.delete(`/api/activities/${old}`)).status).toBeLessThan(500);
  });
});
