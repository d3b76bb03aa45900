/**
 * Two-factor sign-in (TOTP, backup codes, a trusted device) and a clinic's "members must use
 * two-factor", over HTTP on SQLite and PostgreSQL, with codes from a real TOTP computation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../common/schemas/audit.js';
import { makePatient } from '../test/factories.js';
import {
  DATABASES,
  startTestServer,
  TEST_PASSWORD,
  TestClient,
  type TestServer,
} from '../test/test-server.js';
import { totpCode } from '../test/totp.js';
import { enrolTwoFactor as enrol } from '../test/two-factor-enrolment.js';
import { createClinic, newMember, setActive } from '../workspaces/clinic.test-helpers.js';

const TF = '/api/auth/two-factor';
const SETTINGS = '/api/clinic-settings';

function cookieNamed(client: TestClient, part: string): string {
  return (
    client.cookie.split('; ').find((c) => c.split('=')[0]!.includes(part) && !c.endsWith('=')) ?? ''
  );
}

async function actions(client: TestClient): Promise<string[]> {
  const page = await client.get('/api/audit?limit=200');
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  return (page.body.events as AuditEvent[]).map((e) => e.action).reverse();
}

describe.each(DATABASES)('two-factor sign-in on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('asks for the code after the password, signs in with it, and logs enabling and the sign-in', async () => {
    const ana = await server.signUp('Dra. Ana');
    const { uri } = await enrol(ana);
    const session = await ana.get('/api/auth/get-session');
    expect(session.body.user.twoFactorEnabled).toBe(true);

    const device = new TestClient(server.baseUrl);
    const first = await device.post('/api/auth/sign-in/email', {
      email: ana.email,
      password: TEST_PASSWORD,
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    // The password alone opens nothing.
    expect((await device.get('/api/me')).status).toBe(401);
    const wrong = await device.post(`${TF}/verify-totp`, { code: '000000' });
    expect(wrong.status).toBe(401);
    // The next step's code: the one that confirmed the enrolment is spent.
    const code = await device.post(`${TF}/verify-totp`, { code: await totpCode(uri, 1) });
    expect(code.status, JSON.stringify(code.body)).toBe(200);
    expect((await device.get('/api/me')).body.id).toBe(ana.userId);

    const logged = await actions(device);
    expect(logged.filter((a) => a === 'account.two-factor-enable')).toHaveLength(1);
    // The wrong code is in the trail, before the sign-in it did not stop.
    expect(logged.filter((a) => a === 'account.two-factor-failed')).toHaveLength(1);
    expect(logged.indexOf('account.two-factor-failed')).toBeLessThan(
      logged.lastIndexOf('account.sign-in'),
    );
    // One sign-in for the enrolment's own session and one finished with the code, none for the
    // password step that still owed the code.
    expect(logged.filter((a) => a === 'account.sign-in')).toHaveLength(2);
  });

  it('takes a backup code once, trusts the device for 30 days, and logs the code used', async () => {
    const caio = await server.signUp('Caio');
    const { backupCodes } = await enrol(caio);
    expect(backupCodes).toHaveLength(10);

    const device = new TestClient(server.baseUrl);
    await device.post('/api/auth/sign-in/email', { email: caio.email, password: TEST_PASSWORD });
    const pending = device.cookie;
    const used = await device.post(`${TF}/verify-backup-code`, {
      code: backupCodes[0],
      trustDevice: true,
    });
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    const trust = cookieNamed(device, 'trust_device');
    expect(trust).not.toBe('');
    const setCookie = used.headers.getSetCookie().find((c) => c.includes('trust_device')) ?? '';
    expect(setCookie).toMatch(/Max-Age=2592000/);
    expect(await actions(device)).toContain('account.backup-code-use');

    // The same code again, on another sign-in: refused.
    const again = new TestClient(server.baseUrl);
    await again.post('/api/auth/sign-in/email', { email: caio.email, password: TEST_PASSWORD });
    const reuse = await again.post(`${TF}/verify-backup-code`, { code: backupCodes[0] });
    expect(reuse.status).toBe(401);
    expect(await actions(device)).toContain('account.two-factor-failed');
    expect(pending).not.toBe('');

    // The trusted device signs in with the password alone.
    const trusted = new TestClient(server.baseUrl);
    trusted.cookie = trust;
    const signIn = await trusted.post('/api/auth/sign-in/email', {
      email: caio.email,
      password: TEST_PASSWORD,
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user?.id).toBe(caio.userId);
    expect((await trusted.get('/api/me')).status).toBe(200);
  });

  it('turns off only with the password, and logs it', async () => {
    const bia = await server.signUp('Bia');
    await enrol(bia);
    const refused = await bia.post(`${TF}/disable`, { password: 'not the password at all' });
    expect(refused.status).toBe(400);
    const disabled = await bia.post(`${TF}/disable`, { password: TEST_PASSWORD });
    expect(disabled.status, JSON.stringify(disabled.body)).toBe(200);
    const device = new TestClient(server.baseUrl);
    const signIn = await device.post('/api/auth/sign-in/email', {
      email: bia.email,
      password: TEST_PASSWORD,
    });
    expect(signIn.body.user?.id).toBe(bia.userId);
    expect(await actions(bia)).toContain('account.two-factor-disable');
  });

  it('a clinic that requires two-factor refuses members without it (403 two_factor_required)', async () => {
    const owner = await server.signUp('Dra. Dona');
    const clinicId = await createClinic(owner, 'Clínica Segura');
    await setActive(owner, clinicId);
    // The owner must use it before requiring it of others.
    const early = await owner.put(SETTINGS, { requireTwoFactor: true });
    expect(early.status).toBe(403);
    expect(early.body.error.code).toBe('two_factor_needed_first');
    const notBoolean = await owner.put(SETTINGS, { requireTwoFactor: 'yes' });
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.body.error.details[0].field).toBe('body.requireTwoFactor');

    const member = await newMember(server, owner, clinicId, 'member', 'Enf. Rui');
    expect((await member.put('/api/patients/TF-1', makePatient())).status).toBe(200);
    await enrol(owner);
    await setActive(owner, clinicId);
    const on = await owner.put(SETTINGS, { requireTwoFactor: true });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.requireTwoFactor).toBe(true);

    const refused = await member.get('/api/patients');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('two_factor_required');
    expect((await owner.get('/api/patients')).status).toBe(200);
    // The member's own account still answers, so the app can send them to set it up.
    expect((await member.get('/api/me')).status).toBe(200);
    // Nor can they bring their own patients in from their personal workspace.
    await setActive(member, null);
    expect((await member.put('/api/patients/TF-OWN', makePatient())).status).toBe(200);
    const transfer = await member.post('/api/patient-transfers', {
      clinicId,
      patientIds: ['TF-OWN'],
    });
    expect(transfer.status).toBe(403);
    expect(transfer.body.error.code).toBe('two_factor_required');
    await enrol(member);
    await setActive(member, clinicId);
    expect((await member.get('/api/patients')).status).toBe(200);
    await setActive(member, null);
    const moved = await member.post('/api/patient-transfers', {
      clinicId,
      patientIds: ['TF-OWN'],
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  });

  it('offers passkey registration to a signed-in account only, for the server name', async () => {
    expect(
      (await server.anonymous().get('/api/auth/passkey/generate-register-options')).status,
    ).toBe(401);
    const eva = await server.signUp('Eva');
    expect((await eva.get('/api/auth/passkey/list-user-passkeys')).body).toEqual([]);
    const options = await eva.get('/api/auth/passkey/generate-register-options');
    expect(options.status, JSON.stringify(options.body)).toBe(200);
    expect(options.body.rp).toEqual({ name: 'Ritmo', id: 'localhost' });
    expect(options.body.user.name).toBe(eva.email);
  });
});
