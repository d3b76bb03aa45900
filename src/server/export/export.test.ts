import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { makePatient } from '../test/factories.js';
import { makeExerciseTest, makePrescription, makeProgramme } from '../test/programme-factories.js';
import { signPlan } from '../test/review-signing.js';
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
    expect(response.body.rehabilitation).toEqual([]);
  });

  it("names the file for the reader's day, not UTC's", async () => {
    const user = await server.signUp();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // 23:30 on 3 March in UTC is already 4 March in Kiritimati (UTC+14), still 3 in Lisbon.
      vi.setSystemTime(Date.parse('2026-03-03T23:30:00Z'));
      const named = async (timeZone?: string) =>
        (await user.get(apiPaths.export(timeZone))).headers.get('content-disposition');
      expect(await named('Pacific/Kiritimati')).toContain('ritmo-export-2026-03-04.json');
      expect(await named('Europe/Lisbon')).toContain('ritmo-export-2026-03-03.json');
      expect(await named()).toContain('ritmo-export-2026-03-03.json');
    } finally {
      vi.useRealTimers();
    }
  });

  it("exports each patient's assessments, programmes, prescription versions, reviews and discharge", async () => {
    const user = await server.signUp();
    await user.put('/api/patients/P-1', makePatient());
    await user.put('/api/patients/P-2', makePatient());
    const test = await user.put('/api/patients/P-1/assessments/ET-1', makeExerciseTest());
    const programmes = '/api/patients/P-1/programmes/PR-1';
    await user.put(programmes, makeProgramme());
    await user.put(`${programmes}/prescription`, makePrescription());
    await user.put(`${programmes}/prescription`, makePrescription({ minutes: 45 }));
    await user.put(`/api/clinicians/${user.userId}`, { physician: true, registration: 'CRM 1' });
    expect((await signPlan(user, `${programmes}/reviews`, 'ok')).status).toBe(201);
    const discharged = await user.post(`${programmes}/discharge`, { recommendations: 'Fase 3' });
    expect(discharged.status).toBe(201);
    const programme = (await user.get(programmes)).body.programme;
    const reviews = (await user.get(`${programmes}/reviews`)).body.reviews;
    const history = (await user.get(`${programmes}/prescriptions`)).body.prescriptions;
    const exported = (await user.get('/api/export')).body;
    expect(exported.rehabilitation).toEqual([
      {
        patientId: 'P-1',
        assessments: [test.body.assessment],
        programmes: [
          { ...programme, prescriptions: history, reviews, discharge: discharged.body.summary },
        ],
      },
    ]);
    expect(history.map((p: { version: number }) => p.version)).toEqual([2, 1]);
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
