/**
 * Deleting a clinic: an empty one goes at once; one that holds records needs its owner's password
 * and is refused, saying what happens to them, without it; anyone else is refused without
 * learning what the clinic holds; the deletion is in the clinic's trail and the records stay.
 * SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { makeActivity, makePatient } from '../test/factories.js';
import { DATABASES, startTestServer, TEST_PASSWORD, type TestServer } from '../test/test-server.js';
import { type Clinician, createClinic, newMember, ORG } from './clinic.test-helpers.js';

describe.each(DATABASES)('deleting a clinic on %s', (kind) => {
  let server: TestServer;
  let owner: Clinician;

  const remove = (who: Clinician, organizationId: string, password?: string) =>
    who.post(
      `${ORG}/delete`,
      password === undefined ? { organizationId } : { organizationId, password },
    );
  const exists = async (clinicId: string) =>
    (await owner.get(`${ORG}/get-full-organization?organizationId=${clinicId}`)).body?.id ===
    clinicId;

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await server.signUp('Dra. Dona');
  });
  afterAll(() => server.close());

  it('deletes a clinic without records at once', async () => {
    const empty = await createClinic(owner, 'Clínica Vazia');
    expect((await remove(owner, empty)).status).toBe(200);
    expect(await exists(empty)).toBe(false);
  });

  it('asks for the password of a clinic with records, says what happens to them, and logs it', async () => {
    const clinicId = await createClinic(owner, 'Clínica Cheia');
    const admin = await newMember(server, owner, clinicId, 'admin', 'Adm. Alba');
    expect((await admin.put(apiPaths.patient('C-1'), makePatient())).status).toBe(200);
    const { activityId, ...session } = makeActivity('C-1');
    expect((await admin.put(apiPaths.activity(activityId), session)).status).toBe(200);

    const unasked = await remove(owner, clinicId);
    expect(unasked.status).toBe(400);
    expect(unasked.body.error.details).toEqual([
      { field: 'body.password', message: 'is required to delete a clinic that holds records' },
    ]);
    expect(unasked.body.message).toContain('This clinic holds 1 patient and 1 session');
    expect(unasked.body.message).toContain('no one can open them again');
    const wrong = await remove(owner, clinicId, 'not-my-password-at-all');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details[0]).toMatchObject({ field: 'body.password' });
    // An admin, even with their own password, is refused by the clinic's rules, told nothing.
    const byAdmin = await remove(admin, clinicId, TEST_PASSWORD);
    expect(byAdmin.status).toBe(403);
    expect(JSON.stringify(byAdmin.body)).not.toMatch(/patient|session/i);
    expect(await exists(clinicId)).toBe(true);

    expect((await remove(owner, clinicId, TEST_PASSWORD)).status).toBe(200);
    expect(await exists(clinicId)).toBe(false);
    const db = server.app.dataDb;
    const trail = await db
      .selectFrom('audit_events')
      .select(['action', 'actor_id'])
      .where('workspace_id', '=', clinicId)
      .where('action', '=', 'clinic.delete')
      .execute();
    expect(trail).toEqual([{ action: 'clinic.delete', actor_id: owner.userId }]);
    const kept = await db
      .selectFrom('patients')
      .select('patient_id')
      .where('workspace_id', '=', clinicId)
      .execute();
    expect(kept).toEqual([{ patient_id: 'C-1' }]);
  });
});
