/**
 * Home and clinic sessions apart in the records (PRODUCT.md section 12, issue 40): the programme
 * summary counts them per week and in total with each one's adherence, the discharge freezes
 * that, and the FHIR bundle marks each session's setting. On SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { makeActivity } from '../test/factories.js';
import { DATABASES } from '../test/test-server.js';
import { type HomeScene, readyForHome, startHomeScene } from './home.test-helpers.js';

const HOUR = 60 * 60 * 1000;

describe.each(DATABASES)('home and clinic sessions apart on %s', (kind) => {
  let scene: HomeScene;
  let homeId: string;
  beforeAll(async () => {
    scene = await startHomeScene(kind);
    await readyForHome(scene);
    const { patient, member, clock } = scene;
    const home = makeActivity('P-1', { startedAt: clock.now - HOUR });
    homeId = home.activityId;
    const { activityId: _, ...homeBody } = home;
    expect((await patient.put(apiPaths.homeSession(homeId), homeBody)).status).toBe(200);
    for (const startedAt of [clock.now - 2 * HOUR, clock.now - 24 * HOUR]) {
      const { activityId, ...body } = makeActivity('P-1', { startedAt });
      expect((await member.put(apiPaths.activity(activityId), body)).status).toBe(200);
    }
  });
  afterAll(() => scene.server.close());

  it('counts home and clinic sessions apart in the summary, each with its adherence', async () => {
    const answer = await scene.member.get(apiPaths.programmeSummary('P-1', 'PR-1'));
    expect(answer.status).toBe(200);
    const { summary } = answer.body;
    expect(summary.sessionsDone).toBe(3);
    expect(summary.weeks.at(-1)).toMatchObject({ sessions: 3, home: 1 });
    const prescribed = summary.weeks.reduce(
      (n: number, w: { prescribed: number }) => n + w.prescribed,
      0,
    );
    expect(summary.settings).toEqual({
      clinic: { sessions: 2, adherencePct: Math.round(200 / prescribed) },
      home: { sessions: 1, adherencePct: Math.round(100 / prescribed) },
    });
    const settingOf = new Map(
      summary.sessions.map((s: { activityId: string; setting: string }) => [
        s.activityId,
        s.setting,
      ]),
    );
    expect(settingOf.get(homeId)).toBe('home');
    expect([...settingOf.values()].sort()).toEqual(['clinic', 'clinic', 'home']);
  });

  it('freezes the counts at discharge', async () => {
    const discharged = await scene.member.post(apiPaths.programmeDischarge('P-1', 'PR-1'), {
      recommendations: 'Fase 3 em casa',
    });
    expect(discharged.status).toBe(201);
    const { summary } = (await scene.member.get(apiPaths.programmeSummary('P-1', 'PR-1'))).body;
    expect(summary.discharge).not.toBeNull();
    expect(summary.settings.home.sessions).toBe(1);
    expect(summary.settings.clinic.sessions).toBe(2);
  });

  it('marks the home session HH and the clinic ones AMB in the FHIR bundle', async () => {
    const bundle = await scene.member.get(apiPaths.patientFhir('P-1'));
    expect(bundle.status).toBe(200);
    const classes = bundle.body.entry
      .map((e: { resource: { resourceType: string } }) => e.resource)
      .filter((r: { resourceType: string }) => r.resourceType === 'Encounter')
      .map((r: { id: string; class: { code: string } }) => [r.id === homeId, r.class.code]);
    expect(classes.sort()).toEqual([
      [false, 'AMB'],
      [false, 'AMB'],
      [true, 'HH'],
    ]);
  });
});
