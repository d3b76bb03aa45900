/**
 * A patient moved from a personal workspace into a clinic takes their clinical profile,
 * assessments, programme, every prescription version, signed reviews and a discharge's frozen
 * summary along, unchanged (the signature still matches the plan, as one made in another
 * workspace); nothing of them stays behind.
 * Both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { makePatient } from '../test/factories.js';
import { makeExerciseTest, makePrescription, makeProgramme } from '../test/programme-factories.js';
import { signPlan } from '../test/review-signing.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';
import { type Clinician, createClinic, setActive } from '../workspaces/clinic.test-helpers.js';

describe.each(DATABASES)('programme records in a patient transfer on %s', (kind) => {
  let server: TestServer;
  let owner: Clinician;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const reads = [
    apiPaths.patientAssessments('P-1'),
    apiPaths.patientProgrammes('P-1'),
    apiPaths.programmePrescriptions('P-1', 'PR-1'),
    apiPaths.programmeReviews('P-1', 'PR-1'),
    apiPaths.programmeSummary('P-1', 'PR-1'),
  ];
  const readAll = async () =>
    Promise.all(
      reads.map(async (url) => {
        const response = await owner.get(url);
        return { status: response.status, body: response.body };
      }),
    );

  it('moves them whole and leaves nothing behind', async () => {
    owner = await server.signUp('Dra. Solo');
    const clinicalProfile = {
      betaBlocker: true,
      implantedDevice: 'icd' as const,
      deviceLimitBpm: 140,
    };
    await owner.put(apiPaths.patient('P-1'), makePatient({ clinicalProfile }));
    await owner.put(apiPaths.patientAssessment('P-1', 'ET-1'), makeExerciseTest());
    await owner.put(apiPaths.patientProgramme('P-1', 'PR-1'), makeProgramme());
    await owner.put(apiPaths.programmePrescription('P-1', 'PR-1'), makePrescription());
    const byHrr = makePrescription({ intensity: { method: 'hrr', lowPct: 50, highPct: 70 } });
    await owner.put(apiPaths.programmePrescription('P-1', 'PR-1'), byHrr);
    await owner.put(apiPaths.clinician(owner.userId), {
      physician: true,
      registration: 'CRM-SP 1',
    });
    expect((await signPlan(owner, apiPaths.programmeReviews('P-1', 'PR-1'))).status).toBe(201);
    // Discharged: its frozen summary must move with it, unchanged.
    const discharged = await owner.post(apiPaths.programmeDischarge('P-1', 'PR-1'), {
      recommendations: 'Fase 3',
    });
    expect(discharged.status).toBe(201);
    const before = await readAll();
    expect(before.every((r) => r.status === 200)).toBe(true);

    const clinicId = await createClinic(owner, 'Clínica Nova');
    expect((await setActive(owner, null)).status).toBe(200);
    const moved = await owner.post(apiPaths.patientTransfers(), { clinicId, patientIds: ['P-1'] });
    expect(moved.status).toBe(200);
    expect((await owner.get(apiPaths.patientAssessments('P-1'))).status).toBe(404);
    const left = await server.app.dataDb
      .selectFrom('assessments')
      .select('assessment_id')
      .where('workspace_id', '=', owner.userId)
      .execute();
    expect(left).toEqual([]);

    expect((await setActive(owner, clinicId)).status).toBe(200);
    const patient = (await owner.get(apiPaths.patient('P-1'))).body.patient;
    expect(patient.clinicalProfile).toMatchObject(clinicalProfile);
    const after = await readAll();
    // The signature still matches the plan, which moved unchanged; it was made in the personal
    // workspace, so in the clinic it is history, not the clinic's signature.
    expect(before[3]!.body.reviews[0]).toMatchObject({ signedInWorkspace: 'this' });
    const asHistory = (review: object) => ({ ...review, signedInWorkspace: 'other' });
    before[3]!.body.reviews = before[3]!.body.reviews.map(asHistory);
    expect(after).toEqual(before);
    expect(after[3]!.body.reviews[0]).toMatchObject({ signed: true, changedSinceSigned: false });
  });
});
