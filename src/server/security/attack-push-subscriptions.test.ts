/**
 * Attack suite, Web Push subscriptions (PRODUCT.md section 12): a device's subscription is read,
 * replaced and deleted only by the account that stored it. A member of another clinic, another
 * patient's user, a clinic member of the same clinic, a revoked patient user and anyone signed
 * out each get a refusal or nothing of it; endpoints off the browsers' push services, keys of the
 * wrong shape, odd reminders and odd bodies answer 4xx. After each test the stored
 * subscriptions are exactly as they were. SQLite and PostgreSQL.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, apiRoutes } from '../../common/api/api-paths.js';
import { type HomeScene, linkPatientUser, startHomeScene } from '../home/home.test-helpers.js';
import { makePatient } from '../test/factories.js';
import { DATABASES } from '../test/test-server.js';
import { type Clinician, createClinic } from '../workspaces/clinic.test-helpers.js';
import { expectApiError } from './attack.test-helpers.js';
import { type AttackTally, countedSender } from './attack-fixture.test-helpers.js';

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/patient-one-device';
const P256DH = `B${'A'.repeat(86)}`;
const AUTH = 'A'.repeat(22);
const device = (endpoint = ENDPOINT, extra: object = {}) => ({
  endpoint,
  keys: { p256dh: P256DH, auth: AUTH },
  ...extra,
});
const subscriptions = apiPaths.pushSubscriptions;

describe.each(DATABASES)('push-subscription attacks on %s', (kind) => {
  let scene: HomeScene;
  let otherPatient: Clinician;
  let revokedPatient: Clinician;
  let otherClinic: Clinician;
  let before: unknown;
  const tally: AttackTally = { attacks: 0, serverErrors: 0, breaches: 0 };
  const sendCounted = countedSender(() => scene.server.baseUrl, tally);
  const send = async (who: { cookie: string }, method: string, path: string, body?: unknown) => {
    const response = await sendCounted(who, method, path, body);
    // P-1's device keys or reminder time showing up in anyone else's answer.
    if (who !== scene.patient && JSON.stringify(response.body ?? '').includes('07:15')) {
      tally.breaches++;
    }
    return response;
  };
  const state = () =>
    scene.server.app.dataDb
      .selectFrom('push_subscriptions')
      .selectAll()
      .orderBy('workspace_id')
      .orderBy('subscription_id')
      .execute();

  beforeAll(async () => {
    scene = await startHomeScene(kind);
    await scene.owner.put(apiPaths.patient('P-2'), makePatient({ patientName: 'Outra' }));
    otherPatient = await linkPatientUser(scene.server, scene.member, 'P-2', 'Outra paciente');
    await scene.owner.put(apiPaths.patient('P-3'), makePatient({ patientName: 'Terceira' }));
    revokedPatient = await linkPatientUser(scene.server, scene.member, 'P-3', 'Revogada');
    expect((await scene.member.delete(apiPaths.homeAccess('P-3'))).status).toBeLessThan(300);
    otherClinic = (await scene.server.signUp('Dr. Outro')) as Clinician;
    await createClinic(otherClinic, 'Outra Clínica');
    const reminder = { time: '07:15', weekdays: [1, 3, 5] };
    const saved = await scene.patient.post(subscriptions(), device(ENDPOINT, { reminder }));
    expect(saved.status).toBe(201);
    before = await state();
  });
  afterEach(async () => {
    const now = await state();
    if (JSON.stringify(now) !== JSON.stringify(before)) tally.breaches++;
    expect(now).toEqual(before);
  });
  afterAll(async () => {
    await scene.server.close();
    console.info(
      `push-subscription attacks on ${kind}: ${tally.attacks} sent, ${tally.serverErrors} 5xx, ${tally.breaches} breaches`,
    );
    expect({ serverErrors: tally.serverErrors, breaches: tally.breaches }).toEqual({
      serverErrors: 0,
      breaches: 0,
    });
  });

  it("gives no one else P-1's device: not to read, replace or delete", async () => {
    for (const who of [otherPatient, otherClinic, scene.member, scene.owner]) {
      const read = await send(who, 'GET', subscriptions(ENDPOINT));
      expect(read.status).toBe(200);
      expect(read.body).toEqual({ subscription: null });
      expect((await send(who, 'DELETE', subscriptions(ENDPOINT))).status).toBe(204);
    }
    // The same workspace: the endpoint is taken. Another clinic's row would be its own, so
    // the other clinic is not asked to store it here (the state check would see the new row).
    for (const who of [otherPatient, scene.member]) {
      expectApiError(await send(who, 'POST', subscriptions(), device()), 409);
    }
  });

  it('refuses anyone signed out, and a patient user whose access was revoked', async () => {
    const anonymous = scene.server.anonymous();
    expectApiError(await send(anonymous, 'GET', apiRoutes.pushPublicKey), 401);
    expectApiError(await send(anonymous, 'GET', subscriptions(ENDPOINT)), 401);
    expectApiError(await send(anonymous, 'POST', subscriptions(), device()), 401);
    expectApiError(await send(anonymous, 'DELETE', subscriptions(ENDPOINT)), 401);
    const fresh = device('https://fcm.googleapis.com/fcm/send/revoked-device');
    expectApiError(await send(revokedPatient, 'POST', subscriptions(), fresh), 403);
  });

  it('answers endpoints off the push services, odd keys, reminders and bodies with 4xx', async () => {
    const off = [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com.evil.test/x',
      'https://evil.test/fcm.googleapis.com',
      'https://user:pw@fcm.googleapis.com/x',
      'https://169.254.169.254/latest/meta-data',
      'http://127.0.0.1:3000/api/me',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'ftp://fcm.googleapis.com/x',
      `https://fcm.googleapis.com/${'a'.repeat(3000)}`,
      '',
    ];
    const fresh = 'https://fcm.googleapis.com/fcm/send/fresh-device';
    const odd: unknown[] = [
      ...off.map((endpoint) => device(endpoint)),
      { ...device(fresh), keys: { p256dh: `A${'A'.repeat(86)}`, auth: AUTH } },
      { ...device(fresh), keys: { p256dh: P256DH.slice(1), auth: AUTH } },
      { ...device(fresh), keys: { p256dh: `${P256DH.slice(0, 86)}=`, auth: AUTH } },
      { ...device(fresh), keys: { p256dh: P256DH, auth: `${AUTH}A` } },
      { ...device(fresh), keys: { p256dh: P256DH, auth: `${'A'.repeat(21)}+` } },
      { ...device(fresh), keys: null },
      { ...device(fresh), keys: [P256DH, AUTH] },
      device(fresh, { language: 'fr' }),
      device(fresh, { reminder: { time: '24:00' } }),
      device(fresh, { reminder: { time: '7:15' } }),
      device(fresh, { reminder: { time: '07:15:00' } }),
      device(fresh, { reminder: { time: '07:15', weekdays: [7] } }),
      device(fresh, { reminder: { time: '07:15', weekdays: [1, 1] } }),
      device(fresh, { reminder: { time: '07:15', weekdays: [] } }),
      device(fresh, { reminder: { time: '07:15', weekdays: Array(50).fill(1) } }),
      device(fresh, { reminder: '07:15' }),
      '{"endpoint":"https://fcm.googleapis.com/x","__proto__":{"keys":{"p256dh":"x","auth":"y"}}}',
      [],
      'null',
      {},
    ];
    for (const who of [scene.patient, otherPatient]) {
      for (const body of odd) {
        const response = await send(who, 'POST', subscriptions(), body);
        expectApiError(response, 400, JSON.stringify(body).slice(0, 80));
      }
    }
    // A clinic member's device is never reminded.
    const reminded = device(fresh, { reminder: { time: '07:15' } });
    expectApiError(await send(scene.member, 'POST', subscriptions(), reminded), 400);
    for (const query of [
      '',
      '?endpoint=',
      `?endpoint=${'a'.repeat(3000)}`,
      '?endpoint=a&endpoint=b',
    ]) {
      for (const method of ['GET', 'DELETE']) {
        const response = await send(scene.patient, method, `/api/push/subscriptions${query}`);
        expectApiError(response, 400, `${method} ${query.slice(0, 40)}`);
      }
    }
  });
});
