/**
 * The audit trail logs every change of who may access a clinic's records (invitations, joining,
 * role changes, removals, renaming, deleting) and every sign-in, failed sign-in and password
 * change, with the actor's e-mail beside their display name. SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import type { AuditEvent } from '../../common/schemas/audit.js';
import { makePatient } from '../test/factories.js';
import {
  DATABASES,
  startTestServer,
  TEST_PASSWORD,
  TestClient,
  type TestServer,
} from '../test/test-server.js';
import {
  type Clinician,
  createClinic,
  invite,
  join,
  ORG,
  removeMember,
  setActive,
} from '../workspaces/clinic.test-helpers.js';

async function trail(reader: Clinician, query = ''): Promise<AuditEvent[]> {
  const page = await reader.get(`/api/audit?limit=200${query}`);
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  return (page.body.events as AuditEvent[]).reverse();
}

const ofAccountsAndClinics = (events: AuditEvent[]) =>
  events.filter((e) => e.action.startsWith('clinic.') || e.action.startsWith('account.'));

describe.each(DATABASES)('who may access: the audit trail on %s', (kind) => {
  let server: TestServer;
  let owner: Clinician;
  let rita: Clinician;
  let clinicId: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await server.signUp('Dra. Dona');
    rita = await server.signUp('Dra. Olga Owner'); // a display name claiming to be someone else
    clinicId = await createClinic(owner, 'Clínica Trilha');
  });
  afterAll(() => server.close());

  it('logs inviting, cancelling, joining, a role change, renaming and a removal, naming whom', async () => {
    const invited = await invite(owner, rita.email, 'member');
    expect(invited.status).toBe(200);
    expect((await join(rita, invited.body.id)).status).toBe(200);
    const ghost = await invite(owner, 'ghost@clinic.test', 'viewer');
    const cancel = await owner.post(`${ORG}/cancel-invitation`, { invitationId: ghost.body.id });
    expect(cancel.status).toBe(200);
    const members = await owner.get(`${ORG}/list-members?organizationId=${clinicId}`);
    const ritaMember = members.body.members.find((m: Clinician) => m.userId === rita.userId);
    const role = await owner.post(`${ORG}/update-member-role`, {
      memberId: ritaMember.id,
      role: 'viewer',
      organizationId: clinicId,
    });
    expect(role.status).toBe(200);
    const renamed = await owner.post(`${ORG}/update`, {
      organizationId: clinicId,
      data: { name: 'Clínica Nova' },
    });
    expect(renamed.status).toBe(200);
    expect((await removeMember(owner, rita, clinicId)).status).toBe(200);

    expect((await setActive(owner, clinicId)).status).toBe(200);
    const events = ofAccountsAndClinics(await trail(owner));
    const asOwner = { actorId: owner.userId, actorName: 'Dra. Dona', actorEmail: owner.email };
    const asRita = { actorId: rita.userId, actorName: 'Dra. Olga Owner', actorEmail: rita.email };
    expect(events.map((e) => [e.action, e.detail])).toEqual([
      ['clinic.create', 'Clínica Trilha'],
      ['clinic.invite', `${rita.email} member`],
      ['clinic.invite-accept', 'member'],
      ['clinic.invite', 'ghost@clinic.test viewer'],
      ['clinic.invite-cancel', 'ghost@clinic.test'],
      ['clinic.role-change', `${rita.email} viewer`],
      ['clinic.rename', 'Clínica Nova'],
      ['clinic.member-remove', rita.email],
    ]);
    events.forEach((event, i) => {
      expect(event).toMatchObject(i === 2 ? asRita : asOwner);
      expect(event.address).toBe('127.0.0.1');
    });
  });

  it('logs sign-ins, failed sign-ins and password changes in the own trail and each clinic', async () => {
    const member = await server.signUp('Fisio Ana');
    const invited = await invite(owner, member.email, 'member');
    expect((await join(member, invited.body.id)).status).toBe(200);
    const wrong = await server.anonymous().post('/api/auth/sign-in/email', {
      email: member.email,
      password: 'not-the-password-at-all',
    });
    expect(wrong.status).toBe(401);
    // An unknown e-mail has no account and so no trail: nothing is written, nothing fails.
    const unknown = await server.anonymous().post('/api/auth/sign-in/email', {
      email: 'nobody@clinic.test',
      password: TEST_PASSWORD,
    });
    expect(unknown.status).toBe(401);
    const again = new TestClient(server.baseUrl);
    const signIn = await again.post('/api/auth/sign-in/email', {
      email: member.email,
      password: TEST_PASSWORD,
    });
    expect(signIn.status).toBe(200);
    const changed = await member.post('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a-new-long-passphrase-2026',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    const asMember = { actorId: member.userId, actorName: 'Fisio Ana', actorEmail: member.email };
    expect((await setActive(member, null)).status).toBe(200);
    const own = (await trail(member)).filter((e) => e.action.startsWith('account.'));
    expect(own.map((e) => e.action)).toEqual([
      'account.sign-in', // server.signUp signs in
      'account.sign-in-failed',
      'account.sign-in',
      'account.password-change',
    ]);
    for (const event of own) expect(event).toMatchObject(asMember);
    // The clinic sees what happened to its member's account since joining.
    const inClinic = (await trail(owner, `&actorId=${member.userId}`)).map((e) => e.action);
    expect(inClinic).toEqual([
      'clinic.invite-accept',
      'account.sign-in-failed',
      'account.sign-in',
      'account.password-change',
    ]);
  });

  it("logs a clinic's deletion in its own trail, which outlives it", async () => {
    const doomed = await createClinic(owner, 'Clínica Breve');
    const deleted = await owner.post(`${ORG}/delete`, { organizationId: doomed });
    expect(deleted.status).toBe(200);
    const rows = await server.app.dataDb
      .selectFrom('audit_events')
      .select(['action', 'actor_id', 'actor_email', 'detail'])
      .where('workspace_id', '=', doomed)
      .orderBy('event_id')
      .execute();
    expect(rows).toEqual([
      {
        action: 'clinic.create',
        actor_id: owner.userId,
        actor_email: owner.email,
        detail: 'Clínica Breve',
      },
      {
        action: 'clinic.delete',
        actor_id: owner.userId,
        actor_email: owner.email,
        detail: 'Clínica Breve',
      },
    ]);
  });

  it('writes nothing for a refused change', async () => {
    const before = (await trail(owner)).length;
    const stranger = await server.signUp('Stranger');
    const refused = await stranger.post(`${ORG}/update`, {
      organizationId: clinicId,
      data: { name: 'Hijacked' },
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await trail(owner)).toHaveLength(before);
  });
});

describe.each(DATABASES)('a borrowed display name on %s', (kind) => {
  let server: TestServer;
  afterAll(() => server.close());

  it("shows the e-mail beside it in a patient's updatedBy and in the trail", async () => {
    server = await startTestServer(kind);
    const real = await server.signUp('Dra. Olga Owner');
    const impostor = await server.signUp('Dra. Olga Owner');
    const clinicId = await createClinic(real, 'Clínica Olga');
    const invited = await invite(real, impostor.email, 'member');
    expect((await join(impostor, invited.body.id)).status).toBe(200);
    expect((await setActive(impostor, clinicId)).status).toBe(200);
    expect((await impostor.put(apiPaths.patient('O-1'), makePatient())).status).toBe(200);

    const read = await real.get(apiPaths.patient('O-1'));
    expect(read.body.patient.updatedBy).toEqual({
      id: impostor.userId,
      name: 'Dra. Olga Owner',
      email: impostor.email,
    });
    const [write] = await trail(real, '&action=patient.write');
    expect(write).toMatchObject({ actorName: 'Dra. Olga Owner', actorEmail: impostor.email });
  });
});
