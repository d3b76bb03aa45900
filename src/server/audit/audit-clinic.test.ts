/**
 * The audit trail in a clinic: only its owner and admins read it; it names each member who
 * wrote or read; it outlives a member's removal and their account; and patients and sessions
 * show who changed and who recorded them when two members work on them. SQLite and PostgreSQL.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { parseCsv, tableOf } from '../../common/csv/csv-read-back.test-helpers.js';
import type { AuditEvent } from '../../common/schemas/audit.js';
import { makeActivity, makePatient } from '../test/factories.js';
import { DATABASES, startTestServer, TEST_PASSWORD, type TestServer } from '../test/test-server.js';
import {
  type Clinician,
  createClinic,
  newMember,
  removeMember,
  setActive,
} from '../workspaces/clinic.test-helpers.js';

async function trail(reader: Clinician, query = ''): Promise<AuditEvent[]> {
  const page = await reader.get(`/api/audit?limit=200${query}`);
  expect(page.status).toBe(200);
  return page.body.events;
}

describe.each(DATABASES)('audit trail of a clinic on %s', (kind) => {
  let server: TestServer;
  let owner: Clinician;
  let admin: Clinician;
  let ana: Clinician;
  let bruno: Clinician;
  let viewer: Clinician;
  let clinicId: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await server.signUp('Dra. Dona');
    clinicId = await createClinic(owner, 'Clínica Trilha');
    admin = await newMember(server, owner, clinicId, 'admin', 'Admin Alba');
    ana = await newMember(server, owner, clinicId, 'member', 'Fisio Ana');
    bruno = await newMember(server, owner, clinicId, 'member', 'Enf. Bruno');
    viewer = await newMember(server, owner, clinicId, 'viewer', 'Dr. Vítor');
  });
  afterAll(() => server.close());

  it('shows who changed a patient and who recorded a session when two members write', async () => {
    expect((await ana.put(apiPaths.patient('C-1'), makePatient())).status).toBe(200);
    const byAna = { id: ana.userId, name: 'Fisio Ana' };
    const byBruno = { id: bruno.userId, name: 'Enf. Bruno' };
    expect((await bruno.get(apiPaths.patient('C-1'))).body.patient.updatedBy).toEqual({
      ...byAna,
      email: ana.email,
    });
    const edited = await bruno.put(apiPaths.patient('C-1'), makePatient({ notes: 'edited' }));
    expect(edited.body.patient.updatedBy).toEqual({ ...byBruno, email: bruno.email });
    expect((await viewer.get(apiPaths.patient('C-1'))).body.patient.updatedBy).toEqual({
      ...byBruno,
      email: bruno.email,
    });

    const { activityId, ...session } = makeActivity('C-1');
    const saved = await ana.put(apiPaths.activity(activityId), session);
    expect(saved.body.activity.recordedBy).toEqual(byAna);
    // Bruno's notes change the session, not who recorded it.
    const notes = await bruno.put(apiPaths.activity(activityId), { ...session, notes: 'ok' });
    expect(notes.status).toBe(200);
    expect(notes.body.activity.recordedBy).toEqual(byAna);
    expect((await owner.get(apiPaths.activity(activityId))).body.activity.recordedBy).toEqual(
      byAna,
    );
    const list = await viewer.get(apiPaths.activities({ patientId: 'C-1' }));
    expect(list.body.activities.map((a: { recordedBy: unknown }) => a.recordedBy)).toEqual([byAna]);
    // Bruno archiving the patient makes him its last changer.
    expect((await bruno.delete(apiPaths.patient('C-1'))).status).toBe(204);
    expect((await owner.get(apiPaths.patient('C-1'))).body.patient.updatedBy).toEqual({
      ...byBruno,
      email: bruno.email,
    });

    const writes = (await trail(owner, '&patientId=C-1')).filter((e) =>
      /\.(write|archive)$/.test(e.action),
    );
    expect(writes.map((e) => [e.actorName, e.action]).reverse()).toEqual([
      ['Fisio Ana', 'patient.write'],
      ['Enf. Bruno', 'patient.write'],
      ['Fisio Ana', 'activity.write'],
      ['Enf. Bruno', 'activity.write'],
      ['Enf. Bruno', 'patient.archive'],
    ]);
    const anaOnly = await trail(admin, `&actorId=${ana.userId}`);
    expect(new Set(anaOnly.map((e) => e.actorId))).toEqual(new Set([ana.userId]));
  });

  it("records a viewer's reads, and none of a viewer's refused writes", async () => {
    const { activityId, ...session } = makeActivity('C-1');
    expect((await ana.put(apiPaths.activity(activityId), session)).status).toBe(200);
    expect((await viewer.get(apiPaths.activity(activityId, 'print'))).status).toBe(200);
    expect((await viewer.put(apiPaths.patient('C-1'), makePatient())).status).toBe(403);
    expect((await viewer.delete(apiPaths.activity(activityId))).status).toBe(403);
    const events = await trail(owner, `&actorId=${viewer.userId}`);
    // Newest first: this print, then the reads of the first test and joining the clinic.
    expect(events.map((e) => [e.action, e.activityId])).toEqual([
      ['activity.print', activityId],
      ['activity.list', null],
      ['patient.read', null],
      ['clinic.invite-accept', null],
    ]);
  });

  it('lets the owner and admins read the trail; members and viewers get 403', async () => {
    for (const reader of [owner, admin]) {
      expect((await reader.get(apiPaths.audit())).status).toBe(200);
      expect((await reader.get(apiPaths.auditCsv())).status).toBe(200);
    }
    for (const reader of [ana, viewer]) {
      for (const path of [
        apiPaths.audit(),
        apiPaths.auditCsv(),
        apiPaths.audit({ actorId: 'x' }),
      ]) {
        const response = await reader.get(path);
        expect(response.status).toBe(403);
        expect(response.body.error.code).toBe('forbidden');
      }
    }
  });

  it("keeps a clinic's trail apart from each member's personal one", async () => {
    expect((await setActive(ana, null)).status).toBe(200);
    expect((await ana.put(apiPaths.patient('MINE-1'), makePatient())).status).toBe(200);
    const personal = await trail(ana);
    expect(personal.map((e) => [e.action, e.patientId])).toEqual([
      ['patient.write', 'MINE-1'],
      ['account.sign-in', null],
    ]);
    expect((await setActive(ana, clinicId)).status).toBe(200);
    expect((await trail(owner, '&patientId=MINE-1')).length).toBe(0);
  });

  it("keeps a member's events after their removal and after they delete their account", async () => {
    const leaving = await newMember(server, owner, clinicId, 'member', 'Fisio Saindo');
    expect((await leaving.put(apiPaths.patient('C-9'), makePatient())).status).toBe(200);
    const theirs = await trail(owner, `&actorId=${leaving.userId}`);
    expect(theirs.map((e) => e.action)).toEqual(['patient.write', 'clinic.invite-accept']);

    expect((await removeMember(owner, leaving, clinicId)).status).toBe(200);
    expect((await leaving.get(apiPaths.audit())).status).toBe(403);
    expect(await trail(owner, `&actorId=${leaving.userId}`)).toEqual(theirs);

    const confirm = { confirmEmail: leaving.email, password: TEST_PASSWORD };
    expect((await leaving.request('DELETE', apiPaths.me(), confirm)).status).toBe(204);
    expect(await trail(admin, `&actorId=${leaving.userId}`)).toEqual(theirs);
    // The patient still shows who last changed it, by the name they had.
    expect((await owner.get(apiPaths.patient('C-9'))).body.patient.updatedBy).toEqual({
      id: leaving.userId,
      name: 'Fisio Saindo',
      email: leaving.email,
    });
  });

  it("shows another clinic's owner nothing of this clinic's trail", async () => {
    const other = await server.signUp('Dra. Outra');
    await createClinic(other, 'Clínica Y');
    const own = await trail(other);
    expect(own.map((e) => [e.action, e.actorId])).toEqual([['clinic.create', other.userId]]);
    expect(await trail(other, `&actorId=${ana.userId}`)).toEqual([]);
    expect(await trail(other, '&patientId=C-1')).toEqual([]);
    const csv = await other.get(apiPaths.auditCsv({ patientId: 'C-1' }));
    expect(tableOf(parseCsv(csv.body as string, 'en'))).toEqual([]);
  });
});
