/**
 * Attack suite, NUL (U+0000) in ids and text: PostgreSQL refuses it inside any text value, so an
 * id reaching a query with one was a 500 on 18 routes (one of them signed out) and cut the audit
 * CSV off after its 200. Every request's params, query and JSON body are checked before any
 * route or the auth service runs: a 400 naming the field, on both databases.
 */
import { describe, expect, it } from 'vitest';
import { DATABASES, TEST_PASSWORD } from '../test/test-server.js';
import { ORG } from '../workspaces/clinic.test-helpers.js';
import { expectApiError } from './attack.test-helpers.js';
import { useAttackScene } from './attack-fixture.test-helpers.js';

const NUL_ID = 'a\u0000b';

interface NulCase {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
  /** The field the 400 must name. */
  field: string;
  signedOut?: boolean;
}

const orgPost = (route: string, body: Record<string, unknown>, field: string): NulCase => ({
  method: 'POST',
  path: `${ORG}/${route}`,
  body,
  field: `body.${field}`,
});
const orgGet = (route: string, name: string): NulCase => ({
  method: 'GET',
  path: `${ORG}/${route}?${name}=a%00b`,
  field: `query.${name}`,
});

const CASES: NulCase[] = [
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    body: { token: NUL_ID, newPassword: TEST_PASSWORD },
    field: 'body.token',
    signedOut: true,
  },
  {
    method: 'PUT',
    path: '/api/clinicians/%00',
    body: { physician: false },
    field: 'params.userId',
  },
  {
    method: 'POST',
    path: '/api/patient-transfers',
    body: { clinicId: NUL_ID, patientIds: ['BRUNO-1'] },
    field: 'body.clinicId',
  },
  { method: 'GET', path: '/api/audit?actorId=a%00b', field: 'query.actorId' },
  { method: 'GET', path: '/api/patients/a%00b', field: 'params.patientId' },
  {
    method: 'PUT',
    path: '/api/patients/BRUNO-1',
    body: { patientName: 'Bruno', clinicalProfile: { diagnosis: ['x', NUL_ID] } },
    field: 'body.clinicalProfile.diagnosis.1',
  },
  orgPost('set-active', { organizationId: NUL_ID }, 'organizationId'),
  orgPost('update', { organizationId: NUL_ID, data: { name: 'Nova' } }, 'organizationId'),
  orgPost(
    'invite-member',
    { organizationId: NUL_ID, email: 'x@clinic.test', role: 'member' },
    'organizationId',
  ),
  orgPost('update-member-role', { memberId: NUL_ID, role: 'member' }, 'memberId'),
  orgPost('remove-member', { memberIdOrEmail: NUL_ID }, 'memberIdOrEmail'),
  orgPost('accept-invitation', { invitationId: NUL_ID }, 'invitationId'),
  orgPost('cancel-invitation', { invitationId: NUL_ID }, 'invitationId'),
  orgPost('reject-invitation', { invitationId: NUL_ID }, 'invitationId'),
  orgPost('leave', { organizationId: NUL_ID }, 'organizationId'),
  orgPost('delete', { organizationId: NUL_ID }, 'organizationId'),
  orgPost('has-permission', { organizationId: NUL_ID, permissions: {} }, 'organizationId'),
  orgGet('get-full-organization', 'organizationId'),
  orgGet('list-members', 'organizationId'),
  orgGet('list-invitations', 'organizationId'),
  orgGet('get-invitation', 'id'),
  orgGet('get-active-member-role', 'organizationId'),
  {
    method: 'POST',
    path: '/api/auth/revoke-session',
    body: { token: NUL_ID },
    field: 'body.token',
  },
  {
    method: 'POST',
    path: '/api/auth/passkey/delete-passkey',
    body: { id: NUL_ID },
    field: 'body.id',
  },
];

describe.each(DATABASES)('NUL in ids and text on %s', (kind) => {
  const scene = useAttackScene(kind);

  it.each(CASES)('$method $path answers 400 naming $field', async (attack) => {
    const cookie = attack.signedOut ? '' : scene.bruno.cookie;
    const answer = await scene.send(attack.method, attack.path, { cookie, body: attack.body });
    expectApiError(answer, 400, `${attack.method} ${attack.path}`);
    expect(answer.body.error.details).toContainEqual(
      expect.objectContaining({ field: attack.field }),
    );
  });

  it('refuses the audit CSV with a NUL before sending any of the file', async () => {
    const answer = await scene.send('GET', '/api/audit.csv?actorId=a%00b');
    expectApiError(answer, 400, 'audit.csv');
    expect(answer.headers.get('content-disposition')).toBeNull();
    expect(answer.body.error.details).toContainEqual(
      expect.objectContaining({ field: 'query.actorId' }),
    );
  });

  it('names a NUL hidden in a key, deep in an array, or in a repeated query parameter', async () => {
    const deep = await scene.send('PUT', '/api/patients/BRUNO-1', {
      body: { patientName: 'Bruno', extra: [[{ ['k\u0000']: 1 }]] },
    });
    expectApiError(deep, 400, 'key');
    expect(deep.body.error.details[0].field).toBe('body.extra.0.0.k\\u0000');
    const repeated = await scene.send('GET', '/api/audit?actorId=a&actorId=b%00');
    expectApiError(repeated, 400, 'repeated');
    expect(repeated.body.error.details[0].field).toBe('query.actorId.1');
  });
});
