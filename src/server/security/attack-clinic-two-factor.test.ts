/**
 * Attack suite, a clinic that requires two-factor (issue 35, finding 1): an admin without it is
 * refused the clinic's data, so must also be refused managing it through Better Auth's routes
 * (invite, change a role, remove, cancel, rename, delete, switch the rule off), and an invitee
 * without it cannot join. The rule and the inactivity lock change only through PUT
 * /api/clinic-settings: loosened by the owner only, tightened by an admin too, each change in
 * the trail with before and after. A member list, invitation or setting that moved is a breach.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../common/schemas/audit.js';
import { DATABASES } from '../test/test-server.js';
import { enrolTwoFactor } from '../test/two-factor-enrolment.js';
import {
  type Clinician,
  createClinic,
  invite,
  newMember,
  ORG,
  setActive,
} from '../workspaces/clinic.test-helpers.js';
import { expectApiError } from './attack.test-helpers.js';
import { useAttackScene } from './attack-fixture.test-helpers.js';

const SETTINGS = '/api/clinic-settings';

describe.each(DATABASES)('two-factor clinic management attacks on %s', (kind) => {
  const scene = useAttackScene(kind);
  let olga: Clinician; // owner, with two-factor
  let adam: Clinician; // admin without two-factor
  let ada: Clinician; // admin with two-factor
  let mia: Clinician; // member
  let clinicId: string;
  let pendingId: string;
  let ivoInvitationId: string;
  let ivo: Clinician;

  /** The clinic as its owner sees it: members, pending invitations, name, settings. */
  const clinicState = async () => {
    const clinic = await olga.get(`${ORG}/get-full-organization?organizationId=${clinicId}`);
    const { members, invitations, name } = clinic.body;
    const roles = members.map((m: { userId: string; role: string }) => `${m.userId}:${m.role}`);
    return {
      roles: roles.sort(),
      invitations: invitations.length,
      name,
      settings: (await olga.get(SETTINGS)).body,
    };
  };

  beforeAll(async () => {
    const { server } = scene;
    olga = await server.signUp('Dra. Olga');
    clinicId = await createClinic(olga, 'Clínica Dupla');
    adam = await newMember(server, olga, clinicId, 'admin', 'Adm. Adão');
    ada = await newMember(server, olga, clinicId, 'admin', 'Adm. Ada');
    mia = await newMember(server, olga, clinicId, 'member', 'Fisio Mia');
    ivo = await server.signUp('Fisio Ivo');
    pendingId = (await invite(olga, 'pendente@clinic.test', 'member')).body.id;
    ivoInvitationId = (await invite(olga, ivo.email, 'viewer')).body.id;
    for (const client of [olga, ada]) {
      await enrolTwoFactor(client);
      expect((await setActive(client, clinicId)).status).toBe(200);
    }
    const on = await olga.put(SETTINGS, { requireTwoFactor: true });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
  });

  it('refuses a member without two-factor every route that manages the clinic', async () => {
    const before = await clinicState();
    const miaMember = (await olga.get(`${ORG}/get-full-organization`)).body.members.find(
      (m: { userId: string }) => m.userId === mia.userId,
    );
    const calls: [Clinician, string, unknown][] = [
      [
        adam,
        'invite-member',
        { email: 'novo@clinic.test', role: 'admin', organizationId: clinicId },
      ],
      [
        adam,
        'update-member-role',
        { memberId: miaMember.id, role: 'admin', organizationId: clinicId },
      ],
      [adam, 'remove-member', { memberIdOrEmail: mia.email, organizationId: clinicId }],
      [adam, 'cancel-invitation', { invitationId: pendingId }],
      [adam, 'update', { organizationId: clinicId, data: { name: 'Clínica Tomada' } }],
      [adam, 'update', { data: { name: 'Clínica Ativa' } }],
      [adam, 'delete', { organizationId: clinicId }],
      [ivo, 'accept-invitation', { invitationId: ivoInvitationId }],
    ];
    for (const [client, path, body] of calls) {
      const answer = await scene.send('POST', `${ORG}/${path}`, { cookie: client.cookie, body });
      expectApiError(answer, 403, `${path} ${JSON.stringify(body)}`);
      expect(answer.body.error.code, path).toBe('two_factor_required');
    }
    for (const loosen of [{ requireTwoFactor: false }, { inactivityLockMinutes: 60 }]) {
      const answer = await scene.send('PUT', SETTINGS, { cookie: adam.cookie, body: loosen });
      expectApiError(answer, 403, JSON.stringify(loosen));
    }
    const off = await scene.send('POST', `${ORG}/update`, {
      cookie: adam.cookie,
      body: { organizationId: clinicId, data: { requireTwoFactor: false } },
    });
    expectApiError(off, 403, 'requirement off through Better Auth');
    // Entering the clinic is allowed: the app then sends them to set two-factor up.
    expect((await setActive(adam, clinicId)).status).toBe(200);
    const after = await clinicState();
    if (JSON.stringify(after) !== JSON.stringify(before)) scene.tally.breaches++;
    expect(after).toEqual(before);
  });

  it('lets only the owner loosen the rule and the lock, an admin tighten them, all audited', async () => {
    const refusals = [{ requireTwoFactor: false }, { inactivityLockMinutes: 30 }];
    for (const body of refusals) {
      const answer = await scene.send('PUT', SETTINGS, { cookie: ada.cookie, body });
      expectApiError(answer, 403, `admin ${JSON.stringify(body)}`);
      expect(answer.body.error.code).toBe('owner_only');
    }
    const viaAuth = await scene.send('POST', `${ORG}/update`, {
      cookie: olga.cookie,
      body: { organizationId: clinicId, data: { requireTwoFactor: false } },
    });
    expectApiError(viaAuth, 403, 'owner through Better Auth');
    expect((await olga.get(SETTINGS)).body.requireTwoFactor).toBe(true);

    expect((await ada.put(SETTINGS, { inactivityLockMinutes: 10 })).status).toBe(200);
    expect((await olga.put(SETTINGS, { requireTwoFactor: false })).status).toBe(200);
    expect((await ada.put(SETTINGS, { requireTwoFactor: true })).status).toBe(200);
    expect((await olga.put(SETTINGS, { inactivityLockMinutes: 20 })).status).toBe(200);
    const page = await olga.get('/api/audit?action=clinic.settings-change');
    const trail = (page.body.events as AuditEvent[]).reverse().map((e) => [e.actorId, e.detail]);
    expect(trail).toEqual([
      [olga.userId, 'requireTwoFactor: false → true'],
      [ada.userId, 'inactivityLockMinutes: 15 → 10'],
      [olga.userId, 'requireTwoFactor: true → false'],
      [ada.userId, 'requireTwoFactor: false → true'],
      [olga.userId, 'inactivityLockMinutes: 10 → 20'],
    ]);
  });
});
