/**
 * A review that sends a message to the patient (issue 40, PRODUCT.md section 12): the review and
 * the message land together, both audited; an overdue patient's row sends to that patient; a
 * retried review sends once; a bad message refuses the review too, naming body.message. On
 * SQLite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { makeActivity } from '../test/factories.js';
import { DATABASES, TEST_PASSWORD } from '../test/test-server.js';
import { type HomeScene, readyForHome, startHomeScene } from './home.test-helpers.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(DATABASES)('reviewing with a message on %s', (kind) => {
  let scene: HomeScene;
  const texts = async () =>
    (await scene.patient.get(apiPaths.homeMessages())).body.messages.map(
      (m: { text: string; author: { name: string; role: string } }) => [m.text, m.author.role],
    );
  const openIds = async () =>
    (await scene.member.get(apiPaths.homeInbox())).body.items.map(
      (row: { itemId: string }) => row.itemId,
    );
  const sendSession = async () => {
    const startedAt = scene.clock.now - 3_600_000;
    const { activityId, ...body } = makeActivity('P-1', { startedAt }, 60);
    expect((await scene.patient.put(apiPaths.homeSession(activityId), body)).status).toBe(200);
    return `s:${activityId}`;
  };

  beforeAll(async () => {
    scene = await startHomeScene(kind);
    await readyForHome(scene);
  });
  afterAll(() => scene.server.close());

  it('stores the review and the message to its patient together, both audited', async () => {
    const itemId = await sendSession();
    const done = await scene.member.post(apiPaths.homeInboxReview(itemId), {
      message: '  Ótima sessão, Maria.\nMantenha o ritmo.  ',
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      itemId,
      reviewedBy: { name: 'Fisio Marta' },
      message: {
        patientId: 'P-1',
        text: 'Ótima sessão, Maria.\nMantenha o ritmo.',
        author: { name: 'Fisio Marta', role: 'clinic' },
        createdAt: done.body.reviewedAt,
      },
    });
    expect(await openIds()).not.toContain(itemId);
    expect(await texts()).toEqual([['Ótima sessão, Maria.\nMantenha o ritmo.', 'clinic']]);
    const audit = await scene.owner.get(apiPaths.audit({ patientId: 'P-1' }));
    const events = audit.body.events.map((e: { action: string; detail: string | null }) => [
      e.action,
      e.detail,
    ]);
    expect(events).toEqual(
      expect.arrayContaining([
        ['home.inbox-review', itemId],
        ['home.message-write', done.body.message.messageId],
      ]),
    );
  });

  it('answers a second review with the first and sends nothing more', async () => {
    const itemId = await sendSession();
    const path = apiPaths.homeInboxReview(itemId);
    const first = await scene.member.post(path, { message: 'Recebido.' });
    const again = await scene.owner.post(path, { message: 'Recebido de novo.' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      itemId,
      reviewedAt: first.body.reviewedAt,
      reviewedBy: first.body.reviewedBy,
    });
    const sent = (await texts()).map(([text]: [string]) => text);
    expect(sent.filter((text: string) => text.startsWith('Recebido'))).toEqual(['Recebido.']);
  });

  it('reviews without a message as before, and sends none', async () => {
    const before = (await texts()).length;
    const itemId = await sendSession();
    const done = await scene.member.post(apiPaths.homeInboxReview(itemId), {});
    expect(done.status).toBe(200);
    expect(done.body.message).toBeUndefined();
    expect(await texts()).toHaveLength(before);
  });

  it('refuses an empty, oversize or non-string message and leaves the row open', async () => {
    const itemId = await sendSession();
    const before = (await texts()).length;
    for (const message of ['', '   ', 'x'.repeat(2001), 42, null, ['oi'], 'a\tb', 'a\u0000b']) {
      const refused = await scene.member.post(apiPaths.homeInboxReview(itemId), { message });
      expect(refused.status, JSON.stringify(message)).toBe(400);
      expect(refused.body.error.details.map((d: { field: string }) => d.field)).toContain(
        'body.message',
      );
    }
    const stray = await scene.member.post(apiPaths.homeInboxReview(itemId), { note: 'oi' });
    expect(stray.status).toBe(400);
    expect(await openIds()).toContain(itemId);
    expect(await texts()).toHaveLength(before);
    const longest = await scene.member.post(apiPaths.homeInboxReview(itemId), {
      message: 'x'.repeat(2000),
    });
    expect(longest.status).toBe(200);
  });

  it("sends an overdue row's message to that patient", async () => {
    scene.clock.now += 6 * DAY_MS;
    for (const who of [scene.member, scene.patient]) {
      const unlocked = await who.post(apiPaths.meUnlock(), { password: TEST_PASSWORD });
      expect([204, 409]).toContain(unlocked.status);
    }
    expect(await openIds()).toContain('o:P-1');
    const done = await scene.member.post(apiPaths.homeInboxReview('o:P-1'), {
      message: 'Sentimos sua falta. Tudo bem?',
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toMatchObject({ patientId: 'P-1' });
    expect((await texts())[0]).toEqual(['Sentimos sua falta. Tudo bem?', 'clinic']);
    expect(await openIds()).not.toContain('o:P-1');
    const unknown = apiPaths.homeInboxReview(`s:${randomUUID()}`);
    expect((await scene.member.post(unknown, { message: 'oi' })).status).toBe(404);
  });
});
