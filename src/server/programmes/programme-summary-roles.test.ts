/**
 * Who may read a programme's summary and discharge it in a clinic: viewers read, members
 * discharge, the front desk gets neither (403); every read and the discharge are in the audit
 * trail. On SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { makePatient } from '../test/factories.js';
import { makeProgramme } from '../test/programme-factories.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';
import { type Clinician, createClinic, newMember } from '../workspaces/clinic.test-helpers.js';

const summary = apiPaths.programmeSummary('C-1', 'PR-1', 'America/Sao_Paulo');
const discharge = apiPaths.programmeDischarge('C-1', 'PR-1');

describe.each(DATABASES)('programme summary roles on %s', (kind) => {
  let server: TestServer;
  let owner: Clinician;
  let nurse: Clinician;
  let viewer: Clinician;
  let desk: Clinician;

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await server.signUp('Dra. Ana Souza');
    const clinicId = await createClinic(owner, 'Clínica Vida');
    nurse = await newMember(server, owner, clinicId, 'member', 'Enf. Rita');
    viewer = await newMember(server, owner, clinicId, 'viewer', 'Dr. Carlos Reis');
    desk = await newMember(server, owner, clinicId, 'front-desk', 'Rita Recepção');
    expect((await nurse.put(apiPaths.patient('C-1'), makePatient())).status).toBe(200);
    const programme = apiPaths.patientProgramme('C-1', 'PR-1');
    expect((await nurse.put(programme, makeProgramme())).status).toBe(200);
  });
  afterAll(() => server.close());

  it('a viewer reads the summary and cannot discharge; the front desk does neither', async () => {
    const read = await viewer.get(summary);
    expect(read.status).toBe(200);
    expect(read.body.summary).toMatchObject({ programmeId: 'PR-1', status: 'active' });
    for (const refused of [
      await viewer.post(discharge, { recommendations: 'x' }),
      await desk.post(discharge, { recommendations: 'x' }),
      await desk.get(summary),
    ]) {
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('forbidden');
    }
    const programme = await nurse.get(apiPaths.patientProgramme('C-1', 'PR-1'));
    expect(programme.body.programme.status).toBe('active');
  });

  it('a member discharges; reads and the discharge are in the trail with who did them', async () => {
    const done = await nurse.post(discharge, { recommendations: 'Fase 3' });
    expect(done.status).toBe(201);
    expect(done.body.summary.discharge.by).toEqual({ id: nurse.userId, name: 'Enf. Rita' });
    expect((await viewer.get(summary)).body.summary).toEqual(done.body.summary);
    const trail = await owner.get('/api/audit?patientId=C-1&limit=3');
    expect(
      trail.body.events.map((e: { action: string; actorId: string }) => [e.action, e.actorId]),
    ).toEqual([
      ['programme.summary.read', viewer.userId],
      ['programme.discharge', nurse.userId],
      // The nurse's check that the refusals left the programme active.
      ['programme.read', nurse.userId],
    ]);
  });
});
