/**
 * Attack suite, the home inbox (issue 40) and the chart's home-access panel (issue 39): a member of another clinic, a patient user (of the
 * patient the rows are about, and of another), the front desk and a viewer writing try to read
 * or review the clinic's inbox rows; junk row ids, cursors and bodies. None may see a row of
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
  const state = async () => ({
    records: await snapshotOf(scene.owner),
    inbox: (await scene.owner.get(apiPaths.homeInbox({ limit: 100 }))).body,
  });

  beforeAll(async () => {
    scene = await startHomeScene(kind);
    const { server, owner, member, clinicId } = scene;
    stranger = (await server.signUp('Outra Clínica')) as Clinician;
    await createClinic(stranger, 'Outra');
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
