import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClinicalProfileInput } from '../../common/schemas/clinical-profile.js';
import { makePatient } from '../test/factories.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';

const profile: ClinicalProfileInput = {
  diagnosis: 'Anterior STEMI',
  icd10: 'i21.0',
  eventDate: '2026-09-30',
  procedure: 'PCI to LAD',
  lvefPct: 40,
  medications: 'carvedilol 25 mg bid',
  betaBlocker: true,
  implantedDevice: 'icd',
  deviceLimitBpm: 150,
  comorbidities: ['hypertension', 'diabetes', 'hypertension'],
};

describe.each(DATABASES)('patient clinical profile on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('stores the profile normalised and returns it with the patient', async () => {
    const user = await server.signUp();
    const saved = await user.put('/api/patients/P-1', makePatient({ clinicalProfile: profile }));
    expect(saved.status).toBe(200);
    const expected = {
      ...profile,
      icd10: 'I21.0',
      atrialFibrillation: false,
      comorbidities: ['diabetes', 'hypertension'],
    };
    expect(saved.body.patient.clinicalProfile).toEqual(expected);
    expect((await user.get('/api/patients/P-1')).body.patient.clinicalProfile).toEqual(expected);
    const list = await user.get('/api/patients');
    expect(list.body.patients[0].clinicalProfile).toEqual(expected);
  });

  it('fills the profile fields left out with their defaults', async () => {
    const user = await server.signUp();
    const saved = await user.put('/api/patients/P-1', makePatient({ clinicalProfile: {} }));
    expect(saved.body.patient.clinicalProfile).toEqual({
      diagnosis: '',
      icd10: null,
      eventDate: null,
      procedure: '',
      lvefPct: null,
      medications: '',
      betaBlocker: false,
      implantedDevice: 'none',
      deviceLimitBpm: null,
      atrialFibrillation: false,
      comorbidities: [],
    });
  });

  it('stores the atrial-fibrillation flag (issue 34) in the profile, and a change is a new version', async () => {
    const user = await server.signUp();
    await user.put('/api/patients/P-1', makePatient({ clinicalProfile: profile }));
    const af = { ...profile, atrialFibrillation: true };
    const saved = await user.put('/api/patients/P-1', makePatient({ clinicalProfile: af }));
    expect(saved.body.patient).toMatchObject({
      version: 2,
      clinicalProfile: { atrialFibrillation: true },
    });
    const read = await user.get('/api/patients/P-1');
    expect(read.body.patient.clinicalProfile.atrialFibrillation).toBe(true);
  });

  it('a save without the profile keeps it; null clears it; a replay writes nothing', async () => {
    const user = await server.signUp();
    const first = await user.put('/api/patients/P-1', makePatient({ clinicalProfile: profile }));
    expect(first.body.patient.version).toBe(1);
    const replay = await user.put('/api/patients/P-1', makePatient({ clinicalProfile: profile }));
    expect(replay.body.patient).toEqual(first.body.patient);
    const same = await user.put('/api/patients/P-1', makePatient());
    expect(same.body.patient.version).toBe(1);
    const renamed = await user.put('/api/patients/P-1', makePatient({ patientName: 'Maria C.' }));
    expect(renamed.body.patient.version).toBe(2);
    expect(renamed.body.patient.clinicalProfile.deviceLimitBpm).toBe(150);
    const cleared = await user.put('/api/patients/P-1', makePatient({ clinicalProfile: null }));
    expect(cleared.body.patient).toMatchObject({ version: 3, clinicalProfile: null });
    expect((await user.get('/api/patients/P-1')).body.patient.clinicalProfile).toBeNull();
  });

  it('a profile change is a new version, refused from a stale copy', async () => {
    const user = await server.signUp();
    await user.put('/api/patients/P-1', makePatient({ clinicalProfile: profile }));
    const edited = { ...profile, deviceLimitBpm: 140 };
    const a = await user.request(
      'PUT',
      '/api/patients/P-1',
      makePatient({ clinicalProfile: edited }),
      { headers: { 'if-match': '1' } },
    );
    expect(a.body.patient).toMatchObject({ version: 2 });
    const stale = await user.request(
      'PUT',
      '/api/patients/P-1',
      makePatient({ clinicalProfile: { ...profile, lvefPct: 55 } }),
      { headers: { 'if-match': '1' } },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.current.clinicalProfile.deviceLimitBpm).toBe(140);
  });

  it.each([
    [{ implantedDevice: 'icd' }, 'body.clinicalProfile.deviceLimitBpm'],
    [{ deviceLimitBpm: 140 }, 'body.clinicalProfile.deviceLimitBpm'],
    [{ icd10: 'heart attack' }, 'body.clinicalProfile.icd10'],
    [{ eventDate: '2999-01-01' }, 'body.clinicalProfile.eventDate'],
    [{ lvefPct: 120 }, 'body.clinicalProfile.lvefPct'],
    [{ lvefPct: 40.5 }, 'body.clinicalProfile.lvefPct'],
    [{ betaBlocker: 'yes' }, 'body.clinicalProfile.betaBlocker'],
    [{ implantedDevice: 'lvad', deviceLimitBpm: 120 }, 'body.clinicalProfile.implantedDevice'],
    [{ comorbidities: ['asthma'] }, 'body.clinicalProfile.comorbidities.0'],
    [{ diagnosis: 'x'.repeat(501) }, 'body.clinicalProfile.diagnosis'],
    [{ medications: 'a\u0000b' }, 'body.clinicalProfile.medications'],
  ])('refuses %j naming the field, storing nothing', async (bad, field) => {
    const user = await server.signUp();
    const response = await user.put(
      '/api/patients/P-1',
      makePatient({ clinicalProfile: bad as never }),
    );
    expect(response.status).toBe(400);
    expect(response.body.error.details.map((d: { field: string }) => d.field)).toContain(field);
    expect((await user.get('/api/patients/P-1')).status).toBe(404);
  });
});
