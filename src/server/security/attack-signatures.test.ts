/**
 * Attack suite, what a physician's signature means (issues 35 #2 and #6). Bruno, a member of Dra.
 * Ana's clinic but no physician there, (a) marks himself physician in his personal workspace with
 * a made-up registration, signs his own plan and transfers the patient in, and (b) corrects the
 * exercise test a signed prescription is based on. Neither may leave the clinic believing a plan
 * is signed by its physician. Every answer Bruno gets is counted: 0 5xx and 0 breaches (a check
 * of what the clinic reads that failed), on both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { makePatient } from '../test/factories.js';
import { makeExerciseTest, makePrescription, makeProgramme } from '../test/programme-factories.js';
import { signatureBody, signPlan } from '../test/review-signing.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';
import {
  type Clinician,
  createClinic,
  newMember,
  setActive,
} from '../workspaces/clinic.test-helpers.js';
import type { AttackTally } from './attack-fixture.test-helpers.js';

describe.each(DATABASES)('signature attacks on %s', (kind) => {
  const tally: AttackTally = { attacks: 0, serverErrors: 0, breaches: 0 };
  let server: TestServer;
  let ana: Clinician;
  let physician: Clinician;
  let bruno: Clinician;
  let clinicId: string;
  /** Bruno's request, counted. */
  const attack = async <T extends { status: number }>(response: Promise<T>): Promise<T> => {
    const answered = await response;
    tally.attacks++;
    if (answered.status >= 500) tally.serverErrors++;
    return answered;
  };
  /** A check of what the clinic reads; a failed one is a breach. */
  const holds = (ok: boolean, what: string) => {
    if (!ok) tally.breaches++;
    expect(ok, what).toBe(true);
  };

  /** A patient with a prescribed plan based on ET-1, written by `who` where they work now. */
  async function planFor(who: Clinician, patientId: string) {
    await who.put(apiPaths.patient(patientId), makePatient());
    await who.put(apiPaths.patientAssessment(patientId, 'ET-1'), makeExerciseTest());
    await who.put(apiPaths.patientProgramme(patientId, 'PR-1'), makeProgramme());
    await who.put(apiPaths.programmePrescription(patientId, 'PR-1'), makePrescription());
    return apiPaths.programmeReviews(patientId, 'PR-1');
  }
  const dueOf = async (patientId: string) =>
    (await ana.get(apiPaths.reviewsDue())).body.due.find(
      (d: { patientId: string }) => d.patientId === patientId,
    );

  beforeAll(async () => {
    server = await startTestServer(kind);
    ana = await server.signUp('Dra. Ana');
    clinicId = await createClinic(ana, 'Clínica Vida');
    physician = await newMember(server, ana, clinicId, 'member', 'Dr. Paulo');
    bruno = await newMember(server, ana, clinicId, 'member', 'Bruno');
    const marked = { physician: true, registration: 'CRM-SP 123456' };
    expect((await ana.put(apiPaths.clinician(physician.userId), marked)).status).toBe(200);
    const reviews = await planFor(ana, 'ANA-1');
    expect((await signPlan(physician, reviews)).status).toBe(201);
  });
  afterAll(async () => {
    await server?.close();
    const { attacks, serverErrors, breaches } = tally;
    console.info(`attacks on ${kind}: ${attacks} sent, ${serverErrors} 5xx, ${breaches} breaches`);
    expect({ serverErrors, breaches }).toEqual({ serverErrors: 0, breaches: 0 });
  });

  it('a self-signed plan transferred in is history, never the clinic’s signature', async () => {
    expect((await attack(setActive(bruno, null))).status).toBe(200);
    const forged = { physician: true, registration: 'CRM-XX 000000' };
    expect((await attack(bruno.put(apiPaths.clinician(bruno.userId), forged))).status).toBe(200);
    const reviews = await planFor(bruno, 'BX-1');
    expect((await attack(signPlan(bruno, reviews, 'ok'))).status).toBe(201);
    // The same under Ana's patient id: the clinic has it, so nothing moves over her records.
    const hers = await planFor(bruno, 'ANA-1');
    expect((await attack(signPlan(bruno, hers))).status).toBe(201);
    for (const patientIds of [['ANA-1'], ['BX-1', 'ANA-1']]) {
      const refused = await attack(
        bruno.post(apiPaths.patientTransfers(), { clinicId, patientIds }),
      );
      expect(refused.status).toBe(409);
    }
    for (const body of [{ clinicId: 'never', patientIds: ['BX-1'] }, { clinicId }, null]) {
      const refused = await attack(bruno.post(apiPaths.patientTransfers(), body));
      expect(refused.status).toBeGreaterThanOrEqual(400);
    }
    const moved = await attack(
      bruno.post(apiPaths.patientTransfers(), { clinicId, patientIds: ['BX-1'] }),
    );
    expect(moved.status).toBe(200);
    expect((await attack(setActive(bruno, clinicId))).status).toBe(200);

    const read = (await ana.get(reviews)).body.reviews as { signedInWorkspace: string }[];
    holds(read.length === 1 && read[0]!.signedInWorkspace === 'other', 'read as history');
    const due = await dueOf('BX-1');
    holds(due?.reason === 'signed-in-other-workspace', 'the clinic still owes its signature');
    const clinicians = (await ana.get(apiPaths.clinicians())).body.clinicians;
    holds(
      !clinicians.some((c: { userId: string }) => c.userId === bruno.userId),
      'Bruno is no physician of the clinic',
    );
    const anaReviews = (await ana.get(apiPaths.programmeReviews('ANA-1', 'PR-1'))).body.reviews;
    holds(anaReviews.length === 1 && anaReviews[0].by.id === physician.userId, 'ANA-1 untouched');
    // In the clinic he can neither sign nor make himself a physician.
    expect((await attack(signPlan(bruno, reviews))).status).toBe(403);
    const self = await attack(bruno.put(apiPaths.clinician(bruno.userId), forged));
    expect(self.status).toBe(403);
    holds((await dueOf('BX-1'))?.reason === 'signed-in-other-workspace', 'still owed');
  });

  it('correcting the exercise test a signed plan is based on shows as a change', async () => {
    const test = apiPaths.patientAssessment('ANA-1', 'ET-1');
    const reviews = apiPaths.programmeReviews('ANA-1', 'PR-1');
    const covers = async () =>
      (await ana.get(reviews)).body.reviews[0].changedSinceSigned === false;
    expect((await attack(bruno.put(test, makeExerciseTest({ notes: 'seen' })))).status).toBe(200);
    holds(await covers(), 'a note is no change of the plan');
    for (const body of [
      makeExerciseTest({ peakHr: 110, vt2Hr: 105 }),
      makeExerciseTest({ date: '2026-09-01' }),
      makeExerciseTest({ ischaemicHr: 100 }),
      { kind: 'questionnaire', date: '2026-10-05', name: 'MLHFQ', score: 30 },
    ]) {
      expect((await attack(bruno.put(test, body))).status).toBe(200);
      holds(!(await covers()), `changed by ${JSON.stringify(body).slice(0, 60)}`);
      holds((await dueOf('ANA-1'))?.reason === 'changed-since-signed', 'owed again');
      // Back to the signed test: the signature covers it again.
      expect((await attack(bruno.put(test, makeExerciseTest({ notes: 'seen' })))).status).toBe(200);
      holds(await covers(), 'the signed test restored');
    }
  });
});

describe.each(DATABASES)('a signature through a session left open, on %s', (kind) => {
  let server: TestServer;
  afterAll(() => server?.close());

  it('the physician’s open session signs nothing without the password', async () => {
    server = await startTestServer(kind);
    const doctor = await server.signUp('Dr. Paulo');
    const marked = { physician: true, registration: 'CRM-SP 1' };
    expect((await doctor.put(apiPaths.clinician(doctor.userId), marked)).status).toBe(200);
    await doctor.put(apiPaths.patient('OPEN-1'), makePatient());
    await doctor.put(apiPaths.patientProgramme('OPEN-1', 'PR-1'), makeProgramme());
    await doctor.put(apiPaths.programmePrescription('OPEN-1', 'PR-1'), makePrescription());
    const reviews = apiPaths.programmeReviews('OPEN-1', 'PR-1');
    const { password: _, ...unproven } = await signatureBody(doctor, reviews);
    for (const body of [unproven, { ...unproven, password: 'a guess' }, { sign: true }]) {
      const refused = await doctor.post(reviews, body);
      expect(refused.status).toBe(400);
    }
    expect((await doctor.get(reviews)).body.reviews).toEqual([]);
  });
});
