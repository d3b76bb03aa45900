/**
 * Messages between the clinic and a patient (PRODUCT.md section 12): the patient user's own
 * thread, a member's per patient, viewers reading, the front desk never; plain text 1–2,000
 * characters; newest first in pages; audited. On SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { DATABASES } from '../test/test-server.js';
import { type Clinician, newMember } from '../workspaces/clinic.test-helpers.js';
import { type HomeScene, readyForHome, startHomeScene } from './home.test-helpers.js';

const thread = (patientId?: string, cursor?: string) =>
  apiPaths.homeMessages({ patientId, cursor });

describe.each(DATABASES)('home messages on %s', (kind) => {
  let scene: HomeScene;
  let viewer: Clinician;
  let frontDesk: Clinician;
  beforeAll(async () => {
    scene = await startHomeScene(kind);
    viewer = await newMember(scene.server, scene.owner, scene.clinicId, 'viewer', 'Vera');
    frontDesk = await newMember(scene.server, scene.owner, scene.clinicId, 'front-desk', 'Rita');
  });
  afterAll(() => scene.server.close());

  it('keeps one thread that both sides write and read, newest first, with who wrote', async () => {
    const { patient, member, clock } = scene;
    const asked = await patient.post(thread(), { text: 'Posso caminhar hoje?\nSenti cansaço.' });
    expect(asked.status).toBe(201);
    expect(asked.body.message).toMatchObject({
      patientId: 'P-1',
      text: 'Posso caminhar hoje?\nSenti cansaço.',
      author: { name: 'Maria em casa', role: 'patient' },
      createdAt: clock.now,
    });
    clock.now += 60_000;
    const answered = await member.post(thread(), { patientId: 'P-1', text: '  Pode, leve.  ' });
    expect(answered.status).toBe(201);
    expect(answered.body.message).toMatchObject({
      text: 'Pode, leve.',
      author: { name: 'Fisio Marta', role: 'clinic' },
    });
    const mine = await patient.get(thread());
    expect(mine.status).toBe(200);
    expect(mine.body.messages.map((m: { text: string }) => m.text)).toEqual([
      'Pode, leve.',
      'Posso caminhar hoje?\nSenti cansaço.',
    ]);
    const clinic = await viewer.get(thread('P-1'));
    expect(clinic.status).toBe(200);
    expect(clinic.body).toEqual(mine.body);
  });

  it('pages the thread with an opaque cursor', async () => {
    for (let i = 0; i < 3; i += 1) {
      scene.clock.now += 1000;
      await scene.member.post(thread(), { patientId: 'P-1', text: `nota ${i}` });
    }
    const first = await scene.member.get(`${thread('P-1')}&limit=2`);
    expect(first.body.messages.map((m: { text: string }) => m.text)).toEqual(['nota 2', 'nota 1']);
    const next = await scene.member.get(`${thread('P-1', first.body.nextCursor)}&limit=2`);
    expect(next.body.messages.map((m: { text: string }) => m.text)).toEqual([
      'nota 0',
      'Pode, leve.',
    ]);
    expect((await scene.member.get(thread('P-1', 'bm9wZQ'))).status).toBe(400);
  });

  it('pages messages written in the same millisecond once each, in a stable order', async () => {
    const ids = [
      '00000000-0000-4000-8000-00000000000a',
      '00000000-0000-4000-8000-00000000000c',
      '00000000-0000-4000-8000-00000000000b',
    ];
    scene.clock.now += 1000;
    for (const messageId of ids) {
      const body = { patientId: 'P-1', messageId, text: `mesmo instante ${messageId.at(-1)}` };
      expect((await scene.member.post(thread(), body)).status).toBe(201);
    }
    const whole = (await scene.member.get(`${thread('P-1')}&limit=100`)).body.messages;
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await scene.member.get(`${thread('P-1', cursor)}&limit=1`);
      expect(page.status).toBe(200);
      seen.push(...page.body.messages.map((m: { messageId: string }) => m.messageId));
      cursor = page.body.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(whole.map((m: { messageId: string }) => m.messageId));
    // Newest first; within the millisecond, by id, highest first.
    expect(seen.slice(0, 3)).toEqual([...ids].sort().reverse());
  });

  it('answers a resent message id with the stored message, once', async () => {
    const messageId = '6f1c0b8e-3d2a-4c4e-9a51-0d3f6b7c8e90';
    const body = { patientId: 'P-1', messageId, text: 'Uma vez só' };
    const first = await scene.member.post(thread(), body);
    const again = await scene.member.post(thread(), body);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const other = await scene.patient.post(thread(), { messageId, text: 'outra' });
    expect(other.status).toBe(409);
  });

  it('lets a viewer read but not write, and the front desk neither', async () => {
    expect((await viewer.post(thread(), { patientId: 'P-1', text: 'oi' })).status).toBe(403);
    expect((await frontDesk.get(thread('P-1'))).status).toBe(403);
    expect((await frontDesk.post(thread(), { patientId: 'P-1', text: 'oi' })).status).toBe(403);
    expect((await scene.member.get(thread('P-404'))).status).toBe(404);
  });

  it('refuses empty, oversize and control-character text, naming the field', async () => {
    for (const text of ['', '   ', 'x'.repeat(2001), 'a\u0000b', 'a\tb', 'a\u001bb', 42]) {
      const refused = await scene.patient.post(thread(), { text });
      expect(refused.status).toBe(400);
      expect(refused.body.error.details.map((d: { field: string }) => d.field)).toContain(
        'body.text',
      );
    }
    expect((await scene.patient.post(thread(), { text: 'x'.repeat(2000) })).status).toBe(201);
    const stray = await scene.patient.post(thread(), { text: 'oi', author: 'clinic' });
    expect(stray.status).toBe(400);
  });

  it('records every write and read in the audit trail against the patient', async () => {
    const audit = await scene.owner.get(apiPaths.audit({ patientId: 'P-1' }));
    const actions = audit.body.events.map((e: { action: string; actorName: string }) => [
      e.action,
      e.actorName,
    ]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['home.message-write', 'Maria em casa'],
        ['home.message-write', 'Fisio Marta'],
        ['home.message-read', 'Maria em casa'],
        ['home.message-read', 'Vera'],
      ]),
    );
  });

  it('puts the consent, the check-ins and the thread in the export', async () => {
    await readyForHome(scene);
    const checkInId = '0b6c1d5e-0000-4000-8000-0000000000c1';
    const at = scene.clock.now;
    const checkIn = { answers: { dizzy: true }, at };
    expect((await scene.patient.put(apiPaths.homeCheckIn(checkInId), checkIn)).status).toBe(200);
    const exported = await scene.owner.get(apiPaths.export());
    expect(exported.status).toBe(200);
    const [home] = exported.body.home;
    expect(home.patientId).toBe('P-1');
    expect(home.consents).toEqual([expect.objectContaining({ acceptedAt: at, withdrawnAt: null })]);
    expect(home.checkIns).toEqual([
      expect.objectContaining({ checkInId, redFlags: ['dizzy'], answers: expect.any(Object) }),
    ]);
    expect(home.messages[0]).toMatchObject({
      text: 'Posso caminhar hoje?\nSenti cansaço.',
      author: { name: 'Maria em casa', role: 'patient' },
    });
    expect(home.messages.length).toBeGreaterThan(5);
  });
});
