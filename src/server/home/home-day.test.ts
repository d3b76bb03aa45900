/**
 * The patient user's day on the server (PRODUCT.md section 12): each reason `GET /api/home/today`
 * gives as the clinic's record moves towards a plan, the plan's band and safety maximum from the
 * shared limits, and the check-in's red flags closing the day. On SQLite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { makeActivity } from '../test/factories.js';
import { makeExerciseTest, makePrescription, makeProgramme } from '../test/programme-factories.js';
import { signPlan } from '../test/review-signing.js';
import { DATABASES } from '../test/test-server.js';
import { acceptConsent, type HomeScene, startHomeScene } from './home.test-helpers.js';

describe.each(DATABASES)('the home day on %s', (kind) => {
  let scene: HomeScene;
  const today = async () => (await scene.patient.get(apiPaths.homeToday())).body;
  const checkIn = (answers: Record<string, unknown>, id: string = randomUUID()) =>
    scene.patient.put(apiPaths.homeCheckIn(id), { answers, at: scene.clock.now });

  beforeAll(async () => {
    scene = await startHomeScene(kind);
    const marked = await scene.owner.put(apiPaths.clinician(scene.owner.userId), {
      physician: true,
      registration: 'CRM-SP 123456',
    });
    expect(marked.status).toBe(200);
  });
  afterAll(() => scene.server.close());

  it('walks from no consent to a plan, one reason at a time', async () => {
    const { member, owner } = scene;
    expect(await today()).toEqual({ allowed: false, reason: 'no_consent' });
    expect((await checkIn({})).body.error.details).toEqual([
      { field: 'reason', message: 'no_consent' },
    ]);
    await acceptConsent(scene.patient);
    expect(await today()).toEqual({ allowed: false, reason: 'no_programme' });
    await member.put(apiPaths.patientAssessment('P-1', 'ET-1'), makeExerciseTest());
    const programme = apiPaths.patientProgramme('P-1', 'PR-1');
    expect((await member.put(programme, makeProgramme({ riskClass: 'high' }))).status).toBe(200);
    expect(await today()).toEqual({ allowed: false, reason: 'no_programme' });
    await member.put(apiPaths.programmePrescription('P-1', 'PR-1'), makePrescription());
    expect(await today()).toEqual({ allowed: false, reason: 'risk_high' });
    const current = (await member.get(programme)).body.programme;
    const intermediate = makeProgramme({ riskClass: 'intermediate' });
    await member.request('PUT', programme, intermediate, {
      headers: { 'if-match': String(current.version) },
    });
    expect(await today()).toEqual({ allowed: false, reason: 'not_signed' });
    expect((await signPlan(owner, apiPaths.programmeReviews('P-1', 'PR-1'))).status).toBe(201);
    expect(await today()).toEqual({ allowed: false, reason: 'not_cleared' });

    const clearance = apiPaths.homeClearance('P-1', 'PR-1');
    expect((await member.put(clearance, { homeCleared: true })).status).toBe(403);
    const cleared = await owner.put(clearance, { homeCleared: true });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ homeCleared: true, registration: 'CRM-SP 123456' });
    expect((await member.get(clearance)).body.clinicSessionsDone).toBe(0);

    // The patient: thresholds VT1–VT2 98–115 bpm, capped by the measured peak 128.
    expect(await today()).toEqual({
      allowed: true,
      date: '2026-11-18',
      programmeId: 'PR-1',
      prescription: {
        version: 1,
        modality: 'treadmill',
        minutes: 30,
        intensity: { method: 'thresholds' },
      },
      phases: { warmUpMin: 5, conditioningMin: 30, coolDownMin: 5 },
      guidance: 'prescribed',
      band: { lowBpm: 98, highBpm: 115 },
      borg: null,
      safetyMaxBpm: 128,
      sessionsPerWeek: 3,
      sessionsThisWeek: { home: 0, clinic: 0 },
      checkIn: { heartFailure: false, diabetes: false },
    });
  });

  it("saves a home session for the link's patient, shown to the clinic", async () => {
    const startedAt = scene.clock.now - 60 * 60 * 1000;
    const { activityId, ...body } = makeActivity('P-OTHER', { startedAt, notes: 'em casa' });
    const saved = await scene.patient.put(apiPaths.homeSession(activityId), body);
    expect(saved.status).toBe(200);
    expect(saved.body.activity).toMatchObject({
      patientId: 'P-1',
      setting: 'home',
      prescription: { version: 1, signed: true },
      target: { lowBpm: 98, highBpm: 115 },
      recordedBy: { id: scene.patient.userId, name: 'Maria em casa' },
    });
    expect((await scene.patient.put(apiPaths.homeSession(activityId), body)).status).toBe(200);
    const listed = await scene.patient.get(apiPaths.homeSessions());
    expect(listed.body.activities.map((a: { activityId: string }) => a.activityId)).toEqual([
      activityId,
    ]);
    const clinic = await scene.member.get(apiPaths.activities({ patientId: 'P-1' }));
    expect(clinic.body.activities[0]).toMatchObject({ activityId, setting: 'home' });
    expect((await today()).sessionsThisWeek).toEqual({ home: 1, clinic: 0 });
    const { activityId: clinicId, ...clinicBody } = makeActivity('P-1', { startedAt });
    expect((await scene.member.put(apiPaths.activity(clinicId), clinicBody)).status).toBe(200);
    expect((await scene.patient.put(apiPaths.homeSession(clinicId), clinicBody)).status).toBe(409);
    expect((await scene.patient.put(apiPaths.homeSession('nope'), body)).status).toBe(400);
  });

  it('stores a check-in, and a red flag closes the day', async () => {
    const id = randomUUID();
    const calm = await checkIn({ glucose: 110, sbp: 130, dbp: 80 }, id);
    expect(calm.status).toBe(200);
    expect(calm.body).toMatchObject({ checkInId: id, date: '2026-11-18', redFlags: [] });
    expect((await checkIn({ glucose: 110, sbp: 130, dbp: 80 }, id)).status).toBe(200);
    expect((await checkIn({ dizzy: true }, id)).status).toBe(409);
    const flagged = await checkIn({ glucose: 251 });
    expect(flagged.body.redFlags).toEqual(['glucoseHigh']);
    expect(await today()).toEqual({ allowed: false, reason: 'red_flag_today' });
    const refused = await checkIn({});
    expect(refused.status).toBe(403);
    expect(refused.body.error.details[0].message).toBe('red_flag_today');
    const { activityId, ...session } = makeActivity('P-1', { startedAt: scene.clock.now - 60_000 });
    const sessionRefused = await scene.patient.put(apiPaths.homeSession(activityId), session);
    expect(sessionRefused.status).toBe(403);
    expect(sessionRefused.body.error.details[0].message).toBe('red_flag_today');
    const audit = await scene.owner.get(
      apiPaths.audit({ patientId: 'P-1', action: 'home.check-in' }),
    );
    expect(audit.body.events.map((e: { detail: string | null }) => e.detail)).toEqual([
      'red flags: glucoseHigh',
      null,
    ]);
  });

  it('answers revoked once the clinic ends the access, and refuses its check-ins', async () => {
    expect((await scene.member.delete(apiPaths.homeAccess('P-1'))).status).toBe(204);
    expect(await today()).toEqual({ allowed: false, reason: 'revoked' });
    expect((await checkIn({})).status).toBe(403);
    expect((await scene.member.get(apiPaths.homeToday())).status).toBe(403);
  });
});
