/**
 * One person holds at most one membership per clinic, however the invitations race: inviting
 * someone already invited or already a member answers 409, concurrent invitations leave one
 * pending, and removing the member ends their access. On SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { makePatient } from '../test/factories.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';
import {
  type Clinician,
  createClinic,
  invite,
  join,
  newMember,
  ORG,
  removeMember,
  setActive,
} from './clinic.test-helpers.js';

interface Invitation {
  id: string;
  email: string;
  status: string;
}

describe.each(DATABASES)('clinic membership on %s', (kind) => {
  let server: TestServer;
  let owner: Clinician;
  let admin: Clinician;
  let clinicId: string;

  const fullClinic = async () => (await owner.get(`${ORG}/get-full-organization`)).body;
  const rowsOf = async (email: string) => {
    const clinic = await fullClinic();
    return {
      members: clinic.members.filter((m: { user: { email: string } }) => m.user.email === email),
      pending: clinic.invitations.filter(
        (i: Invitation) => i.email === email && i.status === 'pending',
      ),
    };
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await server.signUp('Dra. Olga Dona');
    clinicId = await createClinic(owner, 'Clínica Única');
    admin = await newMember(server, owner, clinicId, 'admin', 'Adm. Alice');
    expect((await owner.put(apiPaths.patient('U-1'), makePatient())).status).toBe(200);
  });
  afterAll(() => server.close());

  it('ten invitations sent at once leave one pending, and accepting them all one membership', async () => {
    const person = await server.signUp('Fisio Duplo');
    const senders = [owner, admin, owner, admin, admin, owner, admin, owner, admin, admin];
    const answers = await Promise.all(senders.map((s) => invite(s, person.email, 'member')));
    const accepted = answers.filter((a) => a.status === 200);
    expect(accepted).toHaveLength(1);
    // Refused as already invited, or (past 3 an hour to one address) as too many invitations.
    for (const refused of answers.filter((a) => a.status !== 200)) {
      const why = [refused.status, refused.body.error.code];
      expect([
        [409, 'conflict'],
        [429, 'too_many_requests'],
      ]).toContainEqual(why);
    }
    expect((await rowsOf(person.email)).pending).toHaveLength(1);

    const ids = answers.map((a) => a.body?.id).filter(Boolean) as string[];
    const joins = await Promise.all(ids.map((id) => join(person, id)));
    expect(joins.filter((j) => j.status === 200)).toHaveLength(1);
    for (const j of joins) expect(j.status).toBeLessThan(500);
    const after = await rowsOf(person.email);
    expect(after.members).toHaveLength(1);
    expect(after.pending).toHaveLength(0);

    // Removed, the person reads nothing of the clinic any more.
    expect((await setActive(person, clinicId)).status).toBe(200);
    expect((await person.get(apiPaths.patient('U-1'))).status).toBe(200);
    expect((await removeMember(owner, person, clinicId)).status).toBe(200);
    expect((await rowsOf(person.email)).members).toHaveLength(0);
    expect((await person.get(apiPaths.patient('U-1'))).status).toBe(403);
  });

  it('answers 409 to inviting someone already invited or already a member', async () => {
    const person = await server.signUp('Fisio Convidado');
    const first = await invite(owner, person.email, 'viewer');
    expect(first.status).toBe(200);
    const again = await invite(admin, person.email, 'member');
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/already invited/i);
    // Upper case is the same address.
    expect((await invite(owner, person.email.toUpperCase(), 'member')).status).toBe(409);
    expect((await rowsOf(person.email)).pending).toEqual([
      expect.objectContaining({ id: first.body.id }),
    ]);

    expect((await join(person, first.body.id)).status).toBe(200);
    const member = await invite(owner, person.email, 'member');
    expect(member.status).toBe(409);
    expect(member.body.error.message).toMatch(/already a member/i);
    expect((await rowsOf(person.email)).members).toHaveLength(1);
  });
});
