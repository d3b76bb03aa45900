/**
 * Who may do what with the rehabilitation programme in a clinic: a viewer reads assessments,
 * programmes and prescriptions but changes none (403, nothing stored); a member writes them; the
 * assessment's `by` is whoever saved it last, from the session. On SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { makePatient } from '../test/factories.js';
import { makeExerciseTest, makePrescription, makeProgramme } from '../test/programme-factories.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';
import { type Clinician, createClinic, newMember } from '../workspaces/clinic.test-helpers.js';

describe.each(DATABASES)('programme roles in a clinic on %s', (kind) => {
  let server: TestServer;
  let owner: Clinician;
  let nurse: Clinician;
  let physio: Clinician;
  let viewer: Clinician;

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await server.signUp('Dra. Ana Souza');
    const clinicId = await createClinic(owner, 'Clínica Vida');
    nurse = await newMember(server, owner, clinicId, 'member', 'Enf. Rita');
    physio = await newMember(server, owner, clinicId, 'member', 'Fisio Paulo');
    viewer = await newMember(server, owner, clinicId, 'viewer', 'Dr. Carlos Reis');
    expect((await nurse.put(apiPaths.patient('C-1'), makePatient())).status).toBe(200);
  });
  afterAll(() => server.close());

  it('members record and prescribe; the assessment names who saved it last', async () => {
    const test = await nurse.put(apiPaths.patientAssessment('C-1', 'ET-1'), makeExerciseTest());
    expect(test.body.assessment.by).toEqual({
      id: nurse.userId,
      name: 'Enf. Rita',
      email: nurse.email,
    });
    const corrected = await physio.put(
      apiPaths.patientAssessment('C-1', 'ET-1'),
      makeExerciseTest({ notes: 'VT2 read again' }),
    );
    expect(corrected.body.assessment).toMatchObject({
      version: 2,
      by: { id: physio.userId, name: 'Fisio Paulo', email: physio.email },
    });
    expect(
      (await physio.put(apiPaths.patientProgramme('C-1', 'PR-1'), makeProgramme())).status,
    ).toBe(200);
    const prescribed = await physio.put(
      apiPaths.programmePrescription('C-1', 'PR-1'),
      makePrescription({ basedOn: 'ET-1' }),
    );
    expect(prescribed.body.prescription).toMatchObject({
      target: { lowBpm: 98, highBpm: 115 },
      createdBy: { id: physio.userId, name: 'Fisio Paulo' },
    });
  });

  it('a viewer reads everything and changes nothing', async () => {
    const reads = [
      apiPaths.patientAssessments('C-1'),
      apiPaths.patientAssessment('C-1', 'ET-1'),
      apiPaths.patientProgrammes('C-1'),
      apiPaths.patientProgramme('C-1', 'PR-1'),
      apiPaths.programmePrescriptions('C-1', 'PR-1'),
    ];
    const before = await Promise.all(reads.map(async (url) => (await nurse.get(url)).body));
    for (const [i, url] of reads.entries()) {
      const response = await viewer.get(url);
      expect(response.status, url).toBe(200);
      expect(response.body, url).toEqual(before[i]);
    }
    const writes: [string, unknown][] = [
      [apiPaths.patientAssessment('C-1', 'ET-1'), makeExerciseTest({ peakHr: 160 })],
      [apiPaths.patientAssessment('C-1', 'ET-2'), makeExerciseTest()],
      [apiPaths.patientProgramme('C-1', 'PR-1'), makeProgramme({ status: 'discharged' })],
      [apiPaths.programmePrescription('C-1', 'PR-1'), makePrescription({ minutes: 60 })],
    ];
    for (const [url, body] of writes) {
      const response = await viewer.put(url, body);
      expect(response.status, url).toBe(403);
      expect(response.body.error.code).toBe('forbidden');
    }
    const after = await Promise.all(reads.map(async (url) => (await nurse.get(url)).body));
    expect(after).toEqual(before);
    expect((await nurse.get(apiPaths.patientAssessment('C-1', 'ET-2'))).status).toBe(404);
  });

  it('the owner writes too', async () => {
    const response = await owner.put(apiPaths.patientAssessment('C-1', 'V-1'), {
      kind: 'vitals',
      date: '2026-10-20',
      sbp: 128,
      dbp: 80,
    });
    expect(response.status).toBe(200);
    expect(response.body.assessment.by.id).toBe(owner.userId);
  });
});
