/**
 * A signature means a physician of the workspace that held the record when it was signed (issue
 * 35 #2). A member who is no physician in the clinic marks themself physician in their personal
 * workspace, signs there and transfers the patient in: the clinic reads that signature as history
 * "signed in another workspace" and still owes its own. Both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { makePatient } from '../test/factories.js';
import { makeExerciseTest, makePrescription, makeProgramme } from '../test/programme-factories.js';
import { signPlan } from '../test/review-signing.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';
import {
  type Clinician,
  createClinic,
  newMember,
  setActive,
} from '../workspaces/clinic.test-helpers.js';

describe.each(DATABASES)('the workspace a signature was made in, on %s', (kind) => {
  let server: TestServer;
  let owner: Clinician;
  let physician: Clinician;
  let member: Clinician;
  let clinicId: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await server.signUp('Dra. Ana Souza');
    clinicId = await createClinic(owner, 'Clínica Vida');
    physician = await newMember(server, owner, clinicId, 'member', 'Dr. Carlos Reis');
    member = await newMember(server, owner, clinicId, 'member', 'Enf. Bruno');
    const marked = { physician: true, registration: 'CRM-SP 123456' };
    expect((await owner.put(apiPaths.clinician(physician.userId), marked)).status).toBe(200);
  });
  afterAll(() => server.close());

  /** Bruno's self-signed plan, made in his personal workspace and moved into the clinic. */
  async function selfSignedTransfer(patientId: string) {
    expect((await setActive(member, null)).status).toBe(200);
    const self = { physician: true, registration: 'CRM-XX 000000' };
    expect((await member.put(apiPaths.clinician(member.userId), self)).status).toBe(200);
    await member.put(apiPaths.patient(patientId), makePatient());
    await member.put(apiPaths.patientAssessment(patientId, 'ET-1'), makeExerciseTest());
    await member.put(apiPaths.patientProgramme(patientId, 'PR-1'), makeProgramme());
    await member.put(apiPaths.programmePrescription(patientId, 'PR-1'), makePrescription());
    const reviews = apiPaths.programmeReviews(patientId, 'PR-1');
    const signed = await signPlan(member, reviews, 'self-signed');
    expect(signed.status).toBe(201);
    expect(signed.body.review.signedInWorkspace).toBe('this');
    const moved = await member.post(apiPaths.patientTransfers(), {
      clinicId,
      patientIds: [patientId],
    });
    expect(moved.status).toBe(200);
    expect((await setActive(member, clinicId)).status).toBe(200);
    return reviews;
  }

  const dueOf = async (patientId: string) =>
    (await owner.get(apiPaths.reviewsDue())).body.due.find(
      (d: { patientId: string }) => d.patientId === patientId,
    );

  it("a signature brought in by a transfer is history, not the clinic's signature", async () => {
    const reviews = await selfSignedTransfer('T-1');
    const clinicians = (await owner.get(apiPaths.clinicians())).body.clinicians;
    expect(clinicians.map((c: { userId: string }) => c.userId)).not.toContain(member.userId);
    const read = (await owner.get(reviews)).body.reviews;
    expect(read).toEqual([
      expect.objectContaining({
        note: 'self-signed',
        signed: true,
        signedInWorkspace: 'other',
        changedSinceSigned: false,
      }),
    ]);
    // The clinic owes its own signature at once, and says why.
    expect(await dueOf('T-1')).toMatchObject({
      programmeId: 'PR-1',
      reason: 'signed-in-other-workspace',
      lastSignedAt: null,
    });
    // Bruno still cannot sign in the clinic.
    expect((await signPlan(member, reviews)).status).toBe(403);
  });

  it("the clinic's physician signing makes it the clinic's signature", async () => {
    const reviews = await selfSignedTransfer('T-2');
    const signed = await signPlan(physician, reviews, 'Approved here');
    expect(signed.status).toBe(201);
    expect(signed.body.review.signedInWorkspace).toBe('this');
    const read = (await owner.get(reviews)).body.reviews;
    expect(read.map((r: { signedInWorkspace: string }) => r.signedInWorkspace)).toEqual([
      'this',
      'other',
    ]);
    expect(await dueOf('T-2')).toBeUndefined();
  });
});
