/**
 * Attack suite, the rehabilitation programme (PRODUCT.md section 10): the clinical profile on a
 * patient, junk and hostile bodies, and another workspace's ids. Junk gets a 400 naming a field
 * (never a 5xx); Ana's ids are as unknown to Bruno as ids never made, and her records stay as
 * they were (the scene checks her patients after every test).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ClinicalProfileInput } from '../../common/schemas/clinical-profile.js';
import { makePatient } from '../test/factories.js';
import {
  makeExerciseTest,
  makePrescription,
  makeProgramme,
  makeSixMinuteWalk,
} from '../test/programme-factories.js';
import { SIGNATURE_ATTEMPT, signPlan } from '../test/review-signing.js';
import { DATABASES, type TestClient } from '../test/test-server.js';
import { expectApiError, HOSTILE_TIME_ZONE_QUERIES } from './attack.test-helpers.js';
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

const JUNK_ASSESSMENTS: unknown[] = [
  null,
  'exercise-test',
  [],
  {},
  { kind: 'exercise-test' },
  { ...makeExerciseTest(), kind: ['exercise-test'] },
  { ...makeExerciseTest(), kind: { $ne: 'x' } },
  { ...makeExerciseTest(), peakHr: 1e308 },
  { ...makeExerciseTest(), peakHr: '128' },
  { ...makeExerciseTest(), restHr: -1 },
  { ...makeExerciseTest(), vt1Hr: 200, vt2Hr: 100 },
  { ...makeExerciseTest(), date: '2026-13-01' },
  { ...makeExerciseTest(), date: "2026-10-05' OR '1'='1" },
  { ...makeExerciseTest(), notes: 'x'.repeat(100_000) },
  { ...makeExerciseTest(), notes: 'a\u0000b' },
  { ...makeSixMinuteWalk(), distanceM: Number.MAX_SAFE_INTEGER },
  { ...makeSixMinuteWalk(), borgDyspnoea: 11 },
  { kind: 'vitals', date: '2026-10-01', weightKg: 0 },
  { kind: 'questionnaire', date: '2026-10-01', name: 'x'.repeat(121), score: 1 },
  { kind: 'questionnaire', date: '2026-10-01', name: 'Q', score: 'NaN' },
];

const JUNK_PROGRAMMES: unknown[] = [
  null,
  [],
  { ...makeProgramme(), phase: 1 },
  { ...makeProgramme(), phase: '2' },
  { ...makeProgramme(), startDate: '2026-02-30' },
  { ...makeProgramme(), plannedSessions: 1e308 },
  { ...makeProgramme(), sessionsPerWeek: 0 },
  { ...makeProgramme(), riskClass: 'none' },
  { ...makeProgramme(), status: 'paused' },
  { ...makeProgramme(), status: { $ne: 'active' } },
];

const JUNK_PRESCRIPTIONS: unknown[] = [
  null,
  {},
  { ...makePrescription(), intensity: null },
  { ...makePrescription(), intensity: 'thresholds' },
  { ...makePrescription(), intensity: { method: '__proto__' } },
  { ...makePrescription(), intensity: { method: 'hrr', lowPct: -50, highPct: 1e9 } },
  { ...makePrescription(), intensity: { method: 'peak', lowPct: '70', highPct: 80 } },
  { ...makePrescription(), intensity: { method: 'manual', lowBpm: 90.5, highBpm: 120 } },
  { ...makePrescription(), intensity: { method: 'borg', borgLow: 14, borgHigh: 11 } },
  { ...makePrescription(), modality: 'swim' },
  { ...makePrescription(), minutes: Number.MAX_VALUE },
  { ...makePrescription(), basedOn: '../A-1' },
  { ...makePrescription(), basedOn: 'x'.repeat(65) },
  { ...makePrescription(), basedOn: "A-1' OR '1'='1" },
];

const ANA_ASSESSMENTS = '/api/patients/ANA-1/assessments';
const ANA_PROGRAMME = '/api/patients/ANA-1/programmes/PR-1';

/** Everything Ana's programme records hold, read as Ana. */
async function programmeOf(ana: TestClient) {
  const assessments = await ana.get(ANA_ASSESSMENTS);
  expect(assessments.status).toBe(200);
  const programmes = await ana.get('/api/patients/ANA-1/programmes');
  expect(programmes.status).toBe(200);
  const prescriptions = await ana.get(`${ANA_PROGRAMME}/prescriptions`);
  const reviews = await ana.get(`${ANA_PROGRAMME}/reviews`);
  const clinicians = await ana.get('/api/clinicians');
  const due = await ana.get('/api/reviews/due');
  return {
    assessments: assessments.body,
    programmes: programmes.body,
    prescriptions: prescriptions.body,
    reviews: reviews.body,
    clinicians: clinicians.body,
    due: due.body,
  };
}

describe.each(DATABASES)('programme attacks on %s', (kind) => {
  const scene = useAttackScene(kind, async (ana) => {
    const saved = await ana.put(
      '/api/patients/ANA-1',
      makePatient({ clinicalProfile: ANA_PROFILE }),
    );
    expect(saved.status).toBe(200);
    expect((await ana.put(`${ANA_ASSESSMENTS}/A-1`, makeExerciseTest())).status).toBe(200);
    expect((await ana.put(ANA_PROGRAMME, makeProgramme())).status).toBe(200);
    const prescribed = await ana.put(
      `${ANA_PROGRAMME}/prescription`,
      makePrescription({ basedOn: 'A-1' }),
    );
    expect(prescribed.status).toBe(200);
    const marked = { physician: true, registration: 'CRM-SP 1' };
    expect((await ana.put(`/api/clinicians/${ana.userId}`, marked)).status).toBe(200);
    const signed = await signPlan(ana, `${ANA_PROGRAMME}/reviews`, 'ok');
    expect(signed.status).toBe(201);
    anaProgramme = await programmeOf(ana);
  });
  const send: typeof scene.send = (...args) => scene.send(...args);
  let anaProgramme: unknown;
  afterEach(async () => {
    const now = await programmeOf(scene.ana);
    if (JSON.stringify(now) !== JSON.stringify(anaProgramme)) scene.tally.breaches++;
    expect(now).toEqual(anaProgramme);
  });

  it("answers Ana's patients and assessments exactly as ids that never existed", async () => {
    const ifMatch = { 'if-match': '1' };
    for (const [ana, never] of [
      ['ANA-1/assessments', 'NEVER-1/assessments'],
      ['ANA-1/assessments/A-1', 'NEVER-1/assessments/A-1'],
      ['ANA-2/assessments', 'NEVER-2/assessments'],
      ['ANA-1/programmes', 'NEVER-1/programmes'],
      ['ANA-1/programmes/PR-1', 'NEVER-1/programmes/PR-1'],
      ['ANA-1/programmes/PR-1/prescriptions', 'NEVER-1/programmes/PR-1/prescriptions'],
      ['ANA-1/programmes/PR-1/summary', 'NEVER-1/programmes/PR-1/summary'],
    ]) {
      const theirs = await send('GET', `/api/patients/${ana}`);
      expectApiError(theirs, 404, `GET ${ana}`);
      expect(theirs.body).toEqual((await send('GET', `/api/patients/${never}`)).body);
    }
    for (const headers of [{}, ifMatch]) {
      const write = await send('PUT', `${ANA_ASSESSMENTS}/A-1`, {
        body: makeExerciseTest(),
        headers,
      });
      expectApiError(write, 404, 'PUT assessment of Ana');
      expect(write.body).toEqual(
        (
          await send('PUT', '/api/patients/NEVER-1/assessments/A-1', {
            body: makeExerciseTest(),
            headers,
          })
        ).body,
      );
    }
    for (const [path, body] of [
      ['programmes/PR-1', makeProgramme({ status: 'discharged' })],
      ['programmes/PR-1/prescription', makePrescription({ basedOn: 'A-1', minutes: 90 })],
    ] as const) {
      for (const headers of [{}, ifMatch]) {
        const theirs = await send('PUT', `/api/patients/ANA-1/${path}`, { body, headers });
        expectApiError(theirs, 404, `PUT ${path} of Ana`);
        const never = await send('PUT', `/api/patients/NEVER-1/${path}`, { body, headers });
        expect(theirs.body).toEqual(never.body);
      }
    }
    const discharge = { body: { recommendations: 'forged' } };
    const theirs = await send('POST', `${ANA_PROGRAMME}/discharge`, discharge);
    expectApiError(theirs, 404, "POST discharge of Ana's programme");
    expect(theirs.body).toEqual(
      (await send('POST', '/api/patients/NEVER-1/programmes/PR-1/discharge', discharge)).body,
    );
    // Ana's exercise test cannot ground a prescription of Bruno's.
    expect(
      (await send('PUT', '/api/patients/BRUNO-1/programmes/PR-1', { body: makeProgramme() }))
        .status,
    ).toBe(200);
    const borrowed = await send('PUT', '/api/patients/BRUNO-1/programmes/PR-1/prescription', {
      body: makePrescription({ basedOn: 'A-1' }),
    });
    expectApiError(borrowed, 400, "prescription based on Ana's test");
    expect(borrowed.body.error.details).toEqual([
      { field: 'body.basedOn', message: 'no exercise test of this patient has this id' },
    ]);
    // Ana's assessment id under Bruno's own patient is a new id there, never hers.
    const mine = await send('PUT', '/api/patients/BRUNO-1/assessments/A-1', {
      body: makeExerciseTest({ notes: 'stale' }),
      headers: ifMatch,
    });
    expectApiError(mine, 409, "PUT Ana's assessment id with If-Match");
    expect(mine.body.current).toBeNull();
  });

  it('refuses junk assessments, ids and headers with a 4xx, storing nothing', async () => {
    const base = '/api/patients/BRUNO-1/assessments';
    for (const [i, body] of JUNK_ASSESSMENTS.entries()) {
      const what = JSON.stringify(body)?.slice(0, 60) ?? String(body);
      const response = await send('PUT', `${base}/JUNK-${i}`, { body: JSON.stringify(body) });
      expectApiError(response, 400, what);
      expect(response.body.error.details[0].field, what).toMatch(/^body/);
    }
    for (const id of ['%2e%2e', '..%2F..%2Fetc', "1'%20OR%20'1'='1", 'x'.repeat(65), 'A-1%00']) {
      for (const method of ['GET', 'PUT']) {
        const response = await send(method, `${base}/${id}`, { body: makeExerciseTest() });
        expectApiError(response, [400, 404], `${method} ${id.slice(0, 20)}`);
      }
    }
    for (const query of ['kind=stress-echo', 'kind=', 'kind=vitals&kind=x', 'kind=%00']) {
      expectApiError(await send('GET', `${base}?${query}`), 400, query);
    }
    for (const bad of ['0', '"x"', '*', 'x'.repeat(500)]) {
      const response = await send('PUT', `${base}/A-9`, {
        body: makeExerciseTest(),
        headers: { 'if-match': bad },
      });
      expectApiError(response, 400, `If-Match ${bad.slice(0, 20)}`);
    }
    expect((await scene.bruno.get(base)).body).toEqual({ assessments: [] });
  });

  it("reviews: Ana's programme and account are as unknown as ids never made", async () => {
    const sign = { body: { ...SIGNATURE_ATTEMPT, note: 'forged' } };
    const theirs = await send('POST', `${ANA_PROGRAMME}/reviews`, sign);
    expectApiError(theirs, 404, "POST review of Ana's programme");
    expect(theirs.body).toEqual(
      (await send('POST', '/api/patients/NEVER-1/programmes/PR-1/reviews', sign)).body,
    );
    const mark = { body: { physician: true, registration: 'CRM-SP 9' } };
    const clinician = await send('PUT', `/api/clinicians/${scene.ana.userId}`, mark);
    expectApiError(clinician, 404, "PUT Ana's clinician profile");
    expect(clinician.body).toEqual((await send('PUT', '/api/clinicians/never-1', mark)).body);
    // Bruno is no physician in his own workspace until he says so, and sees only his due list.
    await send('PUT', '/api/patients/BRUNO-1/programmes/PR-1', { body: makeProgramme() });
    const unsigned = await send('POST', '/api/patients/BRUNO-1/programmes/PR-1/reviews', sign);
    expectApiError(unsigned, 403, 'sign without being a physician');
    const due = await send('GET', '/api/reviews/due');
    expect(due.body.due.map((d: { patientId: string }) => d.patientId)).not.toContain('ANA-1');
  });

  it('refuses junk reviews and clinician profiles with a 400, storing nothing', async () => {
    const reviews = '/api/patients/BRUNO-1/programmes/PR-1/reviews';
    await send('PUT', '/api/patients/BRUNO-1/programmes/PR-1', { body: makeProgramme() });
    for (const body of [
      null,
      [],
      {},
      { note: ' ' },
      { note: 'x'.repeat(2001) },
      { note: 'ok', sign: 'true' },
      { note: { $ne: '' } },
      { note: 'a\u0000b' },
    ]) {
      const response = await send('POST', reviews, { body: JSON.stringify(body) });
      expectApiError(response, 400, JSON.stringify(body).slice(0, 40));
    }
    expect((await scene.bruno.get(reviews)).body.reviews).toEqual([]);
    const self = `/api/clinicians/${scene.bruno.userId}`;
    for (const body of [
      null,
      { physician: 'yes' },
      { physician: true },
      { physician: true, registration: ' ' },
      { physician: true, registration: 'x'.repeat(41) },
    ]) {
      const response = await send('PUT', self, { body: JSON.stringify(body) });
      expectApiError(response, 400, JSON.stringify(body).slice(0, 40));
    }
    for (const id of ['%2e%2e', 'x'.repeat(65), "1'%20OR%20'1'='1"]) {
      const body = { physician: false };
      expectApiError(await send('PUT', `/api/clinicians/${id}`, { body }), [400, 404], id);
    }
    expect((await scene.bruno.get('/api/clinicians')).body.clinicians).toEqual([]);
  });

  it('refuses junk programmes and prescriptions with a 400 naming a body field', async () => {
    const base = '/api/patients/BRUNO-1/programmes';
    for (const [i, body] of JUNK_PROGRAMMES.entries()) {
      const what = JSON.stringify(body)?.slice(0, 60) ?? String(body);
      const response = await send('PUT', `${base}/JUNK-${i}`, { body: JSON.stringify(body) });
      expectApiError(response, 400, what);
      expect(response.body.error.details[0].field, what).toMatch(/^body/);
      expectApiError(await send('GET', `${base}/JUNK-${i}`), 404, what);
    }
    expect((await send('PUT', `${base}/PR-1`, { body: makeProgramme() })).status).toBe(200);
    for (const body of JUNK_PRESCRIPTIONS) {
      const what = JSON.stringify(body)?.slice(0, 80) ?? String(body);
      const response = await send('PUT', `${base}/PR-1/prescription`, {
        body: JSON.stringify(body),
      });
      expectApiError(response, 400, what);
      expect(response.body.error.details[0].field, what).toMatch(/^body/);
    }
    expect((await scene.bruno.get(`${base}/PR-1/prescriptions`)).body).toEqual({
      prescriptions: [],
    });
    for (const id of ['%2e%2e', "1'%20OR%20'1'='1", 'x'.repeat(65)]) {
      for (const path of [
        `${base}/${id}`,
        `${base}/${id}/prescription`,
        `${base}/${id}/prescriptions`,
      ]) {
        const method = path.endsWith('prescriptions') ? 'GET' : 'PUT';
        const body = path.endsWith('prescription') ? makePrescription() : makeProgramme();
        expectApiError(
          await send(method, path, { body }),
          [400, 404],
          `${method} ${path.slice(0, 60)}`,
        );
      }
    }
  });

  it('refuses junk discharges and summary queries with a 400, freezing nothing', async () => {
    const base = '/api/patients/BRUNO-1/programmes/PR-1';
    await send('PUT', base, { body: makeProgramme() });
    for (const body of [
      null,
      [],
      'discharge',
      { recommendations: 'x'.repeat(4001) },
      { recommendations: { $ne: '' } },
      { recommendations: ['a'] },
      { recommendations: 'a\u0000b' },
    ]) {
      const what = JSON.stringify(body).slice(0, 40);
      const response = await send('POST', `${base}/discharge`, { body: JSON.stringify(body) });
      expectApiError(response, 400, what);
      expect(response.body.error.details[0].field, what).toMatch(/^body/);
    }
    for (const query of HOSTILE_TIME_ZONE_QUERIES) {
      for (const [method, path] of [
        ['GET', `${base}/summary`],
        ['POST', `${base}/discharge`],
        ['GET', '/api/reviews/due'],
      ] as const) {
        const response = await send(method, `${path}?${query}`, {
          body: { recommendations: 'ok' },
        });
        expectApiError(response, 400, `${method} ${query}`);
        expect(response.body.error.details[0].field).toBe('query.timeZone');
      }
    }
    const summary = await send('GET', `${base}/summary`);
    expect(summary.body.summary).toMatchObject({ status: 'active', discharge: null });
    for (const id of ['%2e%2e', "1'%20OR%20'1'='1", 'x'.repeat(65)]) {
      expectApiError(await send('GET', `${base.replace('PR-1', id)}/summary`), [400, 404], id);
      const post = await send('POST', `${base.replace('PR-1', id)}/discharge`, { body: {} });
      expectApiError(post, [400, 404], id);
    }
  });

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
