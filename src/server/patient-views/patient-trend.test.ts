import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeActivity, makePatient } from '../test/factories.js';
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
    const bad = await user.get('/api/patients/P-1/trend?timeZone=-03:00');
    expect(bad.body.error.details[0].field).toBe('query.timeZone');
  });

  it('gives each session its time in target, workload, first BP, peak systolic and lowest SpO₂', async () => {
    const user = await server.signUp();
    await user.put('/api/patients/P-2', makePatient());
    const t = Array.from({ length: 60 }, (_, i) => i * 1000);
    const measured = makeActivity('P-2', {
      startedAt: MONDAY,
      type: 'cycle',
      // 90, 91 … 109 twice over and a third time: 30 of 60 seconds inside 100–109.
      samples: { t, hr: t.map((_, i) => 90 + (i % 20)), power: t.map(() => 80) },
      target: { lowBpm: 100, highBpm: 109 },
      events: [
        { t: 5_000, kind: 'bp', value: { systolic: 128, diastolic: 82 } },
        { t: 20_000, kind: 'spo2', value: 96 },
        { t: 40_000, kind: 'bp', value: { systolic: 150, diastolic: 84 } },
        { t: 45_000, kind: 'spo2', value: 92 },
      ],
    });
    // Cycling METs need the body weight: the vitals dated before the session give it.
    const vitals = { kind: 'vitals', date: '2026-10-20', weightKg: 80 };
    expect((await user.put('/api/patients/P-2/assessments/V-1', vitals)).status).toBe(200);
    const bare = makeActivity('P-2', { startedAt: MONDAY + 86_400_000 });
    for (const { activityId, ...body } of [measured, bare]) {
      expect((await user.put(`/api/activities/${activityId}`, body)).status).toBe(200);
    }
    const trend = await user.get('/api/patients/P-2/trend');
    expect(trend.body.sessions).toEqual([
      expect.objectContaining({
        activityId: measured.activityId,
        timeInTargetPct: 50,
        avgPowerW: 80,
        avgSpeedKmh: null,
        systolicMmHg: 128,
        diastolicMmHg: 82,
        peakSystolicMmHg: 150,
        lowestSpo2Pct: 92,
        // ACSM leg cycling: 1.8 × 80 W × 6.12 / 80 kg / 3.5 + 2 = 5.1 METs.
        estimatedMets: 5.1,
      }),
      expect.objectContaining({
        activityId: bare.activityId,
        timeInTargetPct: null,
        avgPowerW: null,
        systolicMmHg: null,
        lowestSpo2Pct: null,
        estimatedMets: null,
      }),
    ]);
    expect(trend.body.weeks).toEqual([
      expect.objectContaining({ timeInTargetPct: 50, systolicMmHg: 128, lowestSpo2Pct: 92 }),
    ]);
  });

  it("keeps trends to the user's own patients", async () => {
    await signUpWithSessions(server);
    const other = await server.signUp();
    expect((await other.get('/api/patients/P-1/trend')).status).toBe(404);
  });
});
