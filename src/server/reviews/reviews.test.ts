/**
 * Physician reviews on both databases: who may mark a physician, only physicians sign, the
 * signature's SHA-256 of the plan and "changed since signed", and the due list across the 30-day
 * and 7-day rules with a fake clock (only Date is faked; the server runs in this process).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { makePatient } from '../test/factories.js';
import { makeExerciseTest, makePrescription, makeProgramme } from '../test/programme-factories.js';
import { signPlan } from '../test/review-signing.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';
import { type Clinician, createClinic, newMember } from '../workspaces/clinic.test-helpers.js';

const DAY_MS = 86_400_000;
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe.each(DATABASES)('reviews and signatures on %s', (kind) => {
  let server: TestServer;
  let owner: Clinician;
  let physician: Clinician;
  let nurse: Clinician;
  let viewer: Clinician;
  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await server.signUp('Dra. Ana Souza');
    const clinicId = await createClinic(owner, 'Clínica Vida');
    physician = await newMember(server, owner, clinicId, 'member', 'Dr. Carlos Reis');
    nurse = await newMember(server, owner, clinicId, 'member', 'Enf. Rita');
    viewer = await newMember(server, owner, clinicId, 'viewer', 'Dra. Vera');
    const marked = await owner.put(apiPaths.clinician(physician.userId), {
      physician: true,
      registration: 'CRM-SP 123456',
    });
    expect(marked.status).toBe(200);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => server.close());

  /** A patient with an active programme starting `startDate`, prescribed by thresholds. */
  async function programmeFor(patientId: string, startDate = dateOf(Date.now())) {
    expect((await nurse.put(apiPaths.patient(patientId), makePatient())).status).toBe(200);
    await nurse.put(apiPaths.patientAssessment(patientId, 'ET-1'), makeExerciseTest());
    const programme = await nurse.put(
      apiPaths.patientProgramme(patientId, 'PR-1'),
      makeProgramme({ startDate }),
    );
    expect(programme.status).toBe(200);
    const prescribed = await nurse.put(
      apiPaths.programmePrescription(patientId, 'PR-1'),
      makePrescription(),
    );
    expect(prescribed.status).toBe(200);
    return apiPaths.programmeReviews(patientId, 'PR-1');
  }

  it('only an owner or admin marks a physician, who must have a registration', async () => {
    const clinicians = await viewer.get(apiPaths.clinicians());
    expect(clinicians.body.clinicians).toEqual([
      expect.objectContaining({ userId: physician.userId, physician: true }),
    ]);
    const byNurse = await nurse.put(apiPaths.clinician(nurse.userId), {
      physician: true,
      registration: 'CRM-SP 1',
    });
    expect(byNurse.status).toBe(403);
    const noRegistration = await owner.put(apiPaths.clinician(nurse.userId), { physician: true });
    expect(noRegistration.status).toBe(400);
    expect(noRegistration.body.error.details[0].field).toBe('body.registration');
    const stranger = await server.signUp('Stranger');
    const notMember = await owner.put(apiPaths.clinician(stranger.userId), { physician: false });
    expect(notMember.status).toBe(404);
  });

  it('marks physician only a member whose role can sign; a registration alone is kept', async () => {
    const asPhysician = await owner.put(apiPaths.clinician(viewer.userId), {
      physician: true,
      registration: 'CRM-SP 7',
    });
    expect(asPhysician.status).toBe(400);
    expect(asPhysician.body.error.details[0].field).toBe('body.physician');
    const registrationOnly = await owner.put(apiPaths.clinician(viewer.userId), {
      physician: false,
      registration: 'CREFITO-3 12345-F',
    });
    expect(registrationOnly.status).toBe(200);
  });

  it('keeps a profession; the physician flag only on a physician; older bodies derive it', async () => {
    const asNurse = await owner.put(apiPaths.clinician(nurse.userId), {
      physician: false,
      profession: 'nurse',
      registration: 'COREN-SP 123456',
    });
    expect(asNurse.status).toBe(200);
    expect(asNurse.body.clinician).toMatchObject({ profession: 'nurse', physician: false });
    const nurseSigning = await owner.put(apiPaths.clinician(nurse.userId), {
      physician: true,
      profession: 'nurse',
      registration: 'COREN-SP 123456',
    });
    expect(nurseSigning.status).toBe(400);
    expect(nurseSigning.body.error.details[0].field).toBe('body.profession');
    const unknown = await owner.put(apiPaths.clinician(nurse.userId), {
      physician: false,
      profession: 'dentist',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details[0].field).toBe('body.profession');
    // Marked in beforeAll without a profession: a physician.
    const list = (await viewer.get(apiPaths.clinicians())).body.clinicians;
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: physician.userId, profession: 'physician' }),
        expect.objectContaining({ userId: nurse.userId, profession: 'nurse' }),
      ]),
    );
  });

  it('only a physician signs; the signature keeps the plan’s SHA-256', async () => {
    const reviews = await programmeFor('R-1');
    for (const who of [nurse, owner]) {
      const refused = await signPlan(who, reviews, 'ok');
      expect(refused.status).toBe(403);
      expect(refused.body.error.details[0].field).toBe('body.sign');
    }
    expect((await viewer.post(reviews, { note: 'ok' })).status).toBe(403);
    expect((await nurse.get(reviews)).body.reviews).toEqual([]);

    const signed = await signPlan(physician, reviews, 'Plan approved');
    expect(signed.status).toBe(201);
    const sha = signed.body.review.planSha256;
    expect(sha).toMatch(/^[0-9a-f]{64}$/);
    expect(signed.body.review).toMatchObject({
      note: 'Plan approved',
      signed: true,
      by: { id: physician.userId, name: 'Dr. Carlos Reis' },
      registration: 'CRM-SP 123456',
      changedSinceSigned: false,
      signedInWorkspace: 'this',
    });
    const note = await nurse.post(reviews, { note: 'Tolerating well' });
    expect(note.body.review).toMatchObject({ signed: false, planSha256: null, registration: null });
    expect((await nurse.post(reviews, { note: ' ' })).status).toBe(400);
    const listed = await viewer.get(reviews);
    expect(listed.body.planSha256).toBe(sha);
    expect(listed.body.reviews.map((r: { signed: boolean }) => r.signed)).toContain(true);
  });

  it('a later change of the plan shows as changed since signed', async () => {
    const reviews = await programmeFor('R-2');
    await signPlan(physician, reviews);
    // Saving the same plan again is no change.
    await nurse.put(apiPaths.programmePrescription('R-2', 'PR-1'), makePrescription());
    expect((await nurse.get(reviews)).body.reviews[0].changedSinceSigned).toBe(false);
    const byHrr = makePrescription({ intensity: { method: 'hrr', lowPct: 50, highPct: 70 } });
    await nurse.put(apiPaths.programmePrescription('R-2', 'PR-1'), byHrr);
    const after = await nurse.get(reviews);
    expect(after.body.reviews[0]).toMatchObject({ signed: true, changedSinceSigned: true });
    expect(after.body.planSha256).not.toBe(after.body.reviews[0].planSha256);
    const resigned = await signPlan(physician, reviews, 'New band');
    expect(resigned.body.review.changedSinceSigned).toBe(false);
  });

  it('lists programmes owed a signature and why: an unsigned plan at once, the last over 30 days old', async () => {
    const now = Date.now();
    const dueIds = async () =>
      (await viewer.get(apiPaths.reviewsDue())).body.due.map(
        (d: { patientId: string }) => d.patientId,
      );
    await programmeFor('D-NEW', dateOf(now - 3 * DAY_MS));
    await programmeFor('D-UNSIGNED', dateOf(now - 8 * DAY_MS));
    const old = await programmeFor('D-OLD', dateOf(now - 60 * DAY_MS));
    const recent = await programmeFor('D-RECENT', dateOf(now - 60 * DAY_MS));
    const done = await programmeFor('D-DONE', dateOf(now - 60 * DAY_MS));
    // Without a prescription there is no plan to sign yet: owed 7 days after the start.
    for (const [patientId, startDate] of [
      ['N-NEW', dateOf(now - 3 * DAY_MS)],
      ['N-OLD', dateOf(now - 8 * DAY_MS)],
    ] as const) {
      await nurse.put(apiPaths.patient(patientId), makePatient());
      await nurse.put(apiPaths.patientProgramme(patientId, 'PR-1'), makeProgramme({ startDate }));
    }
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now - 31 * DAY_MS);
    expect((await signPlan(physician, old)).status).toBe(201);
    vi.setSystemTime(now - 29 * DAY_MS);
    expect((await signPlan(physician, recent)).status).toBe(201);
    expect((await physician.post(done, { sign: false, note: 'x' })).status).toBe(201);
    vi.setSystemTime(now);
    const discharge = apiPaths.programmeDischarge('D-DONE', 'PR-1');
    expect((await nurse.post(discharge, { recommendations: '' })).status).toBe(201);
    const due = await viewer.get(apiPaths.reviewsDue());
    const byPatient = (a: { patientId: string }, b: { patientId: string }) =>
      a.patientId.localeCompare(b.patientId);
    const unsignedPlan = (patientId: string, startDate: string) => ({
      patientId,
      programmeId: 'PR-1',
      startDate,
      lastSignedAt: null,
      dueAt: expect.any(Number),
      reason: 'unsigned',
    });
    expect(due.body.due.sort(byPatient)).toEqual([
      unsignedPlan('D-NEW', dateOf(now - 3 * DAY_MS)),
      {
        patientId: 'D-OLD',
        programmeId: 'PR-1',
        startDate: dateOf(now - 60 * DAY_MS),
        lastSignedAt: now - 31 * DAY_MS,
        dueAt: now - DAY_MS,
        reason: 'interval-due',
      },
      unsignedPlan('D-UNSIGNED', dateOf(now - 8 * DAY_MS)),
      {
        ...unsignedPlan('N-OLD', dateOf(now - 8 * DAY_MS)),
        dueAt: Date.parse(`${dateOf(now - 8 * DAY_MS)}T00:00:00Z`) + 7 * DAY_MS,
      },
    ]);
    for (const row of due.body.due) expect(row.dueAt).toBeLessThanOrEqual(now);
    // The start date is the clinic's day: in São Paulo (UTC−3) its 7th day begins 3 hours later.
    const inSaoPaulo = await viewer.get(apiPaths.reviewsDue('America/Sao_Paulo'));
    expect(
      inSaoPaulo.body.due.find((d: { patientId: string }) => d.patientId === 'N-OLD'),
    ).toMatchObject({
      dueAt: Date.parse(`${dateOf(now - DAY_MS)}T03:00:00Z`),
    });
    // Two days on, the review signed 29 days ago is 31 days old.
    vi.setSystemTime(now + 2 * DAY_MS);
    expect(await dueIds()).toContain('D-RECENT');
    await signPlan(physician, recent);
    await signPlan(physician, old);
    expect(await dueIds()).not.toContain('D-RECENT');
    expect(await dueIds()).not.toContain('D-OLD');
    expect(await dueIds()).not.toContain('D-DONE');
  });
});
