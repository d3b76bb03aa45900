import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePatient } from '../test/factories.js';
import { signUpWithSessions } from '../test/seeded-user.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';

describe.each(DATABASES)('account export API on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('exports the whole account as one JSON file', async () => {
    const { user, sessions } = await signUpWithSessions(server);
    await user.put('/api/patients/OLD', makePatient({ patientName: 'Archived' }));
    await user.delete('/api/patients/OLD');
    const response = await user.get('/api/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="ritmo-export-/,
    );
    expect(response.body.user.id).toBe(user.userId);
    expect(response.body.patients.map((p: { patientId: string }) => p.patientId).sort()).toEqual([
      'OLD',
      'P-1',
    ]);
    expect(response.body.activities).toHaveLength(3);
    const first = response.body.activities.find(
      (a: { activityId: string }) => a.activityId === sessions[0]!.activityId,
    );
    expect(first.samples).toEqual(sessions[0]!.samples);
  });

  it("exports only the user's own workspace, and nothing without a session", async () => {
    await signUpWithSessions(server);
    const other = await server.signUp();
    const exported = await other.get('/api/export');
    expect(exported.body.patients).toEqual([]);
    expect(exported.body.activities).toEqual([]);
    expect((await server.anonymous().get('/api/export')).status).toBe(401);
  });
});
