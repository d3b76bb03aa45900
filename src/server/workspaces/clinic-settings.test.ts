import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, TEST_PASSWORD, type TestServer } from '../test/test-server.js';
import { createClinic, newMember } from './clinic.test-helpers.js';

const SETTINGS = '/api/clinic-settings';

describe.each(DATABASES)('clinic settings and the unlock on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // Five wrong unlock passwords per session (the sign-in limit sets it).
    server = await startTestServer(kind, { SIGNIN_RATE_LIMIT_MAX: '5' });
  });
  afterAll(() => server.close());

  it('locks after 15 minutes by default; an admin changes it, a viewer reads it but cannot', async () => {
    const owner = await server.signUp('Lock Owner');
    const clinicId = await createClinic(owner, 'Clínica do Bloqueio');
    const admin = await newMember(server, owner, clinicId, 'admin', 'Lock Admin');
    const viewer = await newMember(server, owner, clinicId, 'viewer', 'Lock Viewer');

    const initial = await viewer.get(SETTINGS);
    expect(initial.status).toBe(200);
    expect(initial.body).toEqual({
      inactivityLockMinutes: 15,
      hrMaxFormula: 'fox',
      requireTwoFactor: false,
      timeZone: 'UTC',
      canChange: false,
      canLoosen: false,
      canChangeHrMaxFormula: false,
    });

    const changed = await admin.put(SETTINGS, { inactivityLockMinutes: 5 });
    expect(changed.status).toBe(200);
    expect((await viewer.get(SETTINGS)).body.inactivityLockMinutes).toBe(5);
    expect((await owner.get(SETTINGS)).body).toMatchObject({
      inactivityLockMinutes: 5,
      canChange: true,
    });

    const refused = await viewer.put(SETTINGS, { inactivityLockMinutes: 60 });
    expect(refused.status).toBe(403);
    expect((await owner.get(SETTINGS)).body.inactivityLockMinutes).toBe(5);
  });

  it('refuses a lock outside 1–60 minutes, or none, naming the field', async () => {
    const owner = await server.signUp('Range Owner');
    await createClinic(owner, 'Clínica dos Limites');
    for (const value of [0, 61, 2.5, null, '10', -1]) {
      const answer = await owner.put(SETTINGS, { inactivityLockMinutes: value });
      expect(answer.status, String(value)).toBe(400);
      expect(answer.body.error.details[0].field).toBe('body.inactivityLockMinutes');
    }
    const missing = await owner.put(SETTINGS, {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.details[0].field).toBe('body.inactivityLockMinutes');
    expect((await owner.get(SETTINGS)).body.inactivityLockMinutes).toBe(15);
    expect((await owner.put(SETTINGS, { inactivityLockMinutes: 1 })).status).toBe(200);
    expect((await owner.put(SETTINGS, { inactivityLockMinutes: 60 })).status).toBe(200);
  });

  it('keeps the personal workspace at the default: its owner cannot change it', async () => {
    const solo = await server.signUp('Solo Clinician');
    expect((await solo.get(SETTINGS)).body).toEqual({
      inactivityLockMinutes: 15,
      hrMaxFormula: 'fox',
      requireTwoFactor: false,
      timeZone: 'UTC',
      canChange: false,
      canLoosen: false,
      canChangeHrMaxFormula: true,
    });
    expect((await solo.put(SETTINGS, { inactivityLockMinutes: 60 })).status).toBe(403);
    expect((await server.anonymous().get(SETTINGS)).status).toBe(401);
  });

  it('unlocks with the account password only, and limits the guesses', async () => {
    const user = await server.signUp('Unlocking Clinician');
    expect((await user.post('/api/me/unlock', { password: TEST_PASSWORD })).status).toBe(204);
    const wrong = await user.post('/api/me/unlock', { password: 'not the password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details[0].field).toBe('body.password');
    expect((await user.post('/api/me/unlock', {})).body.error.details[0].field).toBe(
      'body.password',
    );
    expect((await server.anonymous().post('/api/me/unlock', { password: 'x' })).status).toBe(401);
    let answer = wrong;
    for (let i = 0; i < 5 && answer.status !== 429; i++) {
      answer = await user.post('/api/me/unlock', { password: `guess ${i}` });
    }
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
    // Even the right password waits now: the limit is not a hint that a guess was right.
    expect((await user.post('/api/me/unlock', { password: TEST_PASSWORD })).status).toBe(429);
  });
});
