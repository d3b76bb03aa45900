/**
 * Attack suite, patient users (PRODUCT.md section 12): an account linked to patient P-1 of a
 * clinic is no member of it. It cannot make the clinic its workspace, and every clinic route it
 * calls works in its own empty personal workspace, never the clinic's records; another patient's
 * home records stay out of its reach; junk ids and bodies on every home route answer 4xx, never
 * 5xx. The clinic's records are exactly as they were after each test. SQLite and PostgreSQL.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import {
  acceptConsent,
  type HomeScene,
  linkPatientUser,
  startHomeScene,
} from '../home/home.test-helpers.js';
import { makeActivity, makePatient } from '../test/factories.js';
import { DATABASES } from '../test/test-server.js';
import { type Clinician, ORG } from '../workspaces/clinic.test-helpers.js';
import { dataEndpoints, expectApiError, snapshotOf } from './attack.test-helpers.js';
import { type AttackTally, countedSender } from './attack-fixture.test-helpers.js';

const UUID = '0b6c1d5e-0000-4000-8000-000000000000';

describe.each(DATABASES)('patient-user attacks on %s', (kind) => {
  let scene: HomeScene;
  let other: Clinician;
  let clinicActivityId: string;
  let before: unknown;
  const tally: AttackTally = { attacks: 0, serverErrors: 0, breaches: 0 };
  const send = countedSender(() => scene.server.baseUrl, tally);

  beforeAll(async () => {
    scene = await startHomeScene(kind);
    await scene.owner.put(apiPaths.patient('P-2'), makePatient({ patientName: 'Outra' }));
    other = await linkPatientUser(scene.server, scene.member, 'P-2', 'Outra paciente');
    const { activityId, ...session } = makeActivity('P-1');
    clinicActivityId = activityId;
    expect((await scene.member.put(apiPaths.activity(activityId), session)).status).toBe(200);
    before = await snapshotOf(scene.owner);
  });
  afterEach(async () => {
    const now = await snapshotOf(scene.owner);
    if (JSON.stringify(now) !== JSON.stringify(before)) tally.breaches++;
    expect(now).toEqual(before);
  });
  afterAll(async () => {
    await scene.server.close();
    console.info(
      `patient-user attacks on ${kind}: ${tally.attacks} sent, ${tally.serverErrors} 5xx, ${tally.breaches} breaches`,
    );
    expect({ serverErrors: tally.serverErrors, breaches: tally.breaches }).toEqual({
      serverErrors: 0,
      breaches: 0,
    });
  });

  it('cannot make the clinic its workspace', async () => {
    const switched = await send(scene.patient, 'POST', `${ORG}/set-active`, {
      organizationId: scene.clinicId,
    });
    expect(switched.status).not.toBe(200);
  });

  it("reaches none of the clinic's records through any clinic route", async () => {
    const endpoints = [
      ...dataEndpoints('P-1', clinicActivityId, scene.patient.email),
      ...dataEndpoints('P-2', UUID, scene.patient.email),
      { method: 'GET', path: '/api/audit' },
      { method: 'GET', path: '/api/attendance' },
      { method: 'GET', path: '/api/class-slots' },
      { method: 'GET', path: apiPaths.clinicHomeConsent() },
      { method: 'PUT', path: apiPaths.clinicHomeConsent(), body: { 'pt-BR': 'x', en: 'x' } },
      { method: 'POST', path: apiPaths.homeAccess('P-1'), body: {} },
      { method: 'DELETE', path: apiPaths.homeAccess('P-1') },
      { method: 'GET', path: apiPaths.homeClearance('P-1', 'PR-1') },
      { method: 'PUT', path: apiPaths.homeClearance('P-1', 'PR-1'), body: { homeCleared: true } },
    ]
      .filter((e) => !(e.method === 'DELETE' && e.path === '/api/me'))
      // Reads first: its own writes land in its personal workspace and its own trail.
      .sort((a, b) => Number(a.method !== 'GET') - Number(b.method !== 'GET'));
    for (const { method, path, body } of endpoints) {
      const response = await send(scene.patient, method, path, body);
      // A write lands in its own personal workspace and echoes what it sent; a read must not
      // show the clinic's session.
      if (method !== 'GET') continue;
      const text = JSON.stringify(response.body) ?? '';
      if (text.includes(clinicActivityId)) tally.breaches++;
      expect(text, `${method} ${path}`).not.toContain(clinicActivityId);
    }
    // Its own workspace, empty of the clinic's patients (a PUT above made its own P-1 there).
    const listed = await send(scene.patient, 'GET', '/api/patients');
    expect(
      listed.body.patients.every((p: { patientName: string }) => p.patientName !== 'Outra'),
    ).toBe(true);
  });

  it("keeps another patient's home records out of reach", async () => {
    await acceptConsent(scene.patient);
    const { activityId, ...session } = makeActivity('P-2');
    // Another patient's (or the clinic's) session id is taken, whatever the body names.
    expectApiError(
      await send(scene.patient, 'PUT', apiPaths.homeSession(clinicActivityId), session),
      409,
    );
    expectApiError(
      await send(scene.patient, 'PUT', apiPaths.homeSession(activityId), session),
      403,
    );
    const own = await send(other, 'GET', apiPaths.homeSessions());
    expect(own.body.activities).toEqual([]);
    const link = await send(other, 'GET', apiPaths.homeLink());
    expect(link.body.link).toMatchObject({ patientId: 'P-2' });
  });

  it('answers junk ids and bodies on every home route with 4xx', async () => {
    const junk: [string, string, unknown][] = [
      ['PUT', '/api/home/check-ins/not-a-uuid', { answers: {}, at: 1 }],
      ['PUT', apiPaths.homeCheckIn(UUID), { answers: { glucose: 'high' }, at: Date.now() }],
      ['PUT', apiPaths.homeCheckIn(UUID), { answers: { extra: true }, at: Date.now() }],
      ['PUT', apiPaths.homeCheckIn(UUID), []],
      ['PUT', apiPaths.homeCheckIn(UUID), { answers: null, at: 'now' }],
      ['PUT', '/api/home/sessions/%00', {}],
      ['PUT', apiPaths.homeSession(UUID), { startedAt: -1 }],
      ['PUT', apiPaths.homeSession(UUID), 'null'],
      ['POST', apiPaths.homeJoin(), { code: 123 }],
      ['POST', apiPaths.homeJoin(), { code: 'a'.repeat(10_000) }],
      ['POST', apiPaths.homeConsent(), { sha256: 'zz' }],
      ['POST', `${apiPaths.homeConsent()}?language=xx`, { sha256: 'a'.repeat(64) }],
      ['GET', '/api/home/consent?language=en&language=pt-BR', undefined],
      ['GET', '/api/home/sessions?cursor=%00%01', undefined],
      ['POST', apiPaths.homeAccess('P-1'), { email: 'not-an-address' }],
      ['PUT', apiPaths.homeClearance('P-1', 'PR-1'), { homeCleared: 'yes' }],
      ['PUT', apiPaths.clinicHomeConsent(), { 'pt-BR': 'x'.repeat(20_001), en: 'x' }],
    ];
    for (const who of [scene.patient, scene.member]) {
      for (const [method, path, body] of junk) {
        const response = await send(who, method, path, body);
        expectApiError(response, [400, 403, 404, 409, 410], `${method} ${path}`);
      }
    }
    const notJson = await send(scene.patient, 'POST', apiPaths.homeJoin(), 'code', 'text/plain');
    expectApiError(notJson, [400, 415]);
  });
});
