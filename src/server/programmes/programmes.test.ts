import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePatient } from '../test/factories.js';
import {
  makeExerciseTest,
  makePrescription,
  makeProgramme,
  makeSixMinuteWalk,
} from '../test/programme-factories.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';

const programmes = '/api/patients/P-1/programmes';
const prescription = `${programmes}/PR-1/prescription`;
const ifMatch = (version: number) => ({ headers: { 'if-match': String(version) } });

describe.each(DATABASES)('programmes and prescriptions on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  /** The patient (on carvedilol, test peak 128 bpm), with an ICD when `deviceLimitBpm`. */
  async function patientWithTest(deviceLimitBpm: number | null = null) {
    const user = await server.signUp('Fisio Paulo');
    const clinicalProfile = deviceLimitBpm
      ? { betaBlocker: true, implantedDevice: 'icd' as const, deviceLimitBpm }
      : { betaBlocker: true };
    expect((await user.put('/api/patients/P-1', makePatient({ clinicalProfile }))).status).toBe(
      200,
    );
    const assessments = '/api/patients/P-1/assessments';
    expect((await user.put(`${assessments}/ET-1`, makeExerciseTest())).status).toBe(200);
    expect((await user.put(`${assessments}/6MW-1`, makeSixMinuteWalk())).status).toBe(200);
    expect((await user.put(`${programmes}/PR-1`, makeProgramme())).status).toBe(200);
    return user;
  }

  it('saves a programme with versions and lists it with its current prescription', async () => {
    const user = await server.signUp('Fisio Paulo');
    await user.put('/api/patients/P-1', makePatient());
    const created = await user.put(`${programmes}/PR-1`, makeProgramme());
    expect(created.body.programme).toMatchObject({
      ...makeProgramme(),
      status: 'active',
      programmeId: 'PR-1',
      patientId: 'P-1',
      version: 1,
      updatedBy: { id: user.userId, name: 'Fisio Paulo' },
      prescription: null,
    });
    const replay = await user.put(`${programmes}/PR-1`, makeProgramme());
    expect(replay.body.programme).toEqual(created.body.programme);
    const edited = await user.request(
      'PUT',
      `${programmes}/PR-1`,
      makeProgramme({ plannedSessions: 24 }),
      ifMatch(1),
    );
    expect(edited.body.programme).toMatchObject({ plannedSessions: 24, version: 2 });
    const stale = await user.request(
      'PUT',
      `${programmes}/PR-1`,
      makeProgramme({ riskClass: 'high' }),
      ifMatch(1),
    );
    expect(stale.status).toBe(409);
    expect(stale.body.current).toEqual(edited.body.programme);
    expect((await user.get(programmes)).body.programmes).toEqual([edited.body.programme]);
    expect((await user.get(`${programmes}/PR-1`)).body.programme).toEqual(edited.body.programme);
    expect((await user.get(`${programmes}/PR-9`)).status).toBe(404);
    expect((await user.put('/api/patients/P-9/programmes/PR-1', makeProgramme())).status).toBe(404);
  });

  it('If-None-Match: * creates only: an existing id answers 409 with the stored programme', async () => {
    const user = await server.signUp();
    await user.put('/api/patients/P-1', makePatient());
    const createOnly = { headers: { 'if-none-match': '*' } };
    const created = await user.request('PUT', `${programmes}/PR-1`, makeProgramme(), createOnly);
    expect(created.status).toBe(200);
    const again = await user.request(
      'PUT',
      `${programmes}/PR-1`,
      makeProgramme({ riskClass: 'high' }),
      createOnly,
    );
    expect(again.status).toBe(409);
    expect(again.body.current).toEqual(created.body.programme);
    expect((await user.get(`${programmes}/PR-1`)).body.programme).toEqual(created.body.programme);
  });

  it('allows one active programme per patient: a second is a 409 naming the first', async () => {
    const user = await patientWithTest();
    const second = await user.put(`${programmes}/PR-2`, makeProgramme({ phase: 3 }));
    expect(second.status).toBe(409);
    expect(second.body.error.message).toContain('PR-1');
    expect(second.body.error.details).toEqual([
      { field: 'body.status', message: 'only one programme per patient may be active' },
    ]);
    expect((await user.get(`${programmes}/PR-2`)).status).toBe(404);
    const discharged = await user.post(`${programmes}/PR-1/discharge`, { recommendations: '' });
    expect(discharged.body.summary.status).toBe('discharged');
    expect((await user.put(`${programmes}/PR-2`, makeProgramme({ phase: 3 }))).status).toBe(200);
    // Another patient's programme is no obstacle.
    await user.put('/api/patients/P-2', makePatient());
    expect((await user.put('/api/patients/P-2/programmes/PR-1', makeProgramme())).status).toBe(200);
  });

  it('of two programmes made active at once, exactly one is stored', async () => {
    const user = await server.signUp();
    await user.put('/api/patients/P-1', makePatient());
    const answers = await Promise.all(
      ['A', 'B', 'C', 'D'].map((id) => user.put(`${programmes}/PR-${id}`, makeProgramme())),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    expect((await user.get(programmes)).body.programmes).toHaveLength(1);
  });

  it('prescribes by thresholds from the exercise test: VT1–VT2, capped at the test peak', async () => {
    const user = await patientWithTest();
    const saved = await user.put(prescription, makePrescription());
    expect(saved.status).toBe(200);
    expect(saved.body.prescription).toMatchObject({
      ...makePrescription(),
      version: 1,
      target: { lowBpm: 98, highBpm: 115 },
      safetyMaxBpm: 128,
      highClipped: false,
      createdBy: { id: user.userId, name: 'Fisio Paulo' },
    });
    // Not the age formula's 120–136 bpm: the target stays below what her heart reached.
    expect((await user.get(`${programmes}/PR-1`)).body.programme.prescription).toEqual(
      saved.body.prescription,
    );
  });

  it('caps the safety maximum at the ICD limit − 10 and clips the band to it', async () => {
    const user = await patientWithTest(120);
    const byHrr = makePrescription({ intensity: { method: 'hrr', lowPct: 50, highPct: 90 } });
    const saved = await user.put(prescription, byHrr);
    // 62 + 0.5 × 66 = 95; 62 + 0.9 × 66 = 121.4 → 121, clipped to 120 − 10 = 110.
    expect(saved.body.prescription).toMatchObject({
      target: { lowBpm: 95, highBpm: 110 },
      safetyMaxBpm: 110,
      highClipped: true,
    });
  });

  it('caps at the ischaemic threshold − 10', async () => {
    const user = await patientWithTest();
    await user.put('/api/patients/P-1/assessments/ET-2', makeExerciseTest({ ischaemicHr: 118 }));
    const saved = await user.put(prescription, makePrescription({ basedOn: 'ET-2' }));
    expect(saved.body.prescription).toMatchObject({
      target: { lowBpm: 98, highBpm: 108 },
      safetyMaxBpm: 108,
      highClipped: true,
    });
  });

  it('a Borg-only prescription has no band but keeps the safety maximum', async () => {
    const user = await patientWithTest(140);
    const borg = makePrescription({ intensity: { method: 'borg', borgLow: 11, borgHigh: 13 } });
    const saved = await user.put(prescription, borg);
    expect(saved.body.prescription).toMatchObject({ target: null, safetyMaxBpm: 128 });
    const manual = makePrescription({
      basedOn: null,
      intensity: { method: 'manual', lowBpm: 100, highBpm: 140 },
    });
    // Without a test only the device caps: 140 − 10.
    expect((await user.put(prescription, manual)).body.prescription).toMatchObject({
      target: { lowBpm: 100, highBpm: 130 },
      safetyMaxBpm: 130,
      version: 2,
    });
  });

  it('keeps every version; a replay adds none; a stale If-Match is a 409', async () => {
    const user = await patientWithTest();
    const first = await user.put(prescription, makePrescription());
    expect((await user.put(prescription, makePrescription())).body.prescription).toEqual(
      first.body.prescription,
    );
    const byPeak = makePrescription({ intensity: { method: 'peak', lowPct: 70, highPct: 85 } });
    const second = await user.request('PUT', prescription, byPeak, ifMatch(1));
    expect(second.body.prescription).toMatchObject({
      version: 2,
      target: { lowBpm: 90, highBpm: 109 },
    });
    const stale = await user.request(
      'PUT',
      prescription,
      makePrescription({ minutes: 40 }),
      ifMatch(1),
    );
    expect(stale.status).toBe(409);
    expect(stale.body.current).toEqual(second.body.prescription);
    const history = await user.get(`${programmes}/PR-1/prescriptions`);
    expect(history.body.prescriptions).toEqual([second.body.prescription, first.body.prescription]);
    const none = await user.request('PUT', `${programmes}/PR-1/prescription`, byPeak, ifMatch(1));
    expect(none.status).toBe(200);
  });

  it.each([
    [makePrescription({ basedOn: 'ET-NO-VT' }), 'body.basedOn.vt1Hr'],
    [makePrescription({ basedOn: '6MW-1' }), 'body.basedOn'],
    [makePrescription({ basedOn: 'ET-404' }), 'body.basedOn'],
    [makePrescription({ basedOn: null }), 'body.basedOn'],
    [
      makePrescription({ intensity: { method: 'hrr', lowPct: 80, highPct: 60 } }),
      'body.intensity.highPct',
    ],
    [
      makePrescription({ intensity: { method: 'manual', lowBpm: 120, highBpm: 100 } }),
      'body.intensity.highBpm',
    ],
    [
      makePrescription({ intensity: { method: 'manual', lowBpm: 130, highBpm: 140 } }),
      'body.intensity',
    ],
    // Under the monitoring's 5 bpm minimum (band-width.ts): 100–104 is refused.
    [
      makePrescription({
        basedOn: null,
        intensity: { method: 'manual', lowBpm: 100, highBpm: 104 },
      }),
      'body.intensity',
    ],
    [makePrescription({ intensity: { method: 'vo2' } as never }), 'body.intensity.method'],
    [makePrescription({ minutes: 0 }), 'body.minutes'],
  ])('refuses %j naming %s, storing nothing', async (body, field) => {
    const user = await patientWithTest();
    await user.put('/api/patients/P-1/assessments/ET-NO-VT', makeExerciseTest({ vt1Hr: null }));
    const response = await user.put(prescription, body);
    expect(response.status).toBe(400);
    expect(response.body.error.details.map((d: { field: string }) => d.field)).toContain(field);
    expect((await user.get(`${programmes}/PR-1`)).body.programme.prescription).toBeNull();
  });

  it('saves a band exactly 5 bpm wide, the narrowest the monitoring runs with', async () => {
    const user = await patientWithTest();
    const manual = makePrescription({
      basedOn: null,
      intensity: { method: 'manual', lowBpm: 100, highBpm: 105 },
    });
    const saved = await user.put(prescription, manual);
    expect(saved.status).toBe(200);
    expect(saved.body.prescription.target).toEqual({ lowBpm: 100, highBpm: 105 });
  });

  it('refuses a band the safety maximum clips under 5 bpm, naming body.intensity', async () => {
    // An ICD at 112: safety maximum 102; VT1–VT2 98–115 would be left as 98–102.
    const user = await patientWithTest(112);
    const response = await user.put(prescription, makePrescription());
    expect(response.status).toBe(400);
    expect(response.body.error.details).toEqual([
      { field: 'body.intensity', message: 'the band 98–102 bpm is narrower than 5 bpm' },
    ]);
  });

  it('freezes the prescription of a discharged programme and 404s an unknown one', async () => {
    const user = await patientWithTest();
    await user.post(`${programmes}/PR-1/discharge`, { recommendations: '' });
    const frozen = await user.put(prescription, makePrescription());
    expect(frozen.status).toBe(409);
    expect(frozen.body.error.details[0].field).toBe('params.programmeId');
    expect((await user.put(`${programmes}/PR-9/prescription`, makePrescription())).status).toBe(
      404,
    );
    expect((await user.get(`${programmes}/PR-9/prescriptions`)).status).toBe(404);
  });

  it('puts programme and prescription writes and reads in the audit trail', async () => {
    const user = await patientWithTest();
    await user.put(prescription, makePrescription());
    await user.put(prescription, makePrescription());
    await user.get(`${programmes}/PR-1/prescriptions`);
    const trail = await user.get('/api/audit?patientId=P-1&limit=3');
    expect(trail.body.events.map((e: { action: string }) => e.action)).toEqual([
      'programme.read',
      'prescription.write',
      'programme.write',
    ]);
  });
});
