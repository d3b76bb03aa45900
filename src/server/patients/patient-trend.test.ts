import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fhirBundleSchema } from '../../common/fhir/fhir-types.js';
import { makePatient, makeSession } from '../test/factories.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';

const WEEK = 7 * 86_400_000;
const MONDAY = Date.UTC(2026, 10, 2, 12);

describe.each(DATABASES)('results API on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  async function seeded() {
    const clinician = await server.signUp();
    await clinician.put('/api/patients/P-1', makePatient());
    const sessions = [
      makeSession('P-1', {
        startedAt: MONDAY,
        timestamp: MONDAY + 3_600_000,
        events: [{ t: 0, kind: 'rpe', value: 11 }],
      }),
      makeSession('P-1', {
        startedAt: MONDAY + 86_400_000,
        timestamp: MONDAY + 90_000_000,
        events: [{ t: 0, kind: 'rpe', value: 13 }],
      }),
      makeSession('P-1', { startedAt: MONDAY + WEEK, timestamp: MONDAY + WEEK + 3_600_000 }),
    ];
    for (const { activityId, ...body } of sessions)
      await clinician.put(`/api/activities/${activityId}`, body);
    return { clinician, sessions };
  }

  it('gives a patient trend: sessions oldest first and weekly means', async () => {
    const { clinician, sessions } = await seeded();
    const trend = await clinician.get('/api/patients/P-1/trend');
    expect(trend.status).toBe(200);
    expect(trend.body.sessions.map((s: { activityId: string }) => s.activityId)).toEqual(
      sessions.map((s) => s.activityId),
    );
    expect(trend.body.weeks).toEqual([
      expect.objectContaining({ weekStart: '2026-11-02', sessionCount: 2, rpe: 12 }),
      expect.objectContaining({ weekStart: '2026-11-09', sessionCount: 1, rpe: 13 }),
    ]);
    const ranged = await clinician.get(`/api/patients/P-1/trend?from=${MONDAY + WEEK}`);
    expect(ranged.body.sessions).toHaveLength(1);
    const bad = await clinician.get('/api/patients/P-1/trend?utcOffsetMin=9999');
    expect(bad.body.error.details[0].field).toBe('query.utcOffsetMin');
  });

  it('exports a patient as a FHIR R4 bundle', async () => {
    const { clinician } = await seeded();
    const response = await clinician.get('/api/patients/P-1/fhir');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/fhir\+json/);
    const bundle = fhirBundleSchema.parse(response.body);
    const observations = bundle.entry.filter((e) => e.resource.resourceType === 'Observation');
    expect(observations).toHaveLength(6); // mean + series for each of 3 sessions
  });

  it('exports the whole account as one JSON file', async () => {
    const { clinician, sessions } = await seeded();
    await clinician.put('/api/patients/OLD', makePatient({ patientName: 'Archived' }));
    await clinician.delete('/api/patients/OLD');
    const response = await clinician.get('/api/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="ritmo-export-/,
    );
    expect(response.body.user.id).toBe(clinician.userId);
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

  it("keeps trends and exports to the clinician's own patients", async () => {
    await seeded();
    const other = await server.signUp();
    expect((await other.get('/api/patients/P-1/trend')).status).toBe(404);
    expect((await other.get('/api/patients/P-1/fhir')).status).toBe(404);
    const exported = await other.get('/api/export');
    expect(exported.body.patients).toEqual([]);
    expect(exported.body.activities).toEqual([]);
    expect((await server.anonymous().get('/api/export')).status).toBe(401);
  });

  it('deletes the account, its patients and sessions after the e-mail is typed', async () => {
    const { clinician } = await seeded();
    const other = await server.signUp();
    await other.put('/api/patients/P-1', makePatient());

    const wrong = await clinician.request('DELETE', '/api/me', {
      confirmEmail: 'someone@else.test',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details[0].field).toBe('body.confirmEmail');
    const done = await clinician.request('DELETE', '/api/me', {
      confirmEmail: clinician.email.toUpperCase(),
    });
    expect(done.status).toBe(204);

    expect((await clinician.get('/api/patients')).status).toBe(401);
    const signIn = await server.anonymous().post('/api/auth/sign-in/email', {
      email: clinician.email,
      password: 'correct horse battery',
    });
    expect(signIn.status).toBe(401);
    const rows = await server.app.dataDb
      .selectFrom('activities')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_id', '=', clinician.userId)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(0);
    expect((await other.get('/api/patients')).body.patients).toHaveLength(1);
  });
});
