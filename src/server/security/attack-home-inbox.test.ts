/**
 * Attack suite, the home inbox (issue 40) and the chart's home-access panel (issue 39): a member of another clinic, a patient user (of the
 * patient the rows are about, and of another), the front desk and a viewer writing try to read
 * or review the clinic's inbox rows, or send a patient a message through a review (a forged row
 * id naming another clinic's patient); junk row ids, cursors, bodies and messages. Every thread
 * stays as it was. None may see a row of
 * the clinic's (its session and check-in ids stay out of every answer) nor change one (the inbox
 * and the records are exactly as they were after each test); 0 5xx. SQLite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import {
  type HomeScene,
  linkPatientUser,
  readyForHome,
  startHomeScene,
} from '../home/home.test-helpers.js';
import { makeActivity, makePatient } from '../test/factories.js';
import { DATABASES } from '../test/test-server.js';
import { type Clinician, createClinic, newMember } from '../workspaces/clinic.test-helpers.js';
import { snapshotOf } from './attack.test-helpers.js';
import { type AttackTally, countedSender } from './attack-fixture.test-helpers.js';

describe.each(DATABASES)('home inbox attacks on %s', (kind) => {
  let scene: HomeScene;
  let stranger: Clinician;
  let frontDesk: Clinician;
  let viewer: Clinician;
  let otherPatient: Clinician;
  let secrets: string[];
  let before: unknown;
  const tally: AttackTally = { attacks: 0, serverErrors: 0, breaches: 0 };

  const sendCounted = countedSender(() => scene.server.baseUrl, tally);
  const send = async (who: Clinician, method: string, path: string, body?: unknown) => {
    const response = await sendCounted(who, method, path, body);
    const text = JSON.stringify(response.body) ?? '';
    if (secrets.some((secret) => text.includes(secret))) tally.breaches++;
    for (const secret of secrets) expect(text, `${method} ${path}`).not.toContain(secret);
    return response;
  };
  const threadOf = async (who: Clinician, patientId?: string) =>
    (await who.get(apiPaths.homeMessages({ patientId, limit: 100 }))).body;
  const state = async () => ({
    records: await snapshotOf(scene.owner),
    inbox: (await scene.owner.get(apiPaths.homeInbox({ limit: 100 }))).body,
    // Every thread a forged review could write to, read by the patient users themselves.
    threads: [await threadOf(scene.patient), await threadOf(otherPatient)],
    strangerThread: await threadOf(stranger, 'P-9'),
  });

  beforeAll(async () => {
    scene = await startHomeScene(kind);
    const { server, owner, member, clinicId } = scene;
    stranger = (await server.signUp('Outra Clínica')) as Clinician;
    await createClinic(stranger, 'Outra');
    // The other clinic's own patient, whom a forged row id may name.
    await stranger.put(apiPaths.patient('P-9'), makePatient({ patientName: 'De outra clínica' }));
    frontDesk = await newMember(server, owner, clinicId, 'front-desk', 'Rita Recepção');
    viewer = await newMember(server, owner, clinicId, 'viewer', 'Vera Leitora');
    await owner.put(apiPaths.patient('P-2'), makePatient({ patientName: 'Outra' }));
    otherPatient = await linkPatientUser(server, member, 'P-2', 'Outra paciente');
    await readyForHome(scene);
    const { activityId, ...session } = makeActivity('P-1', {
      startedAt: scene.clock.now - 3_600_000,
    });
    expect((await scene.patient.put(apiPaths.homeSession(activityId), session)).status).toBe(200);
    const checkInId = randomUUID();
    const checkIn = { answers: { dizzy: true }, at: scene.clock.now };
    expect((await scene.patient.put(apiPaths.homeCheckIn(checkInId), checkIn)).status).toBe(200);
    secrets = [activityId, checkInId];
    before = await state();
    expect((before as { inbox: { total: number } }).inbox.total).toBe(2);
  });
  afterEach(async () => {
    const now = await state();
    if (JSON.stringify(now) !== JSON.stringify(before)) tally.breaches++;
    expect(now).toEqual(before);
  });
  afterAll(async () => {
    await scene.server.close();
    console.info(
      `home inbox attacks on ${kind}: ${tally.attacks} sent, ${tally.serverErrors} 5xx, ${tally.breaches} breaches`,
    );
    expect({ serverErrors: tally.serverErrors, breaches: tally.breaches }).toEqual({
      serverErrors: 0,
      breaches: 0,
    });
  });

  const rowIds = () => [...secrets.map((id, i) => `${i === 0 ? 's' : 'c'}:${id}`), 'o:P-1'];

  it('shows another clinic, the patient users and the front desk none of the rows', async () => {
    for (const who of [stranger, scene.patient, otherPatient]) {
      const read = await send(who, 'GET', apiPaths.homeInbox({ limit: 100 }));
      expect(read.status).toBe(200);
      expect(read.body.total).toBe(0);
      expect((await send(who, 'GET', apiPaths.homeInboxCount())).body).toEqual({ total: 0 });
    }
    expect((await send(frontDesk, 'GET', apiPaths.homeInbox())).status).toBe(403);
    // The chart's home-access panel: the same people read nothing of it.
    for (const who of [stranger, scene.patient, otherPatient, frontDesk]) {
      expect((await send(who, 'GET', apiPaths.homeAccess('P-1'))).status).toBeGreaterThanOrEqual(
        403,
      );
    }
  });

  it('lets none of them, nor a viewer, review a row', async () => {
    for (const itemId of rowIds()) {
      const path = apiPaths.homeInboxReview(itemId);
      for (const who of [stranger, scene.patient, otherPatient]) {
        expect((await send(who, 'POST', path, {})).status).toBe(404);
      }
      expect((await send(frontDesk, 'POST', path, {})).status).toBe(403);
      expect((await send(viewer, 'POST', path, {})).status).toBe(403);
    }
  });

  it('sends no message through a forged, foreign or refused review', async () => {
    const message = { message: 'Mensagem forjada' };
    for (const itemId of rowIds()) {
      const path = apiPaths.homeInboxReview(itemId);
      for (const who of [stranger, scene.patient, otherPatient]) {
        expect((await send(who, 'POST', path, message)).status).toBe(404);
      }
      expect((await send(frontDesk, 'POST', path, message)).status).toBe(403);
      expect((await send(viewer, 'POST', path, message)).status).toBe(403);
    }
    // A member of this clinic naming another clinic's patient, or a patient not overdue here.
    for (const itemId of ['o:P-9', 'o:P-2', 'o:P-404', `s:${randomUUID()}`, `c:${randomUUID()}`]) {
      const path = apiPaths.homeInboxReview(itemId);
      expect((await send(scene.member, 'POST', path, message)).status).toBe(404);
      expect((await send(stranger, 'POST', path, message)).status).toBe(404);
    }
  });

  it('refuses an empty, oversize or non-string message, leaving the row open', async () => {
    const path = apiPaths.homeInboxReview(rowIds()[0] ?? '');
    const bodies: unknown[] = [
      { message: '' },
      { message: ' \n ' },
      { message: 'x'.repeat(2001) },
      { message: 'x'.repeat(100_000) },
      { message: 42 },
      { message: null },
      { message: ['oi'] },
      { message: { text: 'oi' } },
      { message: 'a\u0000b' },
      { message: 'a\u202eb\u0007' },
      { message: 'oi', patientId: 'P-2' },
      'message=oi',
    ];
    for (const body of bodies) {
      const refused = await send(scene.member, 'POST', path, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('answers junk ids, cursors and bodies with 4xx', async () => {
    const junk: [string, string, unknown][] = [
      ['POST', '/api/home/inbox/%00/review', {}],
      ['POST', '/api/home/inbox/s%3A..%2F..%2Fpatients/review', {}],
      ['POST', `/api/home/inbox/${'s:'.padEnd(200, 'a')}/review`, {}],
      ['POST', '/api/home/inbox/x%3AP-1/review', {}],
      ['POST', apiPaths.homeInboxReview('o:P-1'), []],
      ['POST', apiPaths.homeInboxReview('o:P-1'), { message: 'x'.repeat(3000) }],
      ['POST', apiPaths.homeInboxReview("o:P-1' or 1=1"), {}],
      ['GET', '/api/home/inbox?limit=100000', undefined],
      ['GET', '/api/home/inbox?cursor=-1', undefined],
      ['GET', '/api/home/inbox?cursor=99999999999', undefined],
      ['GET', '/api/home/inbox?limit=1&limit=2', undefined],
    ];
    for (const [method, path, body] of junk) {
      const response = await send(scene.member, method, path, body);
      expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
    }
    // A cursor past the end is no error: an empty page.
    const past = await send(viewer, 'GET', apiPaths.homeInbox({ cursor: '999999' }));
    expect(past.body).toMatchObject({ items: [], total: 2, nextCursor: null });
  });
});
