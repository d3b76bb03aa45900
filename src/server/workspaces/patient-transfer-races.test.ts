/**
 * Patient transfers that clash: a session id the clinic already has, the same transfer sent
 * twice at once, one patient sent to two clinics at once. Exactly one move happens, the other
 * answers 409 (or 404 once the patient is gone) naming what clashed; never a 500, never a patient
 * in two clinics. Both databases (PostgreSQL with real concurrency).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { makeActivity, makePatient } from '../test/factories.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';
import { type Clinician, createClinic, setActive } from './clinic.test-helpers.js';

describe.each(DATABASES)('patient transfer races on %s', (kind) => {
  let server: TestServer;
  let owner: Clinician;
  let clinicA: string;
  let clinicB: string;

  const transfer = (clinicId: string, patientIds: string[]) =>
    owner.post(apiPaths.patientTransfers(), { clinicId, patientIds });
  /** The patient ids of a workspace (null: the personal one). */
  const patientsOf = async (clinicId: string | null) => {
    expect((await setActive(owner, clinicId)).status).toBe(200);
    const list = (await owner.get(apiPaths.patients())).body.patients;
    return list.map((p: { patientId: string }) => p.patientId) as string[];
  };
  const personalPatient = async (patientId: string, sessions = 2) => {
    expect((await setActive(owner, null)).status).toBe(200);
    expect((await owner.put(apiPaths.patient(patientId), makePatient())).status).toBe(200);
    const ids: string[] = [];
    for (let i = 0; i < sessions; i++) {
      const { activityId, ...session } = makeActivity(patientId);
      expect((await owner.put(apiPaths.activity(activityId), session)).status).toBe(200);
      ids.push(activityId);
    }
    return ids;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await server.signUp('Dra. Dupla');
    clinicA = await createClinic(owner, 'Clínica A');
    clinicB = await createClinic(owner, 'Clínica B');
  });
  afterAll(() => server.close());

  it('answers 409 naming a session id the clinic already has, and moves nothing', async () => {
    const [sharedId] = await personalPatient('T-1');
    expect((await setActive(owner, clinicA)).status).toBe(200);
    expect((await owner.put(apiPaths.patient('C-1'), makePatient())).status).toBe(200);
    const { activityId: _, ...session } = makeActivity('C-1');
    expect((await owner.put(apiPaths.activity(sharedId!), session)).status).toBe(200);

    const clash = await transfer(clinicA, ['T-1']);
    expect(clash.status, JSON.stringify(clash.body)).toBe(409);
    expect(clash.body.error.details).toEqual([
      { field: 'body.patientIds', message: `T-1: session ${sharedId} exists in the clinic` },
    ]);
    expect(await patientsOf(null)).toContain('T-1');
    expect(await patientsOf(clinicA)).not.toContain('T-1');
  });

  it('moves a transfer sent twice at once once; the other is refused naming the patient', async () => {
    await personalPatient('T-2');
    const answers = await Promise.all([transfer(clinicA, ['T-2']), transfer(clinicA, ['T-2'])]);
    expect(
      answers.filter((a) => a.status === 200),
      JSON.stringify(answers),
    ).toHaveLength(1);
    const refused = answers.find((a) => a.status !== 200)!;
    // 409 when it saw the patient before the winner moved it; 404 when it came after.
    expect([404, 409]).toContain(refused.status);
    expect(refused.body.error.details[0].field).toBe('body.patientIds');
    expect(refused.body.error.details[0].message).toMatch(/^T-2 /);
    expect(await patientsOf(clinicA)).toContain('T-2');
    expect(await patientsOf(null)).not.toContain('T-2');
  });

  it('moves one patient sent to two clinics at once into one of them only', async () => {
    const sessions = await personalPatient('T-3');
    const answers = await Promise.all([transfer(clinicA, ['T-3']), transfer(clinicB, ['T-3'])]);
    expect(
      answers.filter((a) => a.status === 200),
      JSON.stringify(answers),
    ).toHaveLength(1);
    const loser = answers.find((a) => a.status !== 200)!;
    expect([404, 409]).toContain(loser.status);
    expect(loser.body.error.details[0].message).toMatch(/^T-3 /);
    const inA = (await patientsOf(clinicA)).includes('T-3');
    const inB = (await patientsOf(clinicB)).includes('T-3');
    expect([inA, inB].filter(Boolean)).toHaveLength(1);
    // Its sessions moved with it, once.
    expect((await setActive(owner, inA ? clinicB : clinicA)).status).toBe(200);
    expect((await owner.get(apiPaths.activity(sessions[0]!))).status).toBe(404);
    expect((await setActive(owner, inA ? clinicA : clinicB)).status).toBe(200);
    expect((await owner.get(apiPaths.activity(sessions[0]!))).status).toBe(200);
  });
});
