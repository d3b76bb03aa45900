/**
 * Password reset on SQLite and PostgreSQL: "Forgot password?" e-mails a one-time link through a
 * real SMTP server in the page's language; the link works once, sets the password, ends every
 * session and is audited; unknown addresses get the same answer and no e-mail. Without SMTP an
 * owner or admin makes a link for a member of their clinic, within the rules of
 * reset-link-routes.ts, and that is audited too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import type { AuditEvent } from '../../common/schemas/audit.js';
import { makePatient } from '../test/factories.js';
import { type Mailbox, startMailbox } from '../test/mailbox.js';
import {
  DATABASES,
  startTestServer,
  TEST_PASSWORD,
  TestClient,
  type TestServer,
} from '../test/test-server.js';
import { type Clinician, createClinic, newMember } from '../workspaces/clinic.test-helpers.js';
import { RESET_MAILS_PER_HOUR } from './password-reset.js';

const PUBLIC_URL = 'http://localhost:3000';
const NEW_PASSWORD = 'vento sul na serra 42';
const AUTH = '/api/auth';

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
const linkIn = (text: string) =>
  text.match(/http:\/\/localhost:3000\/reset-password\?token=\S+/)?.[0] ?? '';

async function actionsIn(client: TestClient, action: string): Promise<AuditEvent[]> {
  const page = await client.get(`/api/audit?action=${action}`);
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  return page.body.events;
}

async function signIn(server: TestServer, email: string, password: string) {
  const client = new TestClient(server.baseUrl);
  const answer = await client.post(`${AUTH}/sign-in/email`, { email, password });
  return { client, status: answer.status };
}

describe.each(DATABASES)('password reset by e-mail on %s', (kind) => {
  let mailbox: Mailbox;
  let server: TestServer;

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startTestServer(kind, { PUBLIC_URL, SMTP_URL: mailbox.url });
  });
  afterAll(async () => {
    await server.close();
    await mailbox.close();
  });

  const requestReset = (email: string, language: string) =>
    server.anonymous().request(
      'POST',
      `${AUTH}/request-password-reset`,
      { email },
      {
        headers: { 'accept-language': language },
      },
    );

  it('mails a one-time link in Portuguese that sets the password, ends every session, and is audited', async () => {
    const ana = await server.signUp('Dra. Ana');
    const other = await signIn(server, ana.email, TEST_PASSWORD);
    expect(other.status).toBe(200);

    expect((await requestReset(ana.email, 'pt-BR,pt;q=0.9')).status).toBe(200);
    const { mail } = await mailbox.next(ana.email);
    expect(mail.subject).toBe('Redefinição de senha do Ritmo');
    expect(mail.text).toContain('vale por 1 hora e só pode ser usado uma vez');
    expect(mail.text).not.toContain('Dra. Ana');
    const link = linkIn(mail.text ?? '');
    expect(mail.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);

    const reset = await server
      .anonymous()
      .post(`${AUTH}/reset-password`, { token: tokenOf(link), newPassword: NEW_PASSWORD });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    // Single use.
    const again = await server
      .anonymous()
      .post(`${AUTH}/reset-password`, { token: tokenOf(link), newPassword: `${NEW_PASSWORD}!` });
    expect(again.status).toBe(400);
    // Every session of the old password ends.
    expect((await ana.get('/api/me')).status).toBe(401);
    expect((await other.client.get('/api/me')).status).toBe(401);
    expect((await signIn(server, ana.email, TEST_PASSWORD)).status).toBe(401);
    const fresh = await signIn(server, ana.email, NEW_PASSWORD);
    expect(fresh.status).toBe(200);

    const events = await actionsIn(fresh.client, 'account.password-reset');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: ana.userId, actorEmail: ana.email });
  });

  it('writes in English for an English page, and answers an unknown address the same, mailing nothing', async () => {
    const bruno = await server.signUp('Dr. Bruno');
    expect((await requestReset(bruno.email, 'en-US,en;q=0.8')).status).toBe(200);
    const { mail } = await mailbox.next(bruno.email);
    expect(mail.subject).toBe('Reset your Ritmo password');
    expect(mail.text).toContain('It works for 1 hour and only once');

    const unknown = await requestReset('ninguem@clinic.test', 'pt-BR');
    expect(unknown.status).toBe(200);
    await server.mailsSettled();
    expect(mailbox.sentTo('ninguem@clinic.test')).toHaveLength(0);
  });

  it('mails one account at most 3 reset links an hour, answering every request the same', async () => {
    const dora = await server.signUp('Dora');
    for (let i = 0; i < RESET_MAILS_PER_HOUR + 2; i++) {
      expect((await requestReset(dora.email, 'en')).status).toBe(200);
    }
    await server.mailsSettled();
    expect(mailbox.sentTo(dora.email)).toHaveLength(RESET_MAILS_PER_HOUR);
  });

  it('refuses a guessable new password and a made-up token', async () => {
    const carla = await server.signUp('Carla');
    await requestReset(carla.email, 'en');
    const link = linkIn((await mailbox.next(carla.email)).mail.text ?? '');
    const weak = await server
      .anonymous()
      .post(`${AUTH}/reset-password`, { token: tokenOf(link), newPassword: 'password123' });
    expect(weak.status).toBe(400);
    expect(weak.body.error.details[0].field).toBe('body.newPassword');
    const madeUp = await server
      .anonymous()
      .post(`${AUTH}/reset-password`, { token: 'x'.repeat(24), newPassword: NEW_PASSWORD });
    expect(madeUp.status).toBe(400);
  });
});

describe.each(DATABASES)('reset links made by a clinic owner or admin on %s', (kind) => {
  let server: TestServer;
  let owner: Clinician;
  let admin: Clinician;
  let member: Clinician;
  let clinicId: string;

  beforeAll(async () => {
    server = await startTestServer(kind, { PUBLIC_URL });
    owner = (await server.signUp('Dra. Olga')) as Clinician;
    clinicId = await createClinic(owner, 'Clínica Reset');
    admin = await newMember(server, owner, clinicId, 'admin', 'Adm. Alice');
    member = await newMember(server, owner, clinicId, 'member', 'Fisio Fábio');
  });
  afterAll(() => server.close());

  const makeLink = (by: Clinician, userId: string) => by.post(apiPaths.memberResetLink(userId), {});

  it('without SMTP, "Forgot password?" says e-mail is not set up', async () => {
    const answer = await server
      .anonymous()
      .post(`${AUTH}/request-password-reset`, { email: member.email });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('RESET_PASSWORD_DISABLED');
  });

  it("an admin's link resets a member's password once, ends their sessions, and both are audited", async () => {
    const made = await makeLink(admin, member.userId);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[\w-]{40,}$/);
    expect(made.body.expiresAt - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(made.body.expiresAt - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);

    const body = { token: tokenOf(made.body.link), newPassword: NEW_PASSWORD };
    expect((await server.anonymous().post(`${AUTH}/reset-password`, body)).status).toBe(200);
    expect((await server.anonymous().post(`${AUTH}/reset-password`, body)).status).toBe(400);
    expect((await member.get('/api/me')).status).toBe(401);
    expect((await signIn(server, member.email, NEW_PASSWORD)).status).toBe(200);

    const [linkEvent] = await actionsIn(owner, 'clinic.reset-link');
    expect(linkEvent).toMatchObject({ actorId: admin.userId, detail: member.email });
    const [resetEvent] = await actionsIn(owner, 'account.password-reset');
    expect(resetEvent).toMatchObject({ actorId: member.userId, actorEmail: member.email });
  });

  it('refuses members, an admin for an owner, oneself, and anyone outside the clinic', async () => {
    const viewer = await newMember(server, owner, clinicId, 'viewer', 'Leitor Léo');
    expect((await makeLink(viewer, admin.userId)).status).toBe(403);
    expect((await makeLink(admin, owner.userId)).status).toBe(403);
    expect((await makeLink(owner, owner.userId)).status).toBe(409);
    // Another clinic's member: not found from here, whatever the id.
    const stranger = (await server.signUp('Estranha')) as Clinician;
    await createClinic(stranger, 'Outra Clínica');
    expect((await makeLink(owner, stranger.userId)).status).toBe(404);
    expect((await makeLink(stranger, member.userId)).status).toBe(404);
    // In one's personal workspace there is no clinic to reset for.
    const personal = (await server.signUp('Solo')) as Clinician;
    expect((await makeLink(personal, member.userId)).status).toBe(403);
    expect(await actionsIn(owner, 'clinic.reset-link')).toHaveLength(1);
  });

  it('refuses an account that reaches beyond the clinic: another membership, patients of its own', async () => {
    const both = await newMember(server, owner, clinicId, 'member', 'Dupla Dora');
    const elsewhere = (await server.signUp('Dona Outra')) as Clinician;
    const otherClinic = await createClinic(elsewhere, 'Clínica Vizinha');
    const invited = await elsewhere.post('/api/auth/organization/invite-member', {
      email: both.email,
      role: 'member',
      organizationId: otherClinic,
    });
    expect(invited.status).toBe(200);
    await both.post('/api/auth/organization/accept-invitation', { invitationId: invited.body.id });
    const refused = await makeLink(owner, both.userId);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/another clinic/);

    const keeper = await newMember(server, owner, clinicId, 'member', 'Dono de Pacientes');
    await keeper.post('/api/auth/organization/set-active', { organizationId: null });
    expect((await keeper.put('/api/patients/P-OWN', makePatient())).status).toBe(200);
    const ownPatients = await makeLink(owner, keeper.userId);
    expect(ownPatients.status).toBe(409);
    expect(ownPatients.body.error.message).toMatch(/patients of their own/);
  });
});
