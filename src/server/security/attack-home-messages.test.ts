/**
 * Attack suite, home messages (PRODUCT.md section 12): P-1's thread is read and written only by
 * its patient user and the clinic's roles that may. A member of another clinic (with its own
 * P-1), the patient user of another patient, the front desk and a viewer writing each get a
 * refusal or their own thread, never P-1's; oversize and odd bodies answer 4xx. After each test
 * P-1's thread and the clinic's records are exactly as they were. SQLite and PostgreSQL.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { type HomeScene, linkPatientUser, startHomeScene } from '../home/home.test-helpers.js';
import { makePatient } from '../test/factories.js';
import { DATABASES } from '../test/test-server.js';
import { type Clinician, createClinic, newMember } from '../workspaces/clinic.test-helpers.js';
import { expectApiError, snapshotOf } from './attack.test-helpers.js';
import { type AttackTally, countedSender } from './attack-fixture.test-helpers.js';

const SECRET = 'Resultado do ECG: só para a P-1';
const thread = (patientId?: string) => apiPaths.homeMessages({ patientId });

describe.each(DATABASES)('home-message attacks on %s', (kind) => {
  let scene: HomeScene;
  let otherPatient: Clinician;
  let otherClinic: Clinician;
  let frontDesk: Clinician;
  let viewer: Clinician;
  let before: unknown;
  const tally: AttackTally = { attacks: 0, serverErrors: 0, breaches: 0 };
  const sendCounted = countedSender(() => scene.server.baseUrl, tally);
  const send = async (who: Clinician, method: string, path: string, body?: unknown) => {
    const response = await sendCounted(who, method, path, body);
    if (JSON.stringify(response.body ?? '').includes(SECRET)) tally.breaches++;
    return response;
  };
  const state = async () => ({
    records: await snapshotOf(scene.owner),
    thread: (await scene.owner.get(`${thread('P-1')}&limit=100`)).body,
  });

  beforeAll(async () => {
    scene = await startHomeScene(kind);
    await scene.owner.put(apiPaths.patient('P-2'), makePatient({ patientName: 'Outra' }));
    otherPatient = await linkPatientUser(scene.server, scene.member, 'P-2', 'Outra paciente');
    frontDesk = await newMember(scene.server, scene.owner, scene.clinicId, 'front-desk', 'Rita');
    viewer = await newMember(scene.server, scene.owner, scene.clinicId, 'viewer', 'Vera');
    otherClinic = (await scene.server.signUp('Dr. Outro')) as Clinician;
    await createClinic(otherClinic, 'Outra Clínica');
    // The same patient id in another clinic: a thread of its own, never this one.
    expect((await otherClinic.put(apiPaths.patient('P-1'), makePatient())).status).toBe(200);
    expect((await scene.member.post(thread(), { patientId: 'P-1', text: SECRET })).status).toBe(
      201,
    );
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
      `home-message attacks on ${kind}: ${tally.attacks} sent, ${tally.serverErrors} 5xx, ${tally.breaches} breaches`,
    );
    expect({ serverErrors: tally.serverErrors, breaches: tally.breaches }).toEqual({
      serverErrors: 0,
      breaches: 0,
    });
  });

  it("keeps a member of another clinic in its own clinic's threads", async () => {
    const read = await send(otherClinic, 'GET', thread('P-1'));
    expect(read.status).toBe(200);
    expect(read.body.messages).toEqual([]);
    expectApiError(await send(otherClinic, 'GET', thread('P-2')), 404);
    expectApiError(await send(otherClinic, 'GET', thread()), 403);
    expectApiError(await send(otherClinic, 'POST', thread(), { patientId: 'P-2', text: 'x' }), 404);
    expectApiError(await send(otherClinic, 'POST', thread(), { text: 'x' }), 403);
  });

  it("keeps another patient's user out of P-1's thread, whatever it names", async () => {
    for (const patientId of ['P-1', 'P-2']) {
      expectApiError(await send(otherPatient, 'GET', thread(patientId)), [403, 404]);
      const body = { patientId, text: 'intruso' };
      expectApiError(await send(otherPatient, 'POST', thread(), body), [403, 404]);
    }
    const own = await send(otherPatient, 'GET', thread());
    expect(own.body.messages).toEqual([]);
    expectApiError(await send(otherPatient, 'GET', `${thread()}?patientId=`), [400, 403]);
  });

  it('refuses the front desk every read and write, and a viewer every write', async () => {
    expectApiError(await send(frontDesk, 'GET', thread('P-1')), 403);
    expectApiError(await send(frontDesk, 'GET', thread()), 403);
    expectApiError(await send(frontDesk, 'POST', thread(), { patientId: 'P-1', text: 'x' }), 403);
    expectApiError(await send(frontDesk, 'POST', thread(), { text: 'x' }), 403);
    expectApiError(await send(viewer, 'POST', thread(), { patientId: 'P-1', text: 'x' }), 403);
    expectApiError(await send(viewer, 'POST', thread(), { text: 'x' }), 403);
  });

  it("refuses taking over a stored message's id", async () => {
    const { messageId } = (before as { thread: { messages: { messageId: string }[] } }).thread
      .messages[0]!;
    const body = { messageId, text: 'trocado' };
    expectApiError(await send(scene.patient, 'POST', thread(), body), 409);
    expectApiError(await send(otherPatient, 'POST', thread(), body), 409);
    const asClinic = { ...body, patientId: 'P-2' };
    expectApiError(await send(scene.member, 'POST', thread(), asClinic), 409);
  });

  it('answers oversize and odd bodies and queries with 4xx', async () => {
    const junk: [string, string, unknown][] = [
      ['POST', thread(), { text: 'x'.repeat(2001) }],
      ['POST', thread(), { text: 'x'.repeat(200_000) }],
      ['POST', thread(), { text: '\u0000' }],
      ['POST', thread(), { text: 'a\u202e\u0007b' }],
      ['POST', thread(), { text: '\ud800' }],
      ['POST', thread(), { text: ['a'] }],
      ['POST', thread(), { text: { toString: 'x' } }],
      ['POST', thread(), { text: 'ok', messageId: 'not-a-uuid' }],
      ['POST', thread(), { text: 'ok', patientId: '' }],
      ['POST', thread(), { text: 'ok', patientId: null }],
      ['POST', thread(), { text: 'ok', patientId: '../P-1' }],
      ['POST', thread(), { text: 'ok', patientId: ['P-1'] }],
      ['POST', thread(), '{"text":"ok","__proto__":{"patientId":"P-1"}}'],
      ['POST', thread(), '{"text":"ok","constructor":{"prototype":{"patientId":"P-1"}}}'],
      ['POST', thread(), []],
      ['POST', thread(), 'null'],
      ['POST', thread(), {}],
      ['GET', `${thread('P-1')}&limit=0`, undefined],
      ['GET', `${thread('P-1')}&limit=1e9`, undefined],
      ['GET', `${thread('P-1')}&cursor=%00%01`, undefined],
      ['GET', `${thread()}?cursor=${'a'.repeat(500)}`, undefined],
      ['GET', `${thread()}?patientId=P-1&patientId=P-2`, undefined],
      // Forged page cursors: only a (time, id) this server could have issued is a position.
      ...[
        [0, "' or 1=1--"],
        [-1, 'ab'],
        [1.5, 'ab'],
        ['1', 'ab'],
        [1, 'ab', 'extra'],
        [1],
        { time: 1, id: 'ab' },
        [1, 'a'.repeat(65)],
        [1, null],
      ].map((forged): [string, string, unknown] => [
        'GET',
        `${thread('P-1')}&cursor=${Buffer.from(JSON.stringify(forged)).toString('base64url')}`,
        undefined,
      ]),
      [
        'GET',
        `${thread('P-1')}&cursor=${Buffer.from('[1e400,"ab"]').toString('base64url')}`,
        undefined,
      ],
      ['GET', `${thread('P-1')}&cursor=a&cursor=b`, undefined],
      ['GET', `${thread()}?cursor=${Buffer.from('[1,"ab"').toString('base64url')}`, undefined],
    ];
    for (const who of [scene.patient, otherPatient, scene.member, viewer]) {
      for (const [method, path, body] of junk) {
        const response = await send(who, method, path, body);
        expectApiError(response, [400, 403, 404, 413], `${method} ${path}`);
      }
    }
  });
});
