/**
 * A change of the clinic's inactivity lock (`PUT /api/clinic-settings`) is in the clinic's audit
 * trail with who changed it and from what to what; a refused change and a PUT of the value in
 * force add nothing. SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import type { AuditEvent } from '../../common/schemas/audit.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';
import { type Clinician, createClinic, newMember } from '../workspaces/clinic.test-helpers.js';

describe.each(DATABASES)('inactivity lock changes in the audit trail on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('logs each change of the lock by an admin, not a refused or unchanged one', async () => {
    const owner = (await server.signUp('Dra. Olga')) as Clinician;
    const clinicId = await createClinic(owner, 'Clínica Trava');
    const admin = await newMember(server, owner, clinicId, 'admin', 'Adm. Alice');
    const viewer = await newMember(server, owner, clinicId, 'viewer', 'Leitor Léo');
    const settings = apiPaths.clinicSettings();

    expect((await admin.put(settings, { inactivityLockMinutes: 5 })).status).toBe(200);
    expect((await viewer.put(settings, { inactivityLockMinutes: 60 })).status).toBe(403);
    expect((await admin.put(settings, { inactivityLockMinutes: 5 })).status).toBe(200);
    expect((await owner.put(settings, { inactivityLockMinutes: 30 })).status).toBe(200);

    const page = await owner.get(apiPaths.audit({ action: 'clinic.settings-change' }));
    const events = (page.body.events as AuditEvent[]).reverse();
    expect(events.map((e) => [e.actorId, e.actorEmail, e.detail])).toEqual([
      [admin.userId, admin.email, 'inactivityLockMinutes: 15 → 5'],
      [owner.userId, owner.email, 'inactivityLockMinutes: 5 → 30'],
    ]);
  });
});
