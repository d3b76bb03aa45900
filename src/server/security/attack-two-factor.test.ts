/**
 * Attack suite, two-factor, passkeys and sessions: Bruno tries to end Ana's sessions, remove
 * passkeys that are not his, finish a sign-in without the second step or with malformed codes,
 * guess a code past the per-challenge limit, and change a clinic's two-factor rule through
 * Better Auth's routes (only PUT /api/clinic-settings may).
 * Every answer is a 4xx; Ana keeps her session, Carla's second step holds, and a TOTP code
 * signs in once: replayed from another device, or raced from two, it lets one in at most. A trust
 * cookie copied before the password changed no longer skips the code.
 */
import { describe, expect, it } from 'vitest';
import { DATABASES, TEST_PASSWORD, TestClient } from '../test/test-server.js';
import { totpCode } from '../test/totp.js';
import { enrolTwoFactor } from '../test/two-factor-enrolment.js';
import { type Clinician, createClinic, ORG } from '../workspaces/clinic.test-helpers.js';
import { expectApiError } from './attack.test-helpers.js';
import { useAttackScene } from './attack-fixture.test-helpers.js';

const TF = '/api/auth/two-factor';
const ODD_CODES: unknown[] = [null, 7, [], {}, 'x'.repeat(10_000), '%00', "' or 1=1 --", ''];

describe.each(DATABASES)('two-factor, passkey and session attacks on %s', (kind) => {
  const scene = useAttackScene(kind);

  it("ends none of Ana's sessions and removes no passkey that is not his", async () => {
    const anaSessions = await scene.ana.get('/api/auth/list-sessions');
    expect(anaSessions.status).toBe(200);
    const bruno = await scene.send('GET', '/api/auth/list-sessions');
    const brunoIds = (bruno.body as { id: string }[]).map((s) => s.id);
    for (const { id } of anaSessions.body as { id: string }[]) {
      expect(brunoIds).not.toContain(id);
      const answer = await scene.send('POST', '/api/auth/revoke-session', { body: { id } });
      expect(answer.status).toBe(404);
    }
    for (const id of ['x', 'a'.repeat(5000), null, 7, { $ne: null }]) {
      const answer = await scene.send('POST', '/api/auth/passkey/delete-passkey', { body: { id } });
      expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    if ((await scene.ana.get('/api/me')).status !== 200) scene.tally.breaches++;
    expect((await scene.ana.get('/api/me')).status).toBe(200);
  });

  it('finishes no sign-in without a valid second step, and stops guessing after five codes', async () => {
    const carla = await scene.server.signUp('Dra. Carla');
    const enable = await carla.post(`${TF}/enable`, { password: TEST_PASSWORD });
    const uri = enable.body.totpURI as string;
    expect((await carla.post(`${TF}/verify-totp`, { code: await totpCode(uri) })).status).toBe(200);

    for (const path of ['verify-totp', 'verify-backup-code']) {
      for (const code of ODD_CODES) {
        for (const cookie of ['', 'better-auth.two_factor=forged.sig']) {
          const answer = await scene.send('POST', `${TF}/${path}`, { cookie, body: { code } });
          if (answer.status === 200) scene.tally.breaches++;
          expect(
            answer.status,
            `${path} ${JSON.stringify(code)?.slice(0, 20)}`,
          ).toBeGreaterThanOrEqual(400);
        }
      }
    }

    const device = new TestClient(scene.server.baseUrl);
    await device.post('/api/auth/sign-in/email', { email: carla.email, password: TEST_PASSWORD });
    for (let i = 0; i < 5; i++) {
      expect(
        (await device.post(`${TF}/verify-totp`, { code: '000000' })).status,
      ).toBeGreaterThanOrEqual(400);
    }
    // The challenge is spent: even the right code no longer finishes this sign-in.
    const late = await device.post(`${TF}/verify-totp`, { code: await totpCode(uri, 1) });
    if (late.status === 200) scene.tally.breaches++;
    expect(late.status).toBeGreaterThanOrEqual(400);
    expect((await device.get('/api/me')).status).toBe(401);
  });

  it('takes each TOTP code once per account, on whichever device or server copy it comes', async () => {
    const dana = await scene.server.signUp('Dra. Dana');
    const { uri } = await enrolTwoFactor(dana);
    const enrolCode = await totpCode(uri);
    const next = await totpCode(uri, 1);
    const signInWith = async (code: string) => {
      const device = new TestClient(scene.server.baseUrl);
      await device.post('/api/auth/sign-in/email', { email: dana.email, password: TEST_PASSWORD });
      // Through the client, which keeps the session cookie a finished sign-in sets.
      const answer = scene.count(await device.post(`${TF}/verify-totp`, { code }));
      return { answer, me: (await device.get('/api/me')).status };
    };
    // The code that confirmed the enrolment is spent; the next step's signs in once, not twice.
    const replayed = await signInWith(enrolCode);
    const first = await signInWith(next);
    const second = await signInWith(next);
    if (replayed.me === 200 || second.me === 200) scene.tally.breaches++;
    expectApiError(replayed.answer, 401, 'the enrolment code again');
    expect(first.answer.status, JSON.stringify(first.answer.body)).toBe(200);
    expect(first.me).toBe(200);
    expectApiError(second.answer, 401, 'the same code from a second device');
    expect(second.me).toBe(401);
    expect(second.answer.body.code).toBe('INVALID_CODE');
  });

  it('lets one of two devices racing with the same code in, never both', async () => {
    const eva = await scene.server.signUp('Dra. Eva');
    const { uri } = await enrolTwoFactor(eva);
    const code = await totpCode(uri, 1);
    const devices = [new TestClient(scene.server.baseUrl), new TestClient(scene.server.baseUrl)];
    for (const device of devices) {
      await device.post('/api/auth/sign-in/email', { email: eva.email, password: TEST_PASSWORD });
    }
    const answers = await Promise.all(
      devices.map((device) =>
        scene.send('POST', `${TF}/verify-totp`, { cookie: device.cookie, body: { code } }),
      ),
    );
    const admitted = answers.filter((answer) => answer.status === 200).length;
    if (admitted > 1) scene.tally.breaches++;
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it("changes no clinic's two-factor rule through Better Auth's routes, its own owner's neither", async () => {
    const owner = (await scene.server.signUp('Dra. Dona')) as Clinician;
    const clinicId = await createClinic(owner, 'Clínica Alvo');
    for (const requireTwoFactor of [true, false]) {
      const answer = await scene.send('POST', `${ORG}/update`, {
        body: { organizationId: clinicId, data: { requireTwoFactor } },
      });
      if (answer.status === 200) scene.tally.breaches++;
      expect(answer.status).toBeGreaterThanOrEqual(400);
    }
    // Only PUT /api/clinic-settings changes it (audited, loosened by the owner only).
    for (const value of [true, false, 'true', 1, null, [], { $set: true }, 'x'.repeat(5000)]) {
      const answer = await scene.send('POST', `${ORG}/update`, {
        cookie: owner.cookie,
        body: { organizationId: clinicId, data: { requireTwoFactor: value } },
      });
      if (answer.status === 200) scene.tally.breaches++;
      expectApiError(answer, 403, JSON.stringify(value)?.slice(0, 30));
      expect(answer.body.code).toBe('CLINIC_SECURITY_SETTING');
    }
    const created = await scene.send('POST', `${ORG}/create`, {
      cookie: owner.cookie,
      body: { name: 'Clínica Exigente', slug: `exigente-${Date.now()}`, requireTwoFactor: true },
    });
    expectApiError(created, 403, 'create with the rule');
    const renamed = await owner.post(`${ORG}/update`, {
      organizationId: clinicId,
      data: { name: 'Clínica Renomeada' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const clinic = await owner.get(`${ORG}/get-full-organization?organizationId=${clinicId}`);
    expect(clinic.body.requireTwoFactor).not.toBe(true);
  });
});

// Its own server: the suite above spends the address's two-factor requests for the minute.
describe.each(DATABASES)('a copied trust-device cookie on %s', (kind) => {
  const scene = useAttackScene(kind);

  it('skips no second step with a trust cookie copied before the password changed (issue 35)', async () => {
    const fabio = await scene.server.signUp('Dr. Fábio');
    const { uri } = await enrolTwoFactor(fabio);
    const tablet = new TestClient(scene.server.baseUrl);
    await tablet.post('/api/auth/sign-in/email', { email: fabio.email, password: TEST_PASSWORD });
    const code = await totpCode(uri, 1);
    const trusted = await tablet.post(`${TF}/verify-totp`, { code, trustDevice: true });
    expect(trusted.status, JSON.stringify(trusted.body)).toBe(200);
    const copied = tablet.cookie.split('; ').find((c) => c.includes('trust_device=')) ?? '';
    expect(copied).not.toBe('');

    // Fábio notices, changes his password and signs every other device out.
    const newPassword = 'uma senha nova e longa 2026';
    const changed = await fabio.post('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword,
      revokeOtherSessions: true,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    // Whoever copied the trust cookie and learns the new password still owes the code.
    const signIn = await scene.send('POST', '/api/auth/sign-in/email', {
      cookie: copied,
      body: { email: fabio.email, password: newPassword },
    });
    expect(signIn.status).toBe(200);
    if (!signIn.body.twoFactorRedirect) scene.tally.breaches++;
    expect(signIn.body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
  });
});
