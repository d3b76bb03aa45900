import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONDAY, signUpWithSessions, WEEK_MS } from '../test/seeded-user.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';

describe.each(DATABASES)('patient trend API on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('gives a patient trend: sessions oldest first and weekly means', async () => {
    const { user, sessions } = await signUpWithSessions(server);
    const trend = await user.get('/api/patients/P-1/trend');
    expect(trend.status).toBe(200);
    expect(trend.body.sessions.map((s: { activityId: string }) => s.activityId)).toEqual(
      sessions.map((s) => s.activityId),
    );
    expect(trend.body.weeks).toEqual([
      expect.objectContaining({ weekStart: '2026-11-02', activityCount: 2, rpe: 12 }),
      expect.objectContaining({ weekStart: '2026-11-09', activityCount: 1, rpe: 13 }),
    ]);
    const ranged = await user.get(`/api/patients/P-1/trend?from=${MONDAY + WEEK_MS}`);
    expect(ranged.body.sessions).toHaveLength(1);
    const bad = await user.get('/api/patients/P-1/trend?utcOffsetMin=9999');
    expect(bad.body.error.details[0].field).toBe('query.utcOffsetMin');
  });

  it("keeps trends to the user's own patients", async () => {
    await signUpWithSessions(server);
    const other = await server.signUp();
    expect((await other.get('/api/patients/P-1/trend')).status).toBe(404);
  });
});
