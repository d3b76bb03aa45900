/**
 * Invitation e-mails, received by a real SMTP server on 127.0.0.1 that the test starts: one
 * message per invitation when SMTP_URL is set, none without it, and an unreachable SMTP server
 * never costs the invitation. On SQLite and PostgreSQL.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closedPort, type Mailbox, startMailbox } from '../test/mailbox.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';
import {
  type Clinician,
  createClinic,
  invite,
  join,
  newMember,
} from '../workspaces/clinic.test-helpers.js';
import { MAIL_TIMEOUTS_MS } from './mail-transport.js';

const PUBLIC_URL = 'http://localhost:3000';
const SMTP_FROM = 'Convites Ritmo <convites@ritmo.test>';
const HOSTILE_CLINIC = '<script>alert("x")</script> & Vida';
/** A display name anyone can set: it must never reach the invitee's mailbox. */
const PHISHING_NAME = 'Banco Central: confirme sua senha em http://phish.test';

/** Console errors logged so far, one line each. */
const errorLines = (logged: { mock: { calls: unknown[][] } }) =>
  logged.mock.calls.map((call) => call.map(String).join(' '));

async function waitFor(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const localDates = (expiresAt: string) => {
  const date = new Date(expiresAt);
  return [
    new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'UTC' }).format(date),
    new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(date),
  ];
};

describe.each(DATABASES)('invitation e-mails on %s', (kind) => {
  let mailbox: Mailbox;
  const servers: TestServer[] = [];

  async function clinicWithAdmin(env: Record<string, string>, clinicName: string) {
    const server = await startTestServer(kind, { PUBLIC_URL, ...env });
    servers.push(server);
    const owner = (await server.signUp('Dra. Ana Souza')) as Clinician;
    const clinicId = await createClinic(owner, clinicName);
    const admin = await newMember(server, owner, clinicId, 'admin', PHISHING_NAME);
    return { server, admin };
  }

  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    await mailbox.close();
  });

  it('an invite sends one bilingual message with the link, clinic, role and expiry, no inviter name', async () => {
    const { server, admin } = await clinicWithAdmin(
      { SMTP_URL: mailbox.url, SMTP_FROM },
      'Clínica Vida',
    );
    const invitee = await server.signUp('Dr. Carlos Reis');
    const invitation = await invite(admin, invitee.email, 'viewer');
    expect(invitation.status).toBe(200);

    const { mail } = await mailbox.next(invitee.email);
    expect(mailbox.sentTo(invitee.email)).toHaveLength(1);
    expect(mail.from?.value).toEqual([{ name: 'Convites Ritmo', address: 'convites@ritmo.test' }]);
    expect(mail.subject).toContain('Clínica Vida');
    const link = `${PUBLIC_URL}/invite/${invitation.body.id}`;
    const text = mail.text ?? '';
    for (const expected of [
      link,
      'Clínica Vida',
      'Você foi convidado(a)',
      'somente leitura',
      'You have been invited',
      'viewer (read only)',
      ...localDates(invitation.body.expiresAt),
    ]) {
      expect(text).toContain(expected);
    }
    // Portuguese first.
    expect(text.indexOf('Você foi convidado')).toBeLessThan(text.indexOf('You have been invited'));
    // The inviter's display name is free text: none of it in the subject, text or HTML.
    for (const part of [mail.subject, text, String(mail.html)]) {
      expect(part).not.toContain('phish.test');
      expect(part).not.toContain('Banco Central');
    }
    expect(mail.html).toContain(`href="${link}"`);
    // The link works: the invitee joins with the id the e-mail carries.
    expect((await join(invitee, invitation.body.id)).status).toBe(200);
  });

  it('the HTML escapes a hostile clinic name, the plain text keeps it as written', async () => {
    const { server, admin } = await clinicWithAdmin({ SMTP_URL: mailbox.url }, HOSTILE_CLINIC);
    const invitee = await server.signUp('Convidada');
    expect((await invite(admin, invitee.email, 'member')).status).toBe(200);

    const message = await mailbox.next(invitee.email);
    const html = String(message?.mail.html);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Vida');
    expect(message?.mail.text).toContain(HOSTILE_CLINIC);
    // Without SMTP_FROM, the sender is no-reply at PUBLIC_URL's host.
    expect(message?.mail.from?.value).toEqual([{ name: 'Ritmo', address: 'no-reply@localhost' }]);
  });

  it('without SMTP_URL nothing is sent and the invitation still works', async () => {
    const { server, admin } = await clinicWithAdmin({}, 'Clínica Sem E-mail');
    const before = mailbox.received.length;
    const invitee = await server.signUp('Convidado');
    const invitation = await invite(admin, invitee.email, 'member');
    expect(invitation.status).toBe(200);
    expect(mailbox.received.length).toBe(before);
    expect((await join(invitee, invitation.body.id)).status).toBe(200);
  });

  it('an unreachable SMTP server is logged without the address; the invite answers 200 and stands', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { server, admin } = await clinicWithAdmin(
      { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` },
      'Clínica Offline',
    );
    const invitee = await server.signUp('Convidada Offline');
    const invitation = await invite(admin, invitee.email, 'member');
    expect(invitation.status).toBe(200);
    const notSent = `invitation ${invitation.body.id} not sent`;
    await waitFor(() => errorLines(logged).some((line) => line.includes(notSent)), 5_000);
    expect(errorLines(logged).join('\n')).not.toContain(invitee.email);
    expect((await join(invitee, invitation.body.id)).status).toBe(200);
  });

  it('a silent SMTP server does not hold the invite: answered at once, the send gives up in seconds', async () => {
    const silent = await startMailbox({ silent: true });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { server, admin } = await clinicWithAdmin({ SMTP_URL: silent.url }, 'Clínica Muda');
      const invitee = await server.signUp('Convidado Mudo');
      const started = performance.now();
      const invitation = await invite(admin, invitee.email, 'member');
      const answeredMs = performance.now() - started;
      expect(invitation.status).toBe(200);
      // Before: the answer waited for the SMTP server (10–20 s). Now well under its greeting wait.
      expect(answeredMs).toBeLessThan(MAIL_TIMEOUTS_MS.greeting / 2);
      await waitFor(() => silent.connections() > 0, 5_000);
      const notSent = `invitation ${invitation.body.id} not sent`;
      await waitFor(
        () => errorLines(logged).some((line) => line.includes(notSent)),
        MAIL_TIMEOUTS_MS.connection + MAIL_TIMEOUTS_MS.greeting + 3_000,
      );
      expect((await join(invitee, invitation.body.id)).status).toBe(200);
    } finally {
      await silent.close();
    }
  }, 30_000);
});
