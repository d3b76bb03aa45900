/**
 * A programme's progress summary and its discharge (PRODUCT.md section 10), on both databases:
 * sessions from the start date on, attendance per programme week in the reader's zone, time in
 * the target in force (the prescription made before the session, else the session's own band),
 * workload, alarms, BP/SpO₂ entries, baseline vs latest; the discharge freezes it all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import type { ActivityInput } from '../../common/schemas/activity.js';
import { makeActivity, makePatient } from '../test/factories.js';
import {
  makeExerciseTest,
  makePrescription,
  makeProgramme,
  makeSixMinuteWalk,
} from '../test/programme-factories.js';
import {
  DATABASES,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../test/test-server.js';

const BRASILIA = 'America/Sao_Paulo';
const summaryUrl = (timeZone: string | undefined = BRASILIA) =>
  apiPaths.programmeSummary('P-1', 'PR-1', timeZone);
const dischargeUrl = apiPaths.programmeDischarge('P-1', 'PR-1', BRASILIA);

async function save(user: TestClient, overrides: Partial<ActivityInput>) {
  const { activityId, ...body } = makeActivity('P-1', overrides);
  expect((await user.put(`/api/activities/${activityId}`, body)).status).toBe(200);
  return activityId;
}

const vitals = (date: string, sbp: number, dbp: number, hr: number, weightKg: number) => ({
  kind: 'vitals' as const,
  date,
  sbp,
  dbp,
  hr,
  weightKg,
});

describe.each(DATABASES)('programme summary and discharge on %s', (kind) => {
  let server: TestServer;
  let user: Awaited<ReturnType<TestServer['signUp']>>;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer(kind);
    user = await server.signUp('Fisio Paulo');
    await user.put(
      apiPaths.patient('P-1'),
      makePatient({ clinicalProfile: { betaBlocker: true } }),
    );
    const assess = (id: string, body: unknown) =>
      user.put(apiPaths.patientAssessment('P-1', id), body);
    await assess('ET-1', makeExerciseTest());
    await assess('6MW-1', makeSixMinuteWalk());
    await assess('V-1', vitals('2026-10-06', 138, 84, 72, 80));
    await assess('6MW-2', makeSixMinuteWalk({ date: '2026-11-20', distanceM: 480 }));
    await assess('ET-2', makeExerciseTest({ date: '2026-11-21', peakMets: 7.4 }));
    await assess('V-2', vitals('2026-11-22', 126, 78, 66, 78.5));
    expect((await user.put(apiPaths.patientProgramme('P-1', 'PR-1'), makeProgramme())).status).toBe(
      200,
    );
    // Before the start: not part of the programme.
    ids.before = await save(user, { startedAt: Date.UTC(2026, 9, 10, 13) });
    // Before any prescription: its own band counts. An alarm, its ack and re-alert, an advisory,
    // and the safety maximum (107) passed.
    ids.first = await save(user, {
      type: 'treadmill',
      startedAt: Date.UTC(2026, 9, 13, 13),
      target: { lowBpm: 100, highBpm: 120 },
      samples: {
        t: Array.from({ length: 60 }, (_, i) => i * 1000),
        hr: Array.from({ length: 60 }, (_, i) => 90 + (i % 20)),
        speed: Array(60).fill(4.8),
      },
      events: [
        { t: 5000, kind: 'bp', value: { systolic: 142, diastolic: 86 } },
        { t: 6000, kind: 'spo2', value: 95 },
        { t: 7000, kind: 'alarm', value: { rule: 'above-target', measured: 125, limit: 120 } },
        {
          t: 8000,
          kind: 'alarm',
          value: { rule: 'above-target', measured: 126, limit: 120, repeat: 1 },
        },
        { t: 7500, kind: 'alarm-ack', value: { rule: 'above-target', by: 'Ana' } },
        {
          t: 9000,
          kind: 'alarm',
          value: { rule: 'irregular-rhythm', measured: null, limit: null },
        },
        { t: 18_000, kind: 'alarm', value: { rule: 'above-max', measured: 108, limit: 107 } },
      ],
    });
    // 22:00 on Sunday 18 October in Brasília: week 1 there, week 2 in UTC.
    ids.sunday = await save(user, { startedAt: Date.UTC(2026, 9, 19, 1) });
    const prescribed = await user.put(
      apiPaths.programmePrescription('P-1', 'PR-1'),
      makePrescription({ basedOn: 'ET-1' }),
    );
    expect(prescribed.body.prescription.target).toEqual({ lowBpm: 98, highBpm: 115 });
    const t = Array.from({ length: 60 }, (_, i) => i * 1000);
    ids.cycle = await save(user, {
      type: 'cycle',
      startedAt: Date.now() + 1000,
      target: { lowBpm: 100, highBpm: 120 },
      samples: { t, hr: t.map((_, i) => 90 + (i % 20)), power: Array(60).fill(50) },
    });
  });
  afterAll(() => server.close());

  it('summarises the sessions since the start against the target in force', async () => {
    const response = await user.get(summaryUrl());
    expect(response.status).toBe(200);
    const { summary } = response.body;
    expect(summary).toMatchObject({
      programmeId: 'PR-1',
      status: 'active',
      plannedSessions: 36,
      sessionsPerWeek: 3,
      sessionsDone: 3,
      discharge: null,
    });
    expect(summary.sessions.map((s: { activityId: string }) => s.activityId)).toEqual([
      ids.first,
      ids.sunday,
      ids.cycle,
    ]);
    const [first, , cycle] = summary.sessions;
    // 90…109 bpm at 1 Hz: 100–109 inside the session's 100–120 is half the minute.
    expect(first).toMatchObject({
      type: 'treadmill',
      target: { lowBpm: 100, highBpm: 120 },
      targetSource: 'session',
      timeInTargetMs: 30_000,
      timeInTargetPct: 50,
      hrMax: 109,
      avgSpeedKmh: 4.8,
      // ACSM walking: (0.1 × 80 m/min + 3.5) / 3.5.
      estimatedMets: 3.3,
      alarmCount: 2,
      alarms: [
        { rule: 'above-target', count: 1, alerts: 2, acks: 1 },
        { rule: 'above-max', count: 1, alerts: 1, acks: 0 },
      ],
      advisories: [{ rule: 'irregular-rhythm', count: 1, alerts: 1, acks: 0 }],
      // 108 and 109 bpm, at 18–19, 38–39 and 58–59 s, one second each, are above 107.
      timeAboveMaxMs: 6000,
    });
    // The prescription (98–115, VT1–VT2) was in force: 98–109 is 12 of every 20 s.
    expect(cycle).toMatchObject({
      target: { lowBpm: 98, highBpm: 115 },
      targetSource: 'prescription',
      timeInTargetMs: 36_000,
      timeInTargetPct: 60,
      avgPowerW: 50,
      // ACSM leg cycling at 78.5 kg (the newest weight): 1.8 × 306 / 78.5 / 3.5 + 2.
      estimatedMets: 4,
      alarmCount: 0,
    });
    expect(summary.entries).toEqual([
      {
        kind: 'bp',
        at: Date.UTC(2026, 9, 13, 13) + 5000,
        activityId: ids.first,
        systolic: 142,
        diastolic: 86,
      },
      { kind: 'spo2', at: Date.UTC(2026, 9, 13, 13) + 6000, activityId: ids.first, value: 95 },
    ]);
    expect(summary.alarmTotals).toEqual([
      { rule: 'above-target', count: 1, alerts: 2, acks: 1 },
      { rule: 'above-max', count: 1, alerts: 1, acks: 0 },
      { rule: 'irregular-rhythm', count: 1, alerts: 1, acks: 0 },
    ]);
  });

  it('counts attendance per programme week in the reader’s zone', async () => {
    const local = (await user.get(summaryUrl())).body.summary.weeks;
    expect(local[0]).toEqual({
      week: 1,
      startDate: '2026-10-12',
      sessions: 2,
      prescribed: 3,
      home: 0,
    });
    expect(local[1]).toMatchObject({ week: 2, startDate: '2026-10-19', sessions: 0 });
    expect(local.at(-1).sessions).toBe(1);
    const utc = (await user.get(summaryUrl('UTC'))).body.summary.weeks;
    expect([utc[0].sessions, utc[1].sessions]).toEqual([1, 1]);
    const junk = await user.get(apiPaths.programmeSummary('P-1', 'PR-1', '-03:00'));
    expect(junk.status).toBe(400);
    expect(junk.body.error.details[0].field).toBe('query.timeZone');
  });

  it('compares baseline and latest of each assessment measure', async () => {
    const { outcomes } = (await user.get(summaryUrl())).body.summary;
    expect(outcomes.sixMinuteWalkM).toEqual({
      baseline: { assessmentId: '6MW-1', date: '2026-10-06', value: 412 },
      latest: { assessmentId: '6MW-2', date: '2026-11-20', value: 480 },
      change: 68,
      changePct: 16.5,
    });
    expect(outcomes.peakMets).toMatchObject({ change: 1.2, changePct: 19.4 });
    expect(outcomes.restingSbp).toMatchObject({ change: -12, changePct: -8.7 });
    expect(outcomes.restingDbp).toMatchObject({ change: -6 });
    expect(outcomes.weightKg).toMatchObject({ change: -1.5, changePct: -1.9 });
  });

  it('discharge freezes the summary; the programme refuses changes with a 409', async () => {
    const live = (await user.get(summaryUrl())).body.summary;
    const recommendations = 'Fase 3: caminhada 30 min, 5×/semana, FC 98–115 bpm';
    const discharged = await user.post(dischargeUrl, { recommendations });
    expect(discharged.status).toBe(201);
    const frozen = discharged.body.summary;
    expect(frozen).toMatchObject({
      status: 'discharged',
      sessionsDone: live.sessionsDone,
      outcomes: live.outcomes,
      discharge: { recommendations, by: { id: user.userId, name: 'Fisio Paulo' } },
    });
    const programme = (await user.get(apiPaths.patientProgramme('P-1', 'PR-1'))).body.programme;
    expect(programme).toMatchObject({ status: 'discharged', version: 2 });

    // Later records do not change what was frozen.
    await save(user, { startedAt: Date.now() + 2000 });
    await user.put(
      apiPaths.patientAssessment('P-1', '6MW-3'),
      makeSixMinuteWalk({ distanceM: 600, date: '2026-11-24' }),
    );
    expect((await user.get(summaryUrl('UTC'))).body.summary).toEqual(frozen);

    const prescribe = await user.put(
      apiPaths.programmePrescription('P-1', 'PR-1'),
      makePrescription({ minutes: 45 }),
    );
    expect(prescribe.status).toBe(409);
    expect(prescribe.body.error.details).toEqual([
      { field: 'params.programmeId', message: 'the programme is discharged; it is read-only' },
    ]);
    const reopen = await user.put(apiPaths.patientProgramme('P-1', 'PR-1'), makeProgramme());
    expect(reopen.status).toBe(409);
    expect(reopen.body.error.message).toContain('discharged');
    const same = makeProgramme({ status: 'discharged' });
    expect((await user.put(apiPaths.patientProgramme('P-1', 'PR-1'), same)).status).toBe(200);
    const again = await user.post(dischargeUrl, { recommendations: 'twice' });
    expect(again.status).toBe(409);
    expect((await user.get(summaryUrl())).body.summary.discharge.recommendations).toBe(
      recommendations,
    );
  });

  it('refuses junk discharge bodies and unknown programmes', async () => {
    for (const body of [{ recommendations: 'x'.repeat(4001) }, { recommendations: 42 }, []]) {
      const response = await user.post(apiPaths.programmeDischarge('P-1', 'PR-9'), body);
      expect(response.status).toBe(400);
      expect(response.body.error.details[0].field).toMatch(/^body/);
    }
    expect((await user.post(apiPaths.programmeDischarge('P-1', 'PR-9'), {})).status).toBe(404);
    expect((await user.get(apiPaths.programmeSummary('P-1', 'PR-9'))).status).toBe(404);
    expect((await user.get(apiPaths.programmeSummary('P-9', 'PR-1'))).status).toBe(404);
  });
});
