/**
 * Reminders by Web Push (PRODUCT.md section 12), delivered to a push service on 127.0.0.1 that
 * checks the VAPID JWT and decrypts each aes128gcm body with the device's keys: opting in and
 * out, the reminder on the chosen weekday and time of the clinic's calendar sent once by two
 * server copies and not again after a restart, the notice when the clinic writes, and a 410
 * deleting the subscription. SQLite and PostgreSQL; the clock is the app's, moved by the test.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { apiPaths, apiRoutes } from '../../common/api/api-paths.js';
import { type HomeScene, readyForHome, startHomeScene } from '../home/home.test-helpers.js';
import { makeActivity } from '../test/factories.js';
import { type PushReceiver, startPushReceiver } from '../test/push-receiver.js';
import { DATABASES, startTestServer } from '../test/test-server.js';

const VAPID = webpush.generateVAPIDKeys();
/** Wednesday 18 November 2026 in São Paulo (UTC−3): 08:29 and 08:31 on the clinic's wall. */
const WED_0829 = Date.UTC(2026, 10, 18, 11, 29);
const WED_0831 = Date.UTC(2026, 10, 18, 11, 31);
const THU_0831 = Date.UTC(2026, 10, 19, 11, 31);

describe.each(DATABASES)('web push on %s', (kind) => {
  let scene: HomeScene;
  let receiver: PushReceiver;
  const env = () => ({
    PUSH_SERVICE_HOSTS: 'fcm.googleapis.com,127.0.0.1',
    VAPID_PUBLIC_KEY: VAPID.publicKey,
    VAPID_PRIVATE_KEY: VAPID.privateKey,
  });

  beforeAll(async () => {
    receiver = await startPushReceiver();
    scene = await startHomeScene(kind, { now: Date.UTC(2026, 10, 18, 12) }, env());
    const zone = await scene.owner.put(apiPaths.clinicSettings(), {
      timeZone: 'America/Sao_Paulo',
    });
    expect(zone.status).toBe(200);
  });
  afterAll(async () => {
    await scene.server.close();
    await receiver.close();
  });

  it('opts a device in and out, for its own account only', async () => {
    const { patient } = scene;
    expect((await patient.get(apiRoutes.pushPublicKey)).body).toEqual({
      publicKey: VAPID.publicKey,
    });
    const device = receiver.subscribe();
    const reminder = { time: '07:00', weekdays: [5, 1] };
    const saved = await patient.post(apiPaths.pushSubscriptions(), { ...device, reminder });
    expect(saved.status).toBe(201);
    const stored = {
      endpoint: device.endpoint,
      language: 'pt-BR',
      reminder: { time: '07:00', weekdays: [1, 5] },
    };
    expect(saved.body).toEqual({ subscription: stored });
    const read = await patient.get(apiPaths.pushSubscriptions(device.endpoint));
    expect(read.body).toEqual({ subscription: stored });
    expect((await scene.member.get(apiPaths.pushSubscriptions(device.endpoint))).body).toEqual({
      subscription: null,
    });
    expect((await patient.delete(apiPaths.pushSubscriptions(device.endpoint))).status).toBe(204);
    expect((await patient.get(apiPaths.pushSubscriptions(device.endpoint))).body).toEqual({
      subscription: null,
    });
  });

  it('lets a clinic member opt in to notices, never to reminders', async () => {
    const device = { ...receiver.subscribe(), language: 'en' };
    expect((await scene.member.post(apiPaths.pushSubscriptions(), device)).status).toBe(201);
    const reminded = await scene.member.post(apiPaths.pushSubscriptions(), {
      ...device,
      reminder: { time: '08:00' },
    });
    expect(reminded.status).toBe(400);
    expect(reminded.body.error.details[0].field).toBe('body.reminder');
  });

  it("reminds on the chosen weekday at the chosen time of the clinic's zone, once across copies and restarts", async () => {
    const device = receiver.subscribe();
    const reminder = { time: '08:30', weekdays: [3] };
    expect(
      (await scene.patient.post(apiPaths.pushSubscriptions(), { ...device, reminder })).status,
    ).toBe(201);
    // Before the plan is signed and the consent given, the day calls for no session.
    expect(await scene.server.app.pushReminders.runDue(WED_0831)).toBe(0);
    await readyForHome(scene);
    const copy = await startTestServer(
      kind,
      { ...env(), ...scene.server.sameDatabases },
      { now: () => scene.clock.now },
    );
    try {
      expect(await scene.server.app.pushReminders.runDue(WED_0829)).toBe(0);
      const [a, b] = await Promise.all([
        scene.server.app.pushReminders.runDue(WED_0831),
        copy.app.pushReminders.runDue(WED_0831),
      ]);
      expect(a + b).toBe(1);
      expect(await copy.app.pushReminders.runDue(WED_0831 + 20 * 60_000)).toBe(0);
    } finally {
      await copy.close();
    }
    const restarted = await startTestServer(kind, { ...env(), ...scene.server.sameDatabases });
    try {
      expect(await restarted.app.pushReminders.runDue(WED_0831 + 5 * 60_000)).toBe(0);
      expect(await restarted.app.pushReminders.runDue(THU_0831)).toBe(0);
    } finally {
      await restarted.close();
    }
    const mine = receiver.deliveries.filter((d) => device.endpoint.endsWith(d.deviceId));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      payload: { kind: 'reminder', title: 'Ritmo: sua sessão de hoje', url: '/me' },
      claims: { aud: receiver.origin },
      vapidKey: VAPID.publicKey,
    });
    expect(receiver.problems).toEqual([]);
  });

  it('tells the patient when the clinic writes, in the device language, with no clinical detail', async () => {
    const device = receiver.subscribe();
    const body = { ...device, language: 'en' };
    expect((await scene.patient.post(apiPaths.pushSubscriptions(), body)).status).toBe(201);
    const before = receiver.deliveries.length;
    const text = 'Sua pressão de ontem: 150/95';
    await scene.patient.post(apiPaths.homeMessages(), { text: 'Posso caminhar?' });
    const note = { patientId: 'P-1', text, messageId: '0b8f5c7e-3a51-4c1e-9a56-6f0e2f7d1a01' };
    await scene.member.post(apiPaths.homeMessages(), note);
    // The outbox's retry of the same message tells the patient nothing more.
    expect((await scene.member.post(apiPaths.homeMessages(), note)).status).toBe(201);
    await scene.server.mailsSettled();
    const mine = receiver.deliveries
      .slice(before)
      .filter((d) => device.endpoint.endsWith(d.deviceId));
    expect(mine.map((d) => d.payload)).toEqual([
      { kind: 'message', title: 'Ritmo: a message from your clinic', url: '/me/messages' },
    ]);
    expect(JSON.stringify(receiver.deliveries)).not.toContain('150/95');
    expect(receiver.problems).toEqual([]);
  });

  it("tells the patient of a review's message, once, and nothing for a review without one", async () => {
    const device = receiver.subscribe();
    expect((await scene.patient.post(apiPaths.pushSubscriptions(), device)).status).toBe(201);
    const sendSession = async () => {
      const startedAt = scene.clock.now - 3_600_000;
      const { activityId, ...body } = makeActivity('P-1', { startedAt }, 60);
      expect((await scene.patient.put(apiPaths.homeSession(activityId), body)).status).toBe(200);
      return `s:${activityId}`;
    };
    const quiet = await sendSession();
    const withNote = await sendSession();
    const before = receiver.deliveries.length;
    expect((await scene.member.post(apiPaths.homeInboxReview(quiet), {})).status).toBe(200);
    const review = { message: 'Boa sessão; FC 118 no pico.' };
    expect((await scene.member.post(apiPaths.homeInboxReview(withNote), review)).status).toBe(200);
    // A retried review answers the first and sends nothing more.
    expect((await scene.member.post(apiPaths.homeInboxReview(withNote), review)).status).toBe(200);
    await scene.server.mailsSettled();
    const mine = receiver.deliveries
      .slice(before)
      .filter((d) => device.endpoint.endsWith(d.deviceId));
    expect(mine.map((d) => d.payload)).toEqual([expect.objectContaining({ kind: 'message' })]);
    expect(JSON.stringify(receiver.deliveries)).not.toContain('118');
    expect(receiver.problems).toEqual([]);
  });

  it('deletes a subscription its push service answers 410 for', async () => {
    const device = receiver.subscribe();
    expect((await scene.patient.post(apiPaths.pushSubscriptions(), device)).status).toBe(201);
    receiver.answer(device.endpoint, 410);
    await scene.member.post(apiPaths.homeMessages(), { patientId: 'P-1', text: 'Olá' });
    await scene.server.mailsSettled();
    expect((await scene.patient.get(apiPaths.pushSubscriptions(device.endpoint))).body).toEqual({
      subscription: null,
    });
  });
});

describe('the VAPID key pair', () => {
  it('is generated into DATA_DIR when the environment names none', async () => {
    const first = await startTestServer('sqlite');
    try {
      const stored = JSON.parse(readFileSync(path.join(first.dataDir, 'vapid-keys.json'), 'utf8'));
      const user = await first.signUp();
      expect((await user.get(apiRoutes.pushPublicKey)).body).toEqual({
        publicKey: stored.publicKey,
      });
      expect(stored.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    } finally {
      await first.close();
    }
  });
});
