/**
 * What a signature covers (issues 35 #6 and 34 #9): every input of the target — the programme,
 * the prescription and the exercise test it is based on — but not the programme's status, so a
 * discharge leaves the signature over the final plan covering it. Signatures stored with the
 * hash recipe from before (version 1) still compare sensibly. Both databases.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { legacyPlanContentOf } from '../../common/programme/plan-content.js';
import { makePatient } from '../test/factories.js';
import { makeExerciseTest, makePrescription, makeProgramme } from '../test/programme-factories.js';
import { signPlan } from '../test/review-signing.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';
import type { Clinician } from '../workspaces/clinic.test-helpers.js';

describe.each(DATABASES)('what a signature covers, on %s', (kind) => {
  let server: TestServer;
  let doctor: Clinician;
  beforeAll(async () => {
    server = await startTestServer(kind);
    doctor = await server.signUp('Dra. Solo');
    const marked = { physician: true, registration: 'CRM-SP 1' };
    expect((await doctor.put(apiPaths.clinician(doctor.userId), marked)).status).toBe(200);
  });
  afterAll(() => server.close());

  /** A signed plan based on ET-1; returns its reviews URL. */
  async function signedPlan(patientId: string) {
    await doctor.put(apiPaths.patient(patientId), makePatient());
    await doctor.put(apiPaths.patientAssessment(patientId, 'ET-1'), makeExerciseTest());
    await doctor.put(apiPaths.patientProgramme(patientId, 'PR-1'), makeProgramme());
    await doctor.put(apiPaths.programmePrescription(patientId, 'PR-1'), makePrescription());
    const reviews = apiPaths.programmeReviews(patientId, 'PR-1');
    expect((await signPlan(doctor, reviews)).status).toBe(201);
    return reviews;
  }
  const changed = async (reviews: string) =>
    (await doctor.get(reviews)).body.reviews.map(
      (r: { changedSinceSigned: boolean }) => r.changedSinceSigned,
    );

  it('a correction of the exercise test the prescription is based on is a change', async () => {
    const reviews = await signedPlan('B-1');
    const test = apiPaths.patientAssessment('B-1', 'ET-1');
    // Its notes are no input of the target: no change.
    expect((await doctor.put(test, makeExerciseTest({ notes: 'typo fixed' }))).status).toBe(200);
    expect(await changed(reviews)).toEqual([false]);
    expect((await doctor.put(test, makeExerciseTest({ peakHr: 120 }))).status).toBe(200);
    expect(await changed(reviews)).toEqual([true]);
    expect((await signPlan(doctor, reviews)).status).toBe(201);
    const questionnaire = { kind: 'questionnaire', date: '2026-10-05', name: 'MLHFQ', score: 30 };
    expect((await doctor.put(test, questionnaire)).status).toBe(200);
    expect(await changed(reviews)).toEqual([true, true]);
    const due = (await doctor.get(apiPaths.reviewsDue())).body.due;
    expect(due).toContainEqual(
      expect.objectContaining({ patientId: 'B-1', reason: 'changed-since-signed' }),
    );
  });

  it('after discharge the signature over the final plan still covers it', async () => {
    const reviews = await signedPlan('D-1');
    const byHrr = makePrescription({ intensity: { method: 'hrr', lowPct: 50, highPct: 70 } });
    await doctor.put(apiPaths.programmePrescription('D-1', 'PR-1'), byHrr);
    expect((await signPlan(doctor, reviews)).status).toBe(201);
    const discharge = apiPaths.programmeDischarge('D-1', 'PR-1');
    expect((await doctor.post(discharge, { recommendations: 'Fase 3' })).status).toBe(201);
    // Newest first: the final plan's signature covers it; the first one's plan moved on.
    expect(await changed(reviews)).toEqual([false, true]);
  });

  it('a signature stored with the old recipe (status in, test out) compares with it', async () => {
    const reviews = await signedPlan('L-1');
    const programme = (await doctor.get(apiPaths.patientProgramme('L-1', 'PR-1'))).body.programme;
    const legacy = createHash('sha256').update(legacyPlanContentOf(programme)).digest('hex');
    await server.app.dataDb
      .updateTable('reviews')
      .set({ plan_sha256: legacy, plan_hash_version: 1 })
      .where('patient_id', '=', 'L-1')
      .execute();
    expect(await changed(reviews)).toEqual([false]);
    // The old recipe hashed the status: a discharge alone is still no change of the plan.
    const discharge = apiPaths.programmeDischarge('L-1', 'PR-1');
    expect((await doctor.post(discharge, { recommendations: 'ok' })).status).toBe(201);
    expect(await changed(reviews)).toEqual([false]);
    await server.app.dataDb
      .updateTable('reviews')
      .set({ plan_sha256: 'f'.repeat(64) })
      .where('patient_id', '=', 'L-1')
      .execute();
    expect(await changed(reviews)).toEqual([true]);
  });
});
