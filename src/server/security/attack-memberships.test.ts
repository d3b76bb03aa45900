/**
 * Attack suite, clinic membership: invitations raced so one person holds two memberships (and
 * keeps reading patients after removal), roles that are not one known role, invitations
 * cancelled after use, member filters on columns that do not exist, clinic names that break the
 * text rule, a colleague's name on an alarm acknowledgement, and patient transfers raced or
 * clashing. Counted with the shared scene; a person who still reads the clinic's patients after
 * removal, a clinic its settings cannot load, a forged acknowledger or a patient in two places
 * is a breach.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { makeActivity, makePatient } from '../test/factories.js';
import { DATABASES } from '../test/test-server.js';
import {
  type Clinician,
  createClinic,
  newMember,
  ORG,
  setActive,
} from '../workspaces/clinic.test-helpers.js';
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
    // A clash (409), or past the hourly limit for one address (429, invitation-limits.ts).
    for (const answer of invites.filter((a) => a.status !== 200)) {
      expectApiError(answer, [409, 429]);
    }
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

  it('refuses roles that are not one known role, and leaves Settings loadable', async () => {
    const person = await scene.server.signUp('Dr. Papéis');
    const roles: unknown[] = ['member,viewer', 'owner,admin', ['admin'], ['member', 'viewer']];
    roles.push('admin ', 'ADMIN', null, 7, { role: 'admin' }, 'a'.repeat(10_000), '__proto__');
    for (const role of roles) {
      const answer = await as(admin, `${ORG}/invite-member`, { email: person.email, role });
      expectApiError(answer, 400, `invite as ${JSON.stringify(role).slice(0, 40)}`);
    }
    const adminRow = (await settingsLoad()).members.find(
      (m: { userId: string }) => m.userId === admin.userId,
    );
    for (const role of roles) {
      const answer = await as(admin, `${ORG}/update-member-role`, { memberId: adminRow.id, role });
      expectApiError(answer, [400, 403], `role change to ${JSON.stringify(role).slice(0, 40)}`);
    }
    await settingsLoad();
  });

  it('lets no settled invitation be cancelled, nor stay listed', async () => {
    const person = await scene.server.signUp('Aceita');
    const invitation = await owner.post(`${ORG}/invite-member`, {
      email: person.email,
      role: 'viewer',
    });
    await as(person, `${ORG}/accept-invitation`, { invitationId: invitation.body.id });
    for (const client of [owner, admin]) {
      const answer = await as(client, `${ORG}/cancel-invitation`, {
        invitationId: invitation.body.id,
      });
      expectApiError(answer, 409, 'cancel an accepted invitation');
    }
    const clinic = await settingsLoad();
    if (clinic.invitations.some((i: { status: string }) => i.status !== 'pending')) {
      scene.tally.breaches++;
    }
    expect(clinic.members.map((m: { userId: string }) => m.userId)).toContain(person.userId);
  });

  it('answers member lists with odd filters and sorts in 4xx or 200, never 5xx', async () => {
    const queries = [
      'filterField=email&filterValue=x',
      'filterField=user.email&filterValue=x',
      'filterField=__proto__&filterValue=x',
      "filterField=role&filterValue=x'--",
      'filterField=role&filterOperator=in&filterValue=member',
      'filterField=createdAt&filterValue=yesterday',
      'sortBy=email',
      'sortBy=password',
      'sortBy=role&sortDirection=sideways',
      'limit=-1',
      'limit=abc',
      'limit=99999999999999999999',
      'offset=1e9',
      `organizationId=${clinicId}&filterField=userId&filterValue[]=a&filterValue[]=b`,
    ];
    for (const query of queries) {
      const answer = await as(owner, `${ORG}/list-members?${query}`);
      expect(answer.status, `${query} → ${JSON.stringify(answer.body).slice(0, 200)}`).toBeLessThan(
        500,
      );
    }
  });

  it('refuses clinic names outside the shared text rule, on create and rename', async () => {
    const names = ['C'.repeat(3_900_000), ' \t\n ', 'Clínica\u202Eadiv', 'A\u0000B', 'A\u0085B'];
    for (const name of names) {
      const created = await as(admin, `${ORG}/create`, { name, slug: `z-${names.indexOf(name)}` });
      expectApiError(created, [400, 413], `create ${JSON.stringify(name).slice(0, 30)}`);
      const renamed = await as(owner, `${ORG}/update`, {
        organizationId: clinicId,
        data: { name },
      });
      expectApiError(renamed, [400, 413], `rename ${JSON.stringify(name).slice(0, 30)}`);
    }
    expect((await settingsLoad()).name).toBe('Clínica Z');
  });

  it("stores no one else's name as who acknowledged an alarm", async () => {
    const member = await newMember(scene.server, owner, clinicId, 'member', 'Fisio Forja');
    const events = [
      { t: 5_000, kind: 'alarm', value: { rule: 'above-max', measured: 171, limit: 160 } },
      { t: 7_000, kind: 'alarm-ack', value: { rule: 'above-max', by: 'Dra. Olga' } },
    ];
    const { activityId, ...body } = makeActivity('Z-1', { events } as never);
    const saved = await as(member, apiPaths.activity(activityId), undefined);
    expect(saved.status).toBe(404);
    const put = await scene.send('PUT', apiPaths.activity(activityId), {
      cookie: member.cookie,
      body,
    });
    expect(put.status).toBe(200);
    const stored = (await owner.get(apiPaths.activity(activityId))).body.activity.events[1];
    if (stored.value.by !== `Fisio Forja <${member.email}>`) scene.tally.breaches++;
    expect(stored.value.by).toBe(`Fisio Forja <${member.email}>`);
  });

  it('moves no patient twice nor into two clinics, however transfers race or clash', async () => {
    const second = await createClinic(owner, 'Clínica Z2');
    expect((await setActive(owner, null)).status).toBe(200);
    const sessionOf: Record<string, string> = {};
    for (const patientId of ['R-1', 'R-2', 'R-3']) {
      expect((await owner.put(apiPaths.patient(patientId), makePatient())).status).toBe(200);
      const { activityId, ...session } = makeActivity(patientId);
      expect((await owner.put(apiPaths.activity(activityId), session)).status).toBe(200);
      sessionOf[patientId] = activityId;
    }
    // R-3's session id is already taken in Z.
    expect((await setActive(owner, clinicId)).status).toBe(200);
    const { activityId: _, ...taken } = makeActivity('Z-1');
    expect((await owner.put(apiPaths.activity(sessionOf['R-3']!), taken)).status).toBe(200);

    const transfer = (to: string, patientIds: string[]) =>
      scene.send('POST', apiPaths.patientTransfers(), {
        cookie: owner.cookie,
        body: { clinicId: to, patientIds },
      });
    const answers = await Promise.all([
      transfer(clinicId, ['R-1']),
      transfer(clinicId, ['R-1']),
      transfer(clinicId, ['R-2']),
      transfer(second, ['R-2']),
      transfer(clinicId, ['R-3']),
    ]);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expectApiError(answer, [404, 409], 'racing transfer');
    }
    expectApiError(answers[4]!, 409, 'session id taken');
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    const holders = async (clinic: string) => {
      expect((await setActive(owner, clinic)).status).toBe(200);
      const list = (await owner.get(apiPaths.patients())).body.patients;
      return list.map((p: { patientId: string }) => p.patientId) as string[];
    };
    const everywhere = [...(await holders(second)), ...(await holders(clinicId))];
    for (const patientId of ['R-1', 'R-2']) {
      const copies = everywhere.filter((id) => id === patientId).length;
      if (copies !== 1) scene.tally.breaches++;
      expect(copies, patientId).toBe(1);
    }
  });
});
