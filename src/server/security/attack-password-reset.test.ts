/**
 * Attack suite, password reset: Bruno asks for a reset link to take Ana's account (from his
 * personal workspace, from a clinic of his own, with odd and forged ids, signed out), and sends
 * made-up, huge and malformed tokens and bodies to Better Auth's reset endpoints. Any link made
 * for an account outside the asker's clinic, or a password set without a valid token, is a
 * breach; every answer is a 4xx.
 */
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { DATABASES, TEST_PASSWORD, TestClient } from '../test/test-server.js';
import { type Clinician, createClinic } from '../workspaces/clinic.test-helpers.js';
import { expectApiError } from './attack.test-helpers.js';
import { useAttackScene } from './attack-fixture.test-helpers.js';

describe.each(DATABASES)('password reset attacks on %s', (kind) => {
  const scene = useAttackScene(kind);

  it('makes no reset link for an account outside the asking owner’s clinic', async () => {
    const link = (userId: string, cookie = scene.bruno.cookie) =>
      scene.send('POST', apiPaths.memberResetLink(userId), { cookie, body: {} });
    const personal = await link(scene.ana.userId);
    expectApiError(personal, 403, 'from a personal workspace');
    await createClinic(scene.bruno as Clinician, 'Clínica do Bruno');
    const ids = [
      scene.ana.userId,
      scene.bruno.userId,
      `${scene.ana.userId}%00`,
      encodeURIComponent('../../api/me'),
      'x'.repeat(65),
      encodeURIComponent("' or 1=1 --"),
      '%E2%80%AE',
    ];
    for (const id of ids) {
      const answer = await scene.send('POST', `/api/clinic-members/${id}/reset-link`, {
        cookie: scene.bruno.cookie,
        body: {},
      });
      if (answer.status === 200) scene.tally.breaches++;
      expectApiError(answer, [400, 404, 409], `link for ${id}`);
    }
    expectApiError(await link(scene.ana.userId, ''), 401, 'signed out');
  });

  it('sets no password without a valid token, whatever is sent', async () => {
    const tokens: unknown[] = ['', 'x', 'a'.repeat(10_000), null, 7, ['t'], { $ne: null }, '%'];
    for (const token of tokens) {
      const answer = await scene.send('POST', '/api/auth/reset-password', {
        cookie: '',
        body: { token, newPassword: 'vento sul na serra 42' },
      });
      if (answer.status === 200) scene.tally.breaches++;
      expectApiError(answer, [400, 422], `token ${JSON.stringify(token).slice(0, 30)}`);
    }
    for (const body of [{}, { email: 'x'.repeat(5000) }, { email: ['a@b.c'] }, '{"email":']) {
      const answer = await scene.send('POST', '/api/auth/request-password-reset', {
        cookie: '',
        body,
      });
      // Without SMTP_URL the feature answers 400 for every address, known or not.
      expectApiError(answer, [400, 422], `request ${JSON.stringify(body).slice(0, 30)}`);
    }
    const ana = new TestClient(scene.server.baseUrl);
    const signIn = await ana.post('/api/auth/sign-in/email', {
      email: scene.ana.email,
      password: TEST_PASSWORD,
    });
    if (signIn.status !== 200) scene.tally.breaches++;
    expect(signIn.status).toBe(200);
  });
});
