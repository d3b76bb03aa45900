/**
 * Invitation e-mails, received by a real SMTP server on 127.0.0.1 that the test starts: one
 * message per invitation when SMTP_URL is set, none without it, and an unreachable SMTP server
 * never costs the invitation. On SQLite and PostgreSQL.
 */
import { createServer } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';
import {
  type Clinician,
  createClinic,
  invite,
  join,
  newMember,
} from '../workspaces/clinic.test-helpers.js';

const PUBLIC_URL = 'http://localhost:3000';
const SMTP_FROM = 'Convites Ritmo <convites@ritmo.test>';
const HOSTILE_CLINIC = '<script>alert("x")</script> & Vida';

interface Received {
  to: string[];
  mail: ParsedMail;
}

/** A plain SMTP server (no TLS, no login) that keeps every message it accepts. */
async function startMailbox() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    sentTo: (address: string) => received.filter((r) => r.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port on 127.0.0.1 that nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as { port: number }).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const localDates = (expiresAt: string) => {
  const date = new Date(expiresAt);
  return [
    new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'UTC' }).format(date),
    new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(date),
  ];
};

describe.each(DATABASES)('invitation e-mails on %s', (kind) => {
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  const servers: TestServer[] = [];

  async function clinicWithAdmin(env: Record<string, string>, clinicName: string) {
    const server = await startTestServer(kind, { PUBLIC_URL, ...env });
    servers.push(server);
    const owner = (await server.signUp('Dra. Ana Souza')) as Clinician;
    const clinicId = await createClinic(owner, clinicName);
    const admin = await newMember(server, owner, clinicId, 'admin', 'Enf. Bruno Lima');
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

  it('an invite sends one bilingual message with the link, clinic, inviter, role and expiry', async () => {
    const { server, admin } = await clinicWithAdmin(
      { SMTP_URL: mailbox.url, SMTP_FROM },
      'Clínica Vida',
    );
    const invitee = await server.signUp('Dr. Carlos Reis');
    const invitation = await invite(admin, invitee.email, 'viewer');
    expect(invitation.status).toBe(200);

    const messages = mailbox.sentTo(invitee.email);
    expect(messages).toHaveLength(1);
    const { mail } = messages[0]!;
    expect(mail.from?.value).toEqual([{ name: 'Convites Ritmo', address: 'convites@ritmo.test' }]);
    expect(mail.subject).toContain('Clínica Vida');
    const link = `${PUBLIC_URL}/invite/${invitation.body.id}`;
    const text = mail.text ?? '';
    for (const expected of [
      link,
      'Clínica Vida',
      'Enf. Bruno Lima',
      'convidou você',
      'somente leitura',
      'invited you',
      'viewer (read only)',
      ...localDates(invitation.body.expiresAt),
    ]) {
      expect(text).toContain(expected);
    }
    // Portuguese first.
    expect(text.indexOf('convidou você')).toBeLessThan(text.indexOf('invited you'));
    expect(mail.html).toContain(`href="${link}"`);
    // The link works: the invitee joins with the id the e-mail carries.
    expect((await join(invitee, invitation.body.id)).status).toBe(200);
  });

  it('the HTML escapes a hostile clinic name, the plain text keeps it as written', async () => {
    const { server, admin } = await clinicWithAdmin({ SMTP_URL: mailbox.url }, HOSTILE_CLINIC);
    const invitee = await server.signUp('Convidada');
    expect((await invite(admin, invitee.email, 'member')).status).toBe(200);

    const [message] = mailbox.sentTo(invitee.email);
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
    const lines = logged.mock.calls.map((call) => call.map(String).join(' '));
    expect(lines.some((line) => line.includes(`invitation ${invitation.body.id} not sent`))).toBe(
      true,
    );
    expect(lines.join('\n')).not.toContain(invitee.email);
    expect((await join(invitee, invitation.body.id)).status).toBe(200);
  });
});
