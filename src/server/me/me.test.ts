import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePatient } from '../test/factories.js';
import { signUpWithSessions } from '../test/seeded-user.js';
import { DATABASES, startTestServer, TEST_PASSWORD, type TestServer } from '../test/test-server.js';
import { createClinic, newMember, ORG } from '../workspaces/clinic.test-helpers.js';

describe.each(DATABASES)('account API on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  async function countActivities(workspaceId: string): Promise<number> {
    const rows = await server.app.dataDb
      .selectFrom('activities')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('workspace_id', '=', workspaceId)
      .executeTakeFirstOrThrow();
    return Number(rows.n);
  }

  it('deletes the account, its patients and sessions after the e-mail and password', async () => {
    const { user } = await signUpWithSessions(server);
    const other = await server.signUp();
    await other.put('/api/patients/P-1', makePatient());

    const wrongEmail = await user.request('DELETE', '/api/me', {
      confirmEmail: 'someone@else.test',
      password: TEST_PASSWORD,
    });
    expect(wrongEmail.status).toBe(400);
    expect(wrongEmail.body.error.details[0].field).toBe('body.confirmEmail');
    const done = await user.request('DELETE', '/api/me', {
      confirmEmail: user.email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(done.status).toBe(204);

    expect((await user.get('/api/patients')).status).toBe(401);
    const signIn = await server.anonymous().post('/api/auth/sign-in/email', {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(signIn.status).toBe(401);
    expect(await countActivities(user.userId)).toBe(0);
    expect((await other.get('/api/patients')).body.patients).toHaveLength(1);
  });

  it('refuses the only owner of a clinic with other members until another is made owner', async () => {
    const owner = await server.signUp('Only Owner');
    const clinicId = await createClinic(owner, 'Clínica Sem Dono');
    const member = await newMember(server, owner, clinicId, 'member', 'Staying Member');
    const admin = await newMember(server, owner, clinicId, 'admin', 'New Admin');
    const body = { confirmEmail: owner.email, password: TEST_PASSWORD };

    // An admin staying is not enough: only an owner can ever make someone owner again.
    const refused = await owner.request('DELETE', '/api/me', body);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('conflict');
    expect(refused.body.error.details).toEqual([
      { field: `clinics.${clinicId}`, message: 'would be left without an owner' },
    ]);
    expect((await owner.get('/api/me')).status).toBe(200);

    // Ownership handed over (Better Auth lets only an owner give it), the owner may go.
    const members = await owner.get(`${ORG}/list-members?organizationId=${clinicId}`);
    const adminRow = members.body.members.find(
      (m: { userId: string }) => m.userId === admin.userId,
    );
    const handover = await owner.post(`${ORG}/update-member-role`, {
      organizationId: clinicId,
      memberId: adminRow.id,
      role: 'owner',
    });
    expect(handover.status).toBe(200);
    expect((await owner.request('DELETE', '/api/me', body)).status).toBe(204);
    // The new owner is now the only one: they cannot leave it without one either.
    const leave = await admin.post(`${ORG}/leave`, { organizationId: clinicId });
    expect(leave.status).toBe(400);
    // A member who owns nothing may always go.
    const memberBody = { confirmEmail: member.email, password: TEST_PASSWORD };
    expect((await member.request('DELETE', '/api/me', memberBody)).status).toBe(204);
  });

  it('keeps everything when the password is missing or wrong, naming the field', async () => {
    const { user } = await signUpWithSessions(server);
    for (const password of [undefined, '', 'not-my-password-at-all']) {
      const refused = await user.request('DELETE', '/api/me', {
        confirmEmail: user.email,
        password,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('validation_failed');
      expect(refused.body.error.details.map((d: { field: string }) => d.field)).toEqual([
        'body.password',
      ]);
    }
    expect((await user.get('/api/me')).status).toBe(200);
    expect(await countActivities(user.userId)).toBe(3);
  });

  it('ends every auth session of the account, on every device', async () => {
    const user = await server.signUp();
    const phone = server.anonymous();
    await phone.post('/api/auth/sign-in/email', { email: user.email, password: TEST_PASSWORD });
    expect((await phone.get('/api/me')).status).toBe(200);
    const done = await user.request('DELETE', '/api/me', {
      confirmEmail: user.email,
      password: TEST_PASSWORD,
    });
    expect(done.status).toBe(204);
    expect((await phone.get('/api/me')).status).toBe(401);
    expect((await phone.get('/api/auth/get-session')).body).toBeNull();
  });
});
