/**
 * Moving personal patients with their sessions into a clinic: all or nothing, only from the
 * caller's own personal workspace, only into a clinic where they may write. Both databases.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { makeActivity, makePatient } from '../test/factories.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';
import { type Clinician, createClinic, newMember, setActive } from './clinic.test-helpers.js';

const ids = (body: { patients: { patientId: string }[] }) => body.patients.map((p) => p.patientId);

describe.each(DATABASES)('patient transfer on %s', (kind) => {
  let server: TestServer;
  let owner: Clinician;
  let clinicId: string;
  const sessions: string[] = [];
  /** The class the first session was recorded in, and the band it aimed at. */
  const classId = randomUUID();
  const target = { lowBpm: 98, highBpm: 124 };

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await server.signUp('Dra. Solo');
    for (const patientId of ['P-1', 'P-2', 'P-3']) {
      expect((await owner.put(apiPaths.patient(patientId), makePatient())).status).toBe(200);
    }
    for (const [i, patientId] of ['P-1', 'P-1', 'P-2'].entries()) {
      const inClass = i === 0 ? { classId, target } : {};
      const { activityId, ...session } = makeActivity(patientId, {
        notes: `of ${patientId}`,
        ...inClass,
      });
      expect((await owner.put(apiPaths.activity(activityId), session)).status).toBe(200);
      sessions.push(activityId);
    }
    clinicId = await createClinic(owner, 'Clínica Nova');
  });
  afterAll(() => server.close());

  it('moves the chosen patients and every session of theirs, whole, and logs it on both sides', async () => {
    expect((await setActive(owner, null)).status).toBe(200);
    const before = await owner.get(apiPaths.activity(sessions[0]!));
    const moved = await owner.post(apiPaths.patientTransfers(), {
      clinicId,
      patientIds: ['P-1', 'P-2'],
    });
    expect(moved.status).toBe(200);
    expect(moved.body.moved).toEqual([
      { patientId: 'P-1', sessions: 2 },
      { patientId: 'P-2', sessions: 1 },
    ]);
    // The personal workspace keeps only what was not chosen.
    expect(ids((await owner.get(apiPaths.patients())).body)).toEqual(['P-3']);
    expect((await owner.get(apiPaths.activity(sessions[0]!))).status).toBe(404);
    const personalLog = (await owner.get(apiPaths.audit({ action: 'patient.transfer' }))).body;
    expect(personalLog.events).toHaveLength(2);

    expect((await setActive(owner, clinicId)).status).toBe(200);
    expect(ids((await owner.get(apiPaths.patients())).body)).toEqual(['P-1', 'P-2']);
    const after = await owner.get(apiPaths.activity(sessions[0]!));
    expect(after.status).toBe(200);
    expect(after.body.activity.samples).toEqual(before.body.activity.samples);
    expect(after.body.activity.notes).toBe('of P-1');
    expect(after.body.activity.classId).toBe(classId);
    expect(after.body.activity.target).toEqual(target);
    const ofClass = (await owner.get(`${apiPaths.activities()}?classId=${classId}`)).body;
    expect(ofClass.activities.map((a: { activityId: string }) => a.activityId)).toEqual([
      sessions[0],
    ]);
    const history = await owner.get(apiPaths.activities({ patientId: 'P-1' }));
    expect(history.body.activities).toHaveLength(2);
    const clinicLog = (await owner.get(apiPaths.audit({ action: 'patient.transfer' }))).body;
    expect(clinicLog.events.map((e: { patientId: string }) => e.patientId).sort()).toEqual([
      'P-1',
      'P-2',
    ]);
  });

  it('is all or nothing: an id the clinic has, or one not in the personal workspace, moves none', async () => {
    expect((await setActive(owner, null)).status).toBe(200);
    expect((await owner.put(apiPaths.patient('P-1'), makePatient())).status).toBe(200);
    const clash = await owner.post(apiPaths.patientTransfers(), {
      clinicId,
      patientIds: ['P-3', 'P-1'],
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error.details).toEqual([
      { field: 'body.patientIds', message: 'P-1 exists in the clinic' },
    ]);
    const unknown = await owner.post(apiPaths.patientTransfers(), {
      clinicId,
      patientIds: ['P-3', 'NOPE'],
    });
    expect(unknown.status).toBe(404);
    expect(ids((await owner.get(apiPaths.patients())).body).sort()).toEqual(['P-1', 'P-3']);
  });

  it('only into a clinic where the caller may write; a stranger clinic looks like none', async () => {
    expect((await setActive(owner, clinicId)).status).toBe(200);
    const viewer = await newMember(server, owner, clinicId, 'viewer', 'Dr. Leitor');
    expect((await setActive(viewer, null)).status).toBe(200);
    expect((await viewer.put(apiPaths.patient('V-1'), makePatient())).status).toBe(200);
    const refused = await viewer.post(apiPaths.patientTransfers(), {
      clinicId,
      patientIds: ['V-1'],
    });
    expect(refused.status).toBe(403);

    const stranger = await server.signUp('Outra Pessoa');
    expect((await stranger.put(apiPaths.patient('S-1'), makePatient())).status).toBe(200);
    const intoStranger = await stranger.post(apiPaths.patientTransfers(), {
      clinicId,
      patientIds: ['S-1'],
    });
    expect(intoStranger.status).toBe(404);
    expect(ids((await stranger.get(apiPaths.patients())).body)).toEqual(['S-1']);
  });

  it('names the bad field of a malformed request', async () => {
    for (const [body, field] of [
      [{ clinicId, patientIds: [] }, 'body.patientIds'],
      [{ clinicId, patientIds: ['P-3', 'P-3'] }, 'body.patientIds'],
      [{ patientIds: ['P-3'] }, 'body.clinicId'],
    ] as const) {
      const answer = await owner.post(apiPaths.patientTransfers(), body);
      expect(answer.status).toBe(400);
      expect(answer.body.error.details[0].field).toBe(field);
    }
    expect((await server.anonymous().post(apiPaths.patientTransfers(), {})).status).toBe(401);
  });
});
