/**
 * Attack suite, the rehabilitation programme (PRODUCT.md section 10): the clinical profile on a
 * patient, junk and hostile bodies, and another workspace's ids. Junk gets a 400 naming a field
 * (never a 5xx); Ana's ids are as unknown to Bruno as ids never made, and her records stay as
 * they were (the scene checks her patients after every test).
 */
import { describe, expect, it } from 'vitest';
import type { ClinicalProfileInput } from '../../common/schemas/clinical-profile.js';
import { makePatient } from '../test/factories.js';
import { DATABASES } from '../test/test-server.js';
import { expectApiError } from './attack.test-helpers.js';
import { useAttackScene } from './attack-fixture.test-helpers.js';

const ANA_PROFILE: ClinicalProfileInput = {
  diagnosis: 'NSTEMI',
  betaBlocker: true,
  implantedDevice: 'icd',
  deviceLimitBpm: 150,
};

const JUNK_PROFILES: unknown[] = [
  'x',
  42,
  [],
  [ANA_PROFILE],
  { comorbidities: 'diabetes' },
  { comorbidities: Array(10_000).fill('copd') },
  { comorbidities: [{ $ne: null }] },
  { lvefPct: 1e308 },
  { lvefPct: '40' },
  { deviceLimitBpm: -1, implantedDevice: 'pacemaker' },
  { implantedDevice: 'none', deviceLimitBpm: 150 },
  { icd10: 'I21'.repeat(1000) },
  { icd10: "I21' OR '1'='1" },
  { eventDate: '2026-02-30' },
  { eventDate: 1_700_000_000_000 },
  { diagnosis: 'x'.repeat(100_000) },
  { betaBlocker: 1 },
];

describe.each(DATABASES)('programme attacks on %s', (kind) => {
  const scene = useAttackScene(kind, async (ana) => {
    const saved = await ana.put(
      '/api/patients/ANA-1',
      makePatient({ clinicalProfile: ANA_PROFILE }),
    );
    expect(saved.status).toBe(200);
  });
  const send: typeof scene.send = (...args) => scene.send(...args);

  it('refuses junk clinical profiles with a 400 naming the field, storing nothing', async () => {
    for (const [i, clinicalProfile] of JUNK_PROFILES.entries()) {
      const what = JSON.stringify(clinicalProfile).slice(0, 60);
      const response = await send('PUT', `/api/patients/JUNK-${i}`, {
        body: { ...makePatient(), clinicalProfile },
      });
      expectApiError(response, 400, what);
      expect(response.body.error.details[0].field, what).toMatch(/^body\.clinicalProfile/);
      expect((await send('GET', `/api/patients/JUNK-${i}`)).status, what).toBe(404);
    }
  });

  it('drops prototype-pollution keys inside a profile', async () => {
    const raw = `{"patientName":"P","clinicalProfile":{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},"diagnosis":"ok"}}`;
    const response = await send('PUT', '/api/patients/PROTO-1', { body: raw });
    expect([200, 400]).toContain(response.status);
    if (response.status === 200) {
      expect(response.body.patient.clinicalProfile.diagnosis).toBe('ok');
      expect(response.body.patient.clinicalProfile).not.toHaveProperty('polluted');
    }
  });

  it("a profile saved under Ana's Patient ID lands in Bruno's workspace only", async () => {
    const mine = { ...ANA_PROFILE, deviceLimitBpm: 200, diagnosis: 'hijack' };
    const response = await send('PUT', '/api/patients/ANA-1', {
      body: { ...makePatient({ clinicalProfile: mine }), workspaceId: scene.ana.userId },
    });
    expect(response.status).toBe(200);
    expect(response.body.patient.clinicalProfile.diagnosis).toBe('hijack');
    expect((await scene.bruno.delete('/api/patients/ANA-1')).status).toBe(204);
  });
});
