/**
 * Attack suite, invitation e-mail as a spam cannon (issue 27): a fresh account mails one address
 * over and over (invite, cancel, invite again; several clinics; all at once), sprays many
 * addresses, and writes phishing text into its display name and clinic name. Against a real
 * SMTP server: more e-mails than the hourly limits allow, or a display name in a message, is a
 * breach; so is an invite held up by a silent SMTP server.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { INVITATION_LIMITS } from '../auth/invitation-limits.js';
import { MAIL_TIMEOUTS_MS } from '../auth/mail-transport.js';
import { startMailbox } from '../test/mailbox.js';
import { DATABASES, startTestServer } from '../test/test-server.js';
import { type Clinician, ORG } from '../workspaces/clinic.test-helpers.js';
import { expectApiError } from './attack.test-helpers.js';
import { useAttackScene } from './attack-fixture.test-helpers.js';

const mailbox = await startMailbox();
const PHISHING = 'Banco: confirme sua senha em http://phish.test';

describe.each(DATABASES)('invitation spam attacks on %s', (kind) => {
  const scene = useAttackScene(kind, undefined, { SMTP_URL: mailbox.url });
  afterAll(async () => {
    if (kind === DATABASES.at(-1)) await mailbox.close();
  });

  const as = (client: Clinician, path: string, body?: unknown) =>
    scene.send(body === undefined ? 'GET' : 'POST', path, { cookie: client.cookie, body });

  /** A throwaway account with a phishing display name and `clinics` clinics named to lure. */
  async function spammer(clinics: number): Promise<{ client: Clinician; clinicIds: string[] }> {
    const client = (await scene.server.signUp(PHISHING)) as Clinician;
    const clinicIds: string[] = [];
    for (let i = 0; i < clinics; i++) {
      const name = `Prêmio ${i}: resgate em http://phish.test`;
      const created = await as(client, `${ORG}/create`, { name, slug: `p-${i}-${Date.now()}` });
      expect(created.status).toBe(200);
      clinicIds.push(created.body.id);
    }
    return { client, clinicIds };
  }

  /** Waits for the mail still on its way (sent after the answer), then counts it. */
  async function mailsTo(address: string): Promise<number> {
    await scene.server.mailsSettled();
    return mailbox.sentTo(address).length;
  }

  it('mails one address at most 3 times an hour: 150 invites, cancels and clinics at once', async () => {
    const target = `vitima-${kind}-${Date.now()}@elsewhere.test`;
    const { client, clinicIds } = await spammer(3);
    const answers = await Promise.all(
      Array.from({ length: 150 }, async (_, i) => {
        const organizationId = clinicIds[i % clinicIds.length];
        const sent = await as(client, `${ORG}/invite-member`, {
          email: target,
          role: 'member',
          organizationId,
        });
        if (sent.status === 200) {
          await as(client, `${ORG}/cancel-invitation`, { invitationId: sent.body.id });
        }
        return sent;
      }),
    );
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expectApiError(answer, [409, 429], 'spam invite');
    }
    const mails = await mailsTo(target);
    if (mails > INVITATION_LIMITS.recipient) scene.tally.breaches++;
    expect(mails).toBeLessThanOrEqual(INVITATION_LIMITS.recipient);
    expect(mails).toBeGreaterThan(0);
    for (const { mail } of mailbox.sentTo(target)) {
      // The clinic name is the one user-written text, bounded; the display name never appears.
      if (`${mail.subject} ${mail.text} ${mail.html}`.includes('Banco')) scene.tally.breaches++;
    }
  });

  it('mails at most 20 addresses an hour from one account, however many clinics it makes', async () => {
    const { client, clinicIds } = await spammer(4);
    const targets = Array.from({ length: 100 }, (_, i) => `lista-${kind}-${i}@elsewhere.test`);
    const answers = await Promise.all(
      targets.map((email, i) =>
        as(client, `${ORG}/invite-member`, {
          email,
          role: 'viewer',
          organizationId: clinicIds[i % clinicIds.length],
        }),
      ),
    );
    const accepted = answers.filter((a) => a.status === 200).length;
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expectApiError(answer, 429, 'spray invite');
    }
    await scene.server.mailsSettled();
    const mails = targets.reduce((sum, email) => sum + mailbox.sentTo(email).length, 0);
    const cap = Math.min(INVITATION_LIMITS.inviter, INVITATION_LIMITS.clinic * clinicIds.length);
    if (accepted > cap || mails > cap) scene.tally.breaches++;
    expect(accepted).toBe(cap);
  });

  it('answers an invite at once though the SMTP server never answers', async () => {
    const silent = await startMailbox({ silent: true });
    const server = await startTestServer(kind, { SMTP_URL: silent.url });
    try {
      const owner = (await server.signUp('Dra. Olga')) as Clinician;
      const created = await owner.post(`${ORG}/create`, { name: 'Muda', slug: `m-${Date.now()}` });
      const started = performance.now();
      const sent = scene.count(
        await owner.post(`${ORG}/invite-member`, {
          email: `mudo-${Date.now()}@elsewhere.test`,
          role: 'member',
          organizationId: created.body.id,
        }),
      );
      const waitedMs = performance.now() - started;
      expect(sent.status).toBe(200);
      if (waitedMs > MAIL_TIMEOUTS_MS.greeting / 2) scene.tally.breaches++;
      expect(waitedMs).toBeLessThan(MAIL_TIMEOUTS_MS.greeting / 2);
    } finally {
      await server.close();
      await silent.close();
    }
  });
});
