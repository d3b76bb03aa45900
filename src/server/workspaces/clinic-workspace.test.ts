/**
 * Clinics: a team workspace made and joined through Better Auth's organization routes, in which
 * the data API works for the session's active clinic, with the member's role enforced on every
 * request. On SQLite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { makeActivity, makePatient } from '../test/factories.js';
import { DATABASES, startTestServer, TEST_PASSWORD, type TestServer } from '../test/test-server.js';
import {
  type Clinician,
  createClinic,
  invite,
  join,
  ORG,
  setActive,
} from './clinic.test-helpers.js';

describe.each(DATABASES)('clinic workspaces on %s', (kind) => {
  let server: TestServer;
  let owner: Clinician;
  let member: Clinician;
  let viewer: Clinician;
  let clinicId: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await server.signUp('Dra. Ana Souza');
    member = await server.signUp('Enf. Bruno Lima');
    viewer = await server.signUp('Dr. Carlos Reis');
    // The owner's personal records, made before the clinic existed.
    expect((await owner.put(apiPaths.patient('P-1'), makePatient())).status).toBe(200);
    clinicId = await createClinic(owner, 'Clínica Vida');
    for (const [client, role] of [
      [member, 'member'],
      [viewer, 'viewer'],
    ] as const) {
      const invitation = await invite(owner, client.email, role);
      expect(invitation.status).toBe(200);
      expect((await join(client, invitation.body.id)).status).toBe(200);
      expect((await setActive(client, clinicId)).status).toBe(200);
    }
  });
  afterAll(() => server.close());

  it('creating a clinic makes it the active workspace, apart from the personal one', async () => {
    expect((await owner.get(apiPaths.patients())).body.patients).toEqual([]);
    expect((await setActive(owner, null)).status).toBe(200);
    const personal = await owner.get(apiPaths.patients());
    expect(personal.body.patients.map((p: { patientId: string }) => p.patientId)).toEqual(['P-1']);
    expect((await setActive(owner, clinicId)).status).toBe(200);
  });

  it('a member writes patients and sessions that every member and the viewer read', async () => {
    const saved = await member.put(apiPaths.patient('C-1'), makePatient({ patientName: 'Maria' }));
    expect(saved.status).toBe(200);
    const { activityId, ...session } = makeActivity('C-1');
    expect((await member.put(apiPaths.activity(activityId), session)).status).toBe(200);
    for (const reader of [owner, viewer]) {
      expect((await reader.get(apiPaths.patient('C-1'))).body.patient.patientName).toBe('Maria');
      expect((await reader.get(apiPaths.activity(activityId))).status).toBe(200);
    }
    // The member's personal workspace holds none of it.
    expect((await setActive(member, null)).status).toBe(200);
    expect((await member.get(apiPaths.patient('C-1'))).status).toBe(404);
    expect((await setActive(member, clinicId)).status).toBe(200);
  });

  it('a viewer reads but every write answers 403 and changes nothing', async () => {
    const before = (await owner.get(apiPaths.patient('C-1'))).body;
    const { activityId, ...session } = makeActivity('C-1');
    const writes = [
      await viewer.put(apiPaths.patient('C-1'), makePatient({ patientName: 'Changed' })),
      await viewer.put(apiPaths.patient('C-9'), makePatient()),
      await viewer.delete(apiPaths.patient('C-1')),
      await viewer.put(apiPaths.activity(activityId), session),
    ];
    for (const write of writes) {
      expect(write.status).toBe(403);
      expect(write.body.error.code).toBe('forbidden');
    }
    expect((await owner.get(apiPaths.patient('C-1'))).body).toEqual(before);
    expect((await owner.get(apiPaths.patient('C-9'))).status).toBe(404);
    expect((await owner.get(apiPaths.activity(activityId))).status).toBe(404);
  });

  it("only the clinic's owner or admin exports the clinic's data", async () => {
    expect((await member.get(apiPaths.export())).status).toBe(403);
    expect((await viewer.get(apiPaths.export())).status).toBe(403);
    const exported = await owner.get(apiPaths.export());
    expect(exported.status).toBe(200);
    expect(exported.body.patients.map((p: { patientId: string }) => p.patientId)).toEqual(['C-1']);
  });

  it('an invitation works once, and only for the e-mail it was sent to', async () => {
    const stranger = await server.signUp('Outra Pessoa');
    const invited = await server.signUp('Convidada');
    const invitation = await invite(owner, invited.email, 'member');
    expect(invitation.status).toBe(200);
    const wrongPerson = await join(stranger, invitation.body.id);
    expect(wrongPerson.status).toBeGreaterThanOrEqual(400);
    expect(wrongPerson.status).toBeLessThan(500);
    expect((await join(invited, invitation.body.id)).status).toBe(200);
    const again = await join(invited, invitation.body.id);
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    // The stranger never got in: naming the clinic is refused and the data API stays personal.
    expect((await setActive(stranger, clinicId)).status).toBe(403);
    expect((await stranger.get(apiPaths.patient('C-1'))).status).toBe(404);
  });

  it("a member of clinic X cannot name clinic Y, and Y's records stay out of reach", async () => {
    const other = await server.signUp('Dra. Outra Clínica');
    const otherClinic = await createClinic(other, 'Clínica Y');
    expect((await other.put(apiPaths.patient('Y-1'), makePatient())).status).toBe(200);
    const refused = await setActive(member, otherClinic);
    expect(refused.status).toBe(403);
    const session = await member.get('/api/auth/get-session');
    expect(session.body.session.activeOrganizationId).not.toBe(otherClinic);
    expect((await member.get(apiPaths.patient('Y-1'))).status).toBe(404);
    expect((await setActive(member, clinicId)).status).toBe(200);
    expect((await member.get(apiPaths.patient('Y-1'))).status).toBe(404);
  });

  it('a removed member is refused at their next request; what they recorded stays', async () => {
    const leaving = await server.signUp('Fisio Saindo');
    const invitation = await invite(owner, leaving.email, 'member');
    expect((await join(leaving, invitation.body.id)).status).toBe(200);
    expect((await setActive(leaving, clinicId)).status).toBe(200);
    expect((await leaving.put(apiPaths.patient('C-2'), makePatient())).status).toBe(200);
    const removed = await owner.post(`${ORG}/remove-member`, {
      memberIdOrEmail: leaving.email,
      organizationId: clinicId,
    });
    expect(removed.status).toBe(200);
    for (const attempt of [
      await leaving.get(apiPaths.patients()),
      await leaving.put(apiPaths.patient('C-3'), makePatient()),
    ]) {
      expect(attempt.status).toBe(403);
      expect(attempt.body.error.message).toMatch(/no longer a member/);
    }
    expect((await owner.get(apiPaths.patient('C-2'))).status).toBe(200);
  });

  it('deleting a member account empties only their personal workspace, never the clinic', async () => {
    const departing = await server.signUp('Conta Apagada');
    const invitation = await invite(owner, departing.email, 'member');
    expect((await join(departing, invitation.body.id)).status).toBe(200);
    expect((await setActive(departing, clinicId)).status).toBe(200);
    expect((await departing.put(apiPaths.patient('C-4'), makePatient())).status).toBe(200);
    const deleted = await departing.request('DELETE', apiPaths.me(), {
      confirmEmail: departing.email,
      password: TEST_PASSWORD,
    });
    expect(deleted.status).toBe(204);
    expect((await owner.get(apiPaths.patient('C-4'))).status).toBe(200);
    expect((await owner.get(apiPaths.patient('C-1'))).status).toBe(200);
  });

  it('an admin cannot hand out ownership or an unknown role', async () => {
    const admin = await server.signUp('Admin Clínica');
    const invitation = await invite(owner, admin.email, 'admin');
    expect((await join(admin, invitation.body.id)).status).toBe(200);
    expect((await setActive(admin, clinicId)).status).toBe(200);
    for (const role of ['owner', 'superuser', ['member', 'owner']]) {
      const attempt = await admin.post(`${ORG}/invite-member`, {
        email: `x-${randomUUID().slice(0, 6)}@clinic.test`,
        role,
      });
      expect([400, 403]).toContain(attempt.status);
    }
    expect(
      (await invite(admin, `ok-${randomUUID().slice(0, 6)}@clinic.test`, 'viewer')).status,
    ).toBe(200);
  });
});
