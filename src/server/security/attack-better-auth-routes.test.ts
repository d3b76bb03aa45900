/**
 * Attack suite, the auth service's own routes: the junk bodies and ids the rest of the suite sends
 * to Ritmo's routes, sent to every organization (clinic), two-factor, passkey and session route of
 * Better Auth. Every answer is below 500, and Ana's clinic (its members, invitations and name)
 * stays as it was; the scene prints requests sent, 5xx and breaches per database.
 */
import { describe, expect, it } from 'vitest';
import { DATABASES } from '../test/test-server.js';
import { type Clinician, createClinic, ORG, setActive } from '../workspaces/clinic.test-helpers.js';
import { useAttackScene } from './attack-fixture.test-helpers.js';

const POSTS = [
  ...[
    'accept-invitation',
    'cancel-invitation',
    'check-slug',
    'create',
    'delete',
    'has-permission',
    'invite-member',
    'leave',
    'reject-invitation',
    'remove-member',
    'set-active',
    'update',
    'update-member-role',
  ].map((route) => `${ORG}/${route}`),
  ...['disable', 'enable', 'generate-backup-codes', 'get-totp-uri', 'verify-backup-code']
    .concat(['verify-totp', 'send-otp', 'verify-otp'])
    .map((route) => `/api/auth/two-factor/${route}`),
  ...['delete-passkey', 'update-passkey', 'verify-authentication', 'verify-registration'].map(
    (route) => `/api/auth/passkey/${route}`,
  ),
  '/api/auth/revoke-session',
];

const GETS = [
  ...['get-active-member', 'get-active-member-role', 'get-full-organization', 'get-invitation']
    .concat(['list', 'list-invitations', 'list-members', 'list-user-invitations'])
    .map((route) => `${ORG}/${route}`),
  ...['generate-authenticate-options', 'generate-register-options', 'list-user-passkeys'].map(
    (route) => `/api/auth/passkey/${route}`,
  ),
  '/api/auth/list-sessions',
  '/api/auth/get-session',
];

const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** Raw bodies, sent as they are under Content-Type: application/json. */
const JUNK_BODIES: string[] = [
  'null',
  '7',
  '"x"',
  '[]',
  '{}',
  '{"organizationId":{"$ne":null},"id":{"$ne":null},"token":{"$ne":null}}',
  '{"organizationId":["a","b"],"invitationId":7,"memberId":[],"id":true}',
  `{"organizationId":"${'x'.repeat(10_000)}","code":"${'9'.repeat(10_000)}"}`,
  '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}',
  `{"organizationId":"' OR 1=1 --","invitationId":"../../etc/passwd","name":"%00"}`,
  deep(5000),
];

const JUNK_QUERIES = [
  '?organizationId[]=x',
  '?organizationId=%27%20OR%201%3D1%20--',
  `?id=${'x'.repeat(5000)}`,
  '?organizationId=a&organizationId=b&limit=-1&offset=1e309',
  '?__proto__[polluted]=1',
];

describe.each(DATABASES)('Better Auth route junk on %s', (kind) => {
  const scene = useAttackScene(kind);

  it('answers junk on every clinic, two-factor, passkey and session route below 500', async () => {
    const ana = scene.ana as Clinician;
    const clinicId = await createClinic(ana, 'Clínica da Ana');
    // Back in her personal workspace, where the scene checks her records after the test.
    expect((await setActive(ana, null)).status).toBe(200);
    const clinic = () => ana.get(`${ORG}/get-full-organization?organizationId=${clinicId}`);
    const before = (await clinic()).body;
    for (const path of POSTS) {
      for (const body of JUNK_BODIES) {
        const answer = await scene.send('POST', path, { body });
        expect(answer.status, `POST ${path} ${body.slice(0, 60)}`).toBeLessThan(500);
      }
    }
    for (const path of GETS) {
      for (const query of JUNK_QUERIES) {
        const answer = await scene.send('GET', `${path}${query}`);
        expect(answer.status, `GET ${path}${query.slice(0, 60)}`).toBeLessThan(500);
      }
    }
    const after = (await clinic()).body;
    if (JSON.stringify(after) !== JSON.stringify(before)) scene.tally.breaches++;
    expect(after).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
