/**
 * The chart's view of a patient's home access (`GET /api/patients/:patientId/home-access`) on
 * SQLite and PostgreSQL: the linked account and since when, the code waiting (never the code),
 * the consent accepted against the version in force; who may read it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { makePatient } from '../test/factories.js';
import { DATABASES } from '../test/test-server.js';
import { type Clinician, createClinic, newMember } from '../workspaces/clinic.test-helpers.js';
import { acceptConsent, type HomeScene, startHomeScene } from './home.test-helpers.js';

describe.each(DATABASES)("the chart's home access on %s", (kind) => {
  let scene: HomeScene;
  const state = (client = scene.member, patientId = 'P-1') =>
    client.get(apiPaths.homeAccess(patientId));

  beforeAll(async () => {
    scene = await startHomeScene(kind);
  });
  afterAll(() => scene.server.close());

  it('shows the linked account, the code waiting and the consent', async () => {
    const before = await state();
    expect(before.status).toBe(200);
    const sha256 = before.body.consent.sha256;
    expect(sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(before.body).toEqual({
      links: [{ userId: scene.patient.userId, name: 'Maria em casa', linkedAt: scene.clock.now }],
      pendingCode: null,
      consent: { sha256, accepted: null },
    });
    const made = await scene.member.post(apiPaths.homeAccess('P-1'), {});
    await acceptConsent(scene.patient);
    const after = (await state()).body;
    expect(after.pendingCode).toEqual({
      createdAt: scene.clock.now,
      expiresAt: made.body.expiresAt,
    });
    expect(JSON.stringify(after)).not.toContain(made.body.code);
    expect(after.consent).toEqual({ sha256, accepted: { sha256, acceptedAt: scene.clock.now } });
    expect((await scene.member.delete(apiPaths.homeAccess('P-1'))).status).toBe(204);
    expect((await state()).body).toMatchObject({ links: [], pendingCode: null });
  });

  it('is read by a viewer, never by the front desk, another clinic or a patient user', async () => {
    const { server, owner, clinicId } = scene;
    const viewer = await newMember(server, owner, clinicId, 'viewer', 'Vera');
    const frontDesk = await newMember(server, owner, clinicId, 'front-desk', 'Rita');
    const stranger = (await server.signUp('Outra')) as Clinician;
    await createClinic(stranger, 'Outra');
    expect((await state(viewer)).status).toBe(200);
    expect((await state(frontDesk)).status).toBe(403);
    expect((await state(stranger)).status).toBe(404);
    await scene.patient.put(apiPaths.patient('P-1'), makePatient());
    expect((await state(scene.patient)).status).toBe(403);
    expect((await state(scene.member, 'P-404')).status).toBe(404);
  });
});
