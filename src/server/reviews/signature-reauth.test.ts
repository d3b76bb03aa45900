/**
 * Signing asks the physician's password again (issue 34 #10): a session left open on a ward
 * computer must not sign in the physician's name. Wrong passwords are counted with failed
 * sign-ins; the signature covers the plan the physician was shown (its SHA-256 sent back), and
 * the audit trail says it was re-authenticated. Both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { makePatient } from '../test/factories.js';
import { makeExerciseTest, makePrescription, makeProgramme } from '../test/programme-factories.js';
import { signatureBody } from '../test/review-signing.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';
import type { Clinician } from '../workspaces/clinic.test-helpers.js';

/** Wrong passwords an account may send in a window before it is refused (429). */
const ACCOUNT_MAX = 3;

describe.each(DATABASES)('re-authenticated signatures on %s', (kind) => {
  let server: TestServer;
  let doctor: Clinician;
  let reviews: string;
  beforeAll(async () => {
    server = await startTestServer(kind, { SIGNIN_RATE_LIMIT_MAX: String(ACCOUNT_MAX) });
    doctor = await server.signUp('Dra. Solo');
    const marked = { physician: true, registration: 'CRM-SP 1' };
    expect((await doctor.put(apiPaths.clinician(doctor.userId), marked)).status).toBe(200);
    await doctor.put(apiPaths.patient('RA-1'), makePatient());
    await doctor.put(apiPaths.patientAssessment('RA-1', 'ET-1'), makeExerciseTest());
    await doctor.put(apiPaths.patientProgramme('RA-1', 'PR-1'), makeProgramme());
    await doctor.put(apiPaths.programmePrescription('RA-1', 'PR-1'), makePrescription());
    reviews = apiPaths.programmeReviews('RA-1', 'PR-1');
  });
  afterAll(() => server.close());

  const signatures = async () =>
    (await doctor.get(reviews)).body.reviews.filter((r: { signed: boolean }) => r.signed);
  const fieldOf = (response: { body: { error: { details: { field: string }[] } } }) =>
    response.body.error.details[0]?.field;

  it('a signature without the password, or without the plan read, is refused with 400', async () => {
    const { password: _, ...withoutPassword } = await signatureBody(doctor, reviews);
    const noPassword = await doctor.post(reviews, withoutPassword);
    expect(noPassword.status).toBe(400);
    expect(fieldOf(noPassword)).toBe('body.password');
    const { planSha256: __, ...withoutPlan } = await signatureBody(doctor, reviews);
    const noPlan = await doctor.post(reviews, withoutPlan);
    expect(noPlan.status).toBe(400);
    expect(fieldOf(noPlan)).toBe('body.planSha256');
    expect(await signatures()).toEqual([]);
  });

  it('a plan changed after it was shown is not signed: 409 plan_changed', async () => {
    const shown = await signatureBody(doctor, reviews);
    const byHrr = makePrescription({ intensity: { method: 'hrr', lowPct: 50, highPct: 70 } });
    expect((await doctor.put(apiPaths.programmePrescription('RA-1', 'PR-1'), byHrr)).status).toBe(
      200,
    );
    const stale = await doctor.post(reviews, shown);
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('plan_changed');
    expect(await signatures()).toEqual([]);
  });

  it('the right password signs the plan shown, audited as re-authenticated by password', async () => {
    const shown = await signatureBody(doctor, reviews, 'Approved');
    const signed = await doctor.post(reviews, shown);
    expect(signed.status).toBe(201);
    expect(signed.body.review).toMatchObject({ signed: true, planSha256: shown.planSha256 });
    const trail = (await doctor.get(apiPaths.audit({ action: 'review.write' }))).body;
    expect(trail.events.map((e: { detail: string | null }) => e.detail)).toEqual([
      'signed, re-authenticated: password',
    ]);
  });

  it('a wrong password is refused naming body.password and counted like a failed sign-in', async () => {
    const shown = await signatureBody(doctor, reviews, 'Guess');
    for (let attempt = 0; attempt < ACCOUNT_MAX; attempt++) {
      const wrong = await doctor.post(reviews, { ...shown, password: `not-it-${attempt}` });
      expect(wrong.status).toBe(400);
      expect(fieldOf(wrong)).toBe('body.password');
    }
    // The limit reached, even the right password waits: guessing through a session is bounded.
    const limited = await doctor.post(reviews, shown);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await signatures()).toHaveLength(1);
  });
});
