/**
 * Attack suite, accounts: a stolen session cookie (Ana's, sent by Bruno) tries Better Auth's own
 * account deletion and password check, and DELETE /api/me without the password; sign-up probes
 * which e-mails have accounts; a stolen cookie outlives a password change. Ana's data must stay
 * exactly as it was (the scene checks after every test).
 */
import { describe, expect, it } from 'vitest';
import { DATABASES, TEST_PASSWORD } from '../test/test-server.js';
import { expectApiError } from './attack.test-helpers.js';
import { useAttackScene } from './attack-fixture.test-helpers.js';

describe.each(DATABASES)('account attacks on %s', (kind) => {
  const scene = useAttackScene(kind);
  const asAna = (method: string, path: string, body?: unknown) =>
    scene.send(method, path, { cookie: scene.ana.cookie, body });

  it("closes Better Auth's delete-user and verify-password endpoints: 404 for everyone", async () => {
    for (const cookie of [scene.ana.cookie, undefined]) {
      for (const [method, path, body] of [
        ['POST', '/api/auth/delete-user', {}],
        ['POST', '/api/auth/delete-user', { password: TEST_PASSWORD }],
        ['GET', '/api/auth/delete-user/callback?token=x', undefined],
        ['POST', '/api/auth/verify-password', { password: TEST_PASSWORD }],
      ] as const) {
        const response = await scene.send(method, path, { cookie, body });
        expectApiError(response, 404, `${method} ${path}`);
        expect(response.body.error.code).toBe('not_found');
      }
    }
    expect((await scene.ana.get('/api/me')).status).toBe(200);
  });

  it("refuses to delete Ana's account with her cookie but without her password", async () => {
    const email = scene.ana.email;
    for (const body of [
      { confirmEmail: email },
      { confirmEmail: email, password: '' },
      { confirmEmail: email, password: 'correct horse battery?' },
      { confirmEmail: email, password: ['correct horse battery'] },
      { confirmEmail: email, password: 'x'.repeat(200_000) },
    ]) {
      const response = await asAna('DELETE', '/api/me', body);
      expectApiError(response, 400, JSON.stringify(body).slice(0, 80));
      expect(response.body.error.details[0].field).toBe('body.password');
    }
  });

  it('answers a sign-up with a taken e-mail exactly as a new one, and takes nothing over', async () => {
    const signUp = (email: string) =>
      scene.send('POST', '/api/auth/sign-up/email', {
        cookie: '',
        body: { name: 'Bruno', email, password: 'brunos-own-password-1' },
      });
    const taken = await signUp(scene.ana.email.toUpperCase());
    const fresh = await signUp(`new-${Date.now()}@clinic.test`);
    for (const response of [taken, fresh]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(response.body.token).toBeNull();
      expect(Object.keys(response.body).sort()).toEqual(['token', 'user']);
      expect(response.body.user).toMatchObject({ name: 'Bruno', emailVerified: false });
    }
    expect(Object.keys(taken.body.user).sort()).toEqual(Object.keys(fresh.body.user).sort());
    expect(taken.body.user.id).not.toBe(scene.ana.userId);

    const anon = scene.server.anonymous();
    const asBruno = { email: scene.ana.email, password: 'brunos-own-password-1' };
    expect((await anon.post('/api/auth/sign-in/email', asBruno)).status).toBe(401);
    const asAnaHerself = { email: scene.ana.email, password: TEST_PASSWORD };
    expect((await anon.post('/api/auth/sign-in/email', asAnaHerself)).status).toBe(200);
  });

  it('ends a stolen auth session when its owner changes the password', async () => {
    const carla = await scene.server.signUp('Carla');
    const stolen = carla.cookie;
    const changed = await carla.post('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'amber-comet-ladder-31',
    });
    expect(changed.status).toBe(200);
    for (const path of ['/api/me', '/api/patients', '/api/export']) {
      expectApiError(await scene.send('GET', path, { cookie: stolen }), 401, path);
    }
    expect((await carla.get('/api/me')).status).toBe(200);
  });
});
