/**
 * Hourly invitation limits (invitation-limits.ts): per recipient across clinics and through
 * cancel-and-invite-again, per clinic under real concurrency, across two servers sharing the
 * databases, a 429 naming the limit and when to retry, and no `resend` around them.
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDatabasePair } from '../test/postgres-cluster.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';
import { type Clinician, createClinic, invite, ORG } from '../workspaces/clinic.test-helpers.js';
import { INVITATION_LIMITS } from './invitation-limits.js';

const addresses = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}-${i}-${Date.now()}@elsewhere.test`);

function expectTooMany(answer: { status: number; headers: Headers; body: any }, limit: string) {
  expect(answer.status).toBe(429);
  expect(answer.body.code).toBe('TOO_MANY_INVITATIONS');
  expect(answer.body.error.code).toBe('too_many_requests');
  expect(answer.body.limit).toBe(limit);
  expect(answer.body.message).toMatch(/in the last hour \(the limit\); try again after \d{4}-/);
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect(answer.body.retryAfter).toBe(retryAfter);
}

describe.each(DATABASES)('invitation limits on %s', (kind) => {
  const servers: TestServer[] = [];
  let server: TestServer;

  async function ownerOfClinic(name: string): Promise<{ owner: Clinician; clinicId: string }> {
    server ??= await startTestServer(kind);
    if (!servers.includes(server)) servers.push(server);
    const owner = (await server.signUp('Dra. Olga')) as Clinician;
    return { owner, clinicId: await createClinic(owner, name) };
  }

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
  });

  it('one address gets 3 invitations an hour, across clinics and through cancel-and-invite-again', async () => {
    const target = `alvo-${Date.now()}@elsewhere.test`;
    const { owner } = await ownerOfClinic('Clínica A');
    // The spam cannon: invite, cancel, invite again (each a new e-mail).
    for (let i = 0; i < INVITATION_LIMITS.recipient - 1; i++) {
      const sent = await invite(owner, target, 'member');
      expect(sent.status).toBe(200);
      expect(
        (await owner.post(`${ORG}/cancel-invitation`, { invitationId: sent.body.id })).status,
      ).toBe(200);
    }
    const other = await ownerOfClinic('Clínica B');
    expect((await invite(other.owner, target, 'viewer')).status).toBe(200);
    const third = await ownerOfClinic('Clínica C');
    const refused = await invite(third.owner, target, 'member');
    expectTooMany(refused, 'recipient');
    expect(refused.body.error.details).toEqual([
      { field: 'body.email', message: refused.body.message },
    ]);
    // Refused, so not created: nothing pending in that clinic.
    const pending = await third.owner.get(`${ORG}/list-invitations`);
    expect(pending.body).toEqual([]);
    // Other addresses are unaffected.
    expect((await invite(third.owner, addresses('outro', 1)[0]!, 'member')).status).toBe(200);
  });

  it('a clinic gets 20 an hour, exactly, however many are sent at once', async () => {
    const { owner } = await ownerOfClinic('Clínica Spam');
    const answers = await Promise.all(
      addresses('lote', INVITATION_LIMITS.clinic + 8).map((email) =>
        invite(owner, email, 'member'),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(INVITATION_LIMITS.clinic);
    expect(statuses.filter((s) => s === 429)).toHaveLength(8);
    expectTooMany(answers.find((a) => a.status === 429)!, 'clinic');
    const pending = await owner.get(`${ORG}/list-invitations`);
    expect(pending.body).toHaveLength(INVITATION_LIMITS.clinic);
  });

  it('an account gets 20 an hour, however many clinics it makes', async () => {
    const { owner } = await ownerOfClinic('Clínica 1');
    const more = [await createClinic(owner, 'Clínica 2'), await createClinic(owner, 'Clínica 3')];
    const emails = addresses('conta', INVITATION_LIMITS.inviter + 1);
    const answers = [];
    for (const [i, email] of emails.entries()) {
      const organizationId = i < 10 ? undefined : more[i % 2];
      answers.push(
        await owner.post(`${ORG}/invite-member`, { email, role: 'member', organizationId }),
      );
    }
    expect(answers.slice(0, -1).map((a) => a.status)).toEqual(emails.slice(1).map(() => 200));
    expectTooMany(answers.at(-1)!, 'inviter');
  });

  it('refuses resend, which would mail a pending invitation again outside the limits', async () => {
    const { owner } = await ownerOfClinic('Clínica Reenvio');
    const [email] = addresses('reenvio', 1);
    expect((await invite(owner, email!, 'member')).status).toBe(200);
    const again = await owner.post(`${ORG}/invite-member`, { email, role: 'member', resend: true });
    expect(again.status).toBe(400);
    expect(again.body.error.details).toEqual([{ field: 'body.resend', message: 'is not offered' }]);
  });

  it.runIf(kind === 'postgres')('two servers behind the balancer share one count', async () => {
    const databases = {
      ...(await createDatabasePair(inject('postgresAdminUrl'))),
      // One secret, as servers behind a balancer share: a session cookie works on both.
      AUTH_SECRET: 'x'.repeat(40),
    };
    const first = await startTestServer(kind, databases);
    const second = await startTestServer(kind, databases);
    servers.push(first, second);
    const owner = (await first.signUp('Dra. Olga')) as Clinician;
    const clinicId = await createClinic(owner, 'Clínica Dupla');
    const onSecond = second.anonymous();
    onSecond.cookie = owner.cookie;
    const answers = await Promise.all(
      addresses('dupla', INVITATION_LIMITS.clinic + 4).map((email, i) =>
        (i % 2 ? onSecond : owner).post(`${ORG}/invite-member`, {
          email,
          role: 'member',
          organizationId: clinicId,
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(INVITATION_LIMITS.clinic);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
  });
});
