/**
 * The due list reads every active programme's plan in a fixed number of queries (issue 37: it
 * had read them one programme at a time, 4–6 queries each). Both databases: each batched plan is
 * the one the programme's own reviews list hashes, the due list says what it said before, and
 * the queries it runs do not grow with the number of programmes.
 */
import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { createProgrammeRepository } from '../programmes/programme-repository.js';
import { makePatient } from '../test/factories.js';
import { makeExerciseTest, makePrescription, makeProgramme } from '../test/programme-factories.js';
import { signPlan } from '../test/review-signing.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';
import type { Clinician } from '../workspaces/clinic.test-helpers.js';
import { activePlans } from './active-plans.js';

const withDevice = {
  betaBlocker: true,
  implantedDevice: 'icd',
  deviceLimitBpm: 150,
} as const;

describe.each(DATABASES)('the due list in a fixed number of queries, on %s', (kind) => {
  let server: TestServer;
  let doctor: Clinician;
  let queries: CompiledQuery[] | null = null;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { onDataQuery: (_ms, query) => queries?.push(query) });
    doctor = await server.signUp('Dra. Batch');
    const marked = { physician: true, registration: 'CRM-SP 7' };
    expect((await doctor.put(apiPaths.clinician(doctor.userId), marked)).status).toBe(200);
  });
  afterAll(() => server.close());

  /** A patient with an active, prescribed programme based on ET-1; returns its reviews URL. */
  async function prescribed(patientId: string, profile?: typeof withDevice) {
    const patient = makePatient(profile ? { clinicalProfile: profile } : {});
    expect((await doctor.put(apiPaths.patient(patientId), patient)).status).toBe(200);
    await doctor.put(apiPaths.patientAssessment(patientId, 'ET-1'), makeExerciseTest());
    await doctor.put(apiPaths.patientProgramme(patientId, 'PR-1'), makeProgramme());
    await doctor.put(apiPaths.programmePrescription(patientId, 'PR-1'), makePrescription());
    return apiPaths.programmeReviews(patientId, 'PR-1');
  }

  /** The data queries one GET of the due list runs, and its answer. */
  async function dueWithQueries() {
    queries = [];
    const due = await doctor.get(apiPaths.reviewsDue());
    const ran = queries.length;
    queries = null;
    expect(due.status).toBe(200);
    return { due: due.body.due as { patientId: string; reason: string }[], ran };
  }

  it('weighs each programme as before, in as many queries for 5 programmes as for 9', async () => {
    await prescribed('U-1'); // never signed
    expect((await signPlan(doctor, await prescribed('S-1'))).status).toBe(201);
    const testChanged = await prescribed('T-1');
    expect((await signPlan(doctor, testChanged)).status).toBe(201);
    const test = makeExerciseTest({ peakHr: 120 });
    await doctor.put(apiPaths.patientAssessment('T-1', 'ET-1'), test);
    // Signed over the first version; a second prescription version is a new plan.
    const secondVersion = await prescribed('V-1');
    expect((await signPlan(doctor, secondVersion)).status).toBe(201);
    const byHrr = makePrescription({ intensity: { method: 'hrr', lowPct: 50, highPct: 70 } });
    await doctor.put(apiPaths.programmePrescription('V-1', 'PR-1'), byHrr);
    // Signed, then the implanted device's limit changed: the cap, and so the plan, moved.
    const device = await prescribed('D-1', withDevice);
    expect((await signPlan(doctor, device)).status).toBe(201);
    const lower = makePatient({ clinicalProfile: { ...withDevice, deviceLimitBpm: 120 } });
    expect((await doctor.put(apiPaths.patient('D-1'), lower)).status).toBe(200);
    const five = await dueWithQueries();
    const reasons = Object.fromEntries(five.due.map((d) => [d.patientId, d.reason]));
    expect(reasons).toEqual({
      'U-1': 'unsigned',
      'T-1': 'changed-since-signed',
      'V-1': 'changed-since-signed',
      'D-1': 'changed-since-signed',
    });

    // Each plan as the programme's own read (one programme at a time) hashes it.
    const workspaceId = (
      await server.app.dataDb
        .selectFrom('programmes')
        .select('workspace_id')
        .where('patient_id', '=', 'U-1')
        .executeTakeFirstOrThrow()
    ).workspace_id;
    const batched = await activePlans(server.app.dataDb, workspaceId);
    const programmes = createProgrammeRepository(server.app.dataDb);
    expect(batched).toHaveLength(5);
    for (const { programme, plan } of batched) {
      const key = { workspaceId, patientId: programme.patientId, programmeId: 'PR-1' };
      const one = await programmes.get(key);
      expect(one).not.toBeNull();
      expect(programme).toEqual({ ...one!, targetOutdated: false });
      expect(plan).toEqual(await programmes.plan(key, one!));
    }

    for (const id of ['M-1', 'M-2', 'M-3', 'M-4']) await prescribed(id);
    const nine = await dueWithQueries();
    expect(nine.due).toHaveLength(8);
    expect(nine.ran).toBe(five.ran);
    expect(five.ran).toBeLessThanOrEqual(10);
  });
});
