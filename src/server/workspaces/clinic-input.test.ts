/**
 * What the clinic routes accept: exactly one known role, clinic names under the shared text
 * rule, member lists filtered only by member columns, and invitations that, once settled,
 * neither stay listed nor can be cancelled. On SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';
import {
  type Clinician,
  createClinic,
  invite,
  join,
  newMember,
  ORG,
} from './clinic.test-helpers.js';

describe.each(DATABASES)('clinic input on %s', (kind) => {
  let server: TestServer;
  let owner: Clinician;
  let member: Clinician;
  let clinicId: string;

  const expect400 = (response: { status: number; body: any }, field: string) => {
    expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(400);
    expect(response.body.error.details).toEqual([expect.objectContaining({ field })]);
  };
  const fullClinic = async () => {
    const answer = await owner.get(`${ORG}/get-full-organization`);
    expect(answer.status).toBe(200);
    return answer.body;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await server.signUp('Dra. Olga Dona');
    clinicId = await createClinic(owner, 'Clínica Regras');
    member = await newMember(server, owner, clinicId, 'member', 'Fisio Membro');
  });
  afterAll(() => server.close());

  it('accepts exactly one known role on invite and role change (400 naming body.role)', async () => {
    const person = await server.signUp('Dr. Papéis');
    for (const role of ['member,viewer', ['member', 'viewer'], ['member'], 'Member', '', 'x']) {
      expect400(await invite(owner, person.email, role as string), 'body.role');
    }
    const memberRow = (await fullClinic()).members.find(
      (m: { userId: string }) => m.userId === member.userId,
    );
    for (const role of ['admin,member', ['viewer', 'admin'], 'superuser']) {
      const changed = await owner.post(`${ORG}/update-member-role`, {
        memberId: memberRow.id,
        role,
      });
      expect400(changed, 'body.role');
    }
    const clinic = await fullClinic();
    expect(clinic.invitations).toEqual([]);
    expect(clinic.members.find((m: { id: string }) => m.id === memberRow.id).role).toBe('member');
    // One known role still works.
    expect((await invite(owner, person.email, 'viewer')).status).toBe(200);
  });

  it('lists only pending invitations, and refuses to cancel a settled one (409)', async () => {
    const cancelled = await server.signUp('Cancelada');
    const accepted = await server.signUp('Aceita');
    const first = await invite(owner, cancelled.email, 'member');
    const cancel = (invitationId: string) =>
      owner.post(`${ORG}/cancel-invitation`, { invitationId });
    expect((await cancel(first.body.id)).status).toBe(200);
    const second = await invite(owner, accepted.email, 'member');
    expect((await join(accepted, second.body.id)).status).toBe(200);

    const listed = (await fullClinic()).invitations.map((i: { email: string }) => i.email);
    expect(listed).not.toContain(cancelled.email);
    expect(listed).not.toContain(accepted.email);
    const list = await owner.get(`${ORG}/list-invitations?organizationId=${clinicId}`);
    expect(list.body.map((i: { status: string }) => i.status)).toEqual(['pending']);

    for (const id of [first.body.id, second.body.id]) {
      const refused = await cancel(id);
      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
      expect(refused.body.error.code).toBe('conflict');
    }
    // The accepted invitation is still accepted, and its member still a member.
    const members = (await fullClinic()).members.map((m: { userId: string }) => m.userId);
    expect(members).toContain(accepted.userId);
  });

  it('filters and sorts members only by member columns (400, not 500)', async () => {
    const list = (query: string) => owner.get(`${ORG}/list-members?${query}`);
    expect400(await list('filterField=email&filterValue=x'), 'query.filterField');
    expect400(await list('sortBy=email'), 'query.sortBy');
    expect400(await list('limit=abc'), 'query.limit');
    expect400(await list('offset=-1'), 'query.offset');
    const byRole = await list('filterField=role&filterValue=member&sortBy=createdAt&limit=5');
    expect(byRole.status).toBe(200);
    const roles = byRole.body.members.map((m: { role: string }) => m.role);
    expect(new Set(roles)).toEqual(new Set(['member']));
    expect(byRole.body.members.map((m: { userId: string }) => m.userId)).toContain(member.userId);
  });

  it('holds clinic names to the shared text rule on create and rename', async () => {
    const create = (name: unknown) =>
      owner.post(`${ORG}/create`, { name, slug: `c-${Math.random().toString(36).slice(2)}` });
    for (const name of [
      'x'.repeat(121),
      'C'.repeat(3_900_000),
      '   ',
      '\u3000\t\n',
      'Clínica\u202Eadiv',
      'Clínica\u2066X',
      'Clínica\u0000Vida',
      'Clínica\u0007',
    ]) {
      expect400(await create(name), 'body.name');
    }
    expect400(await owner.post(`${ORG}/create`, { name: 'Ok', slug: 'Not A Slug!' }), 'body.slug');
    const renamed = await owner.post(`${ORG}/update`, {
      organizationId: clinicId,
      data: { name: 'Clínica\u202E' },
    });
    expect400(renamed, 'body.data.name');
    const trimmed = await owner.post(`${ORG}/update`, {
      organizationId: clinicId,
      data: { name: '  Clínica Regras Nova  ' },
    });
    expect(trimmed.status).toBe(200);
    expect((await fullClinic()).name).toBe('Clínica Regras Nova');
  });
});
