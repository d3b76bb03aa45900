/**
 * Attack suite, two-factor, passkeys and sessions: Bruno tries to end Ana's sessions, remove
 * passkeys that are not his, finish a sign-in without the second step or with malformed codes,
 * guess a code past the per-challenge limit, and change another clinic's two-factor rule.
 * Every answer is a 4xx; Ana keeps her session, Carla's second step holds.
 */
import { describe, expect, it } from 'vitest';
import { DATABASES, TEST_PASSWORD, TestClient } from '../test/test-server.js';
import { totpCode } from '../test/totp.js';
import { type Clinician, createClinic, ORG } from '../workspaces/clinic.test-helpers.js';
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
    const late = await device.post(`${TF}/verify-totp`, { code: await totpCode(uri) });
    if (late.status === 200) scene.tally.breaches++;
    expect(late.status).toBeGreaterThanOrEqual(400);
    expect((await device.get('/api/me')).status).toBe(401);
  });

  it("changes no other clinic's two-factor rule, and takes only true or false", async () => {
    const owner = (await scene.server.signUp('Dra. Dona')) as Clinician;
    const clinicId = await createClinic(owner, 'Clínica Alvo');
    for (const requireTwoFactor of [true, false]) {
      const answer = await scene.send('POST', `${ORG}/update`, {
        body: { organizationId: clinicId, data: { requireTwoFactor } },
      });
      if (answer.status === 200) scene.tally.breaches++;
      expect(answer.status).toBeGreaterThanOrEqual(400);
    }
    for (const value of ['true', 1, null, [], { $set: true }, 'x'.repeat(5000)]) {
      const answer = await owner.post(`${ORG}/update`, {
        organizationId: clinicId,
        data: { requireTwoFactor: value },
      });
      expect(answer.status, JSON.stringify(value)?.slice(0, 30)).toBe(400);
    }
    const clinic = await owner.get(`${ORG}/get-full-organization?organizationId=${clinicId}`);
    expect(clinic.body.requireTwoFactor).not.toBe(true);
  });
});
