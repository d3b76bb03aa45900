/**
 * Attack suite, the audit trail: Bruno tries to put a made-up address on the failed sign-ins he
 * makes on Ana's account, to crash or pollute the sign-in log with junk bodies, to change Ana's
 * clinic (rename, delete, invite, change roles, remove, cancel) so that it is logged against her
 * clinic, and to read her patients so that her trail says someone did. A forged address or
 * an event in Ana's trail that did not happen to her is a breach; every request is counted.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { makePatient } from '../test/factories.js';
import { DATABASES, TEST_PASSWORD } from '../test/test-server.js';
import {
  type Clinician,
  createClinic,
  invite,
  ORG,
  setActive,
} from '../workspaces/clinic.test-helpers.js';
import { useAttackScene } from './attack-fixture.test-helpers.js';

const FORGED = '198.51.100.66';

describe.each(DATABASES)('audit trail attacks on %s', (kind) => {
  const scene = useAttackScene(kind);
  let ana: Clinician;
  let clinicId: string;
  let invitationId: string;

  /** Ana's events in one of her trails, oldest first. */
  const eventsIn = (workspaceId: string) =>
    scene.server.app.dataDb
      .selectFrom('audit_events')
      .select(['action', 'actor_id', 'address', 'detail'])
      .where('workspace_id', '=', workspaceId)
      .orderBy('event_id')
      .execute();
  const breachUnless = (ok: boolean, what: string) => {
    if (!ok) scene.tally.breaches++;
    expect(ok, what).toBe(true);
  };

  beforeAll(async () => {
    ana = scene.ana;
    clinicId = await createClinic(ana, 'Clínica da Ana');
    invitationId = (await invite(ana, 'nurse@clinic.test', 'member')).body.id;
    // Back in her own workspace, where the scene compares her records after every test.
    expect((await setActive(ana, null)).status).toBe(200);
  });

  it('records failed sign-ins on Ana with the address they came from, not the one sent', async () => {
    const before = (await eventsIn(ana.userId)).length;
    for (const email of [ana.email, ana.email.toUpperCase(), ` ${ana.email} `]) {
      const answer = await scene.send('POST', '/api/auth/sign-in/email', {
        cookie: '',
        body: { email, password: 'guessing-her-password' },
        headers: { 'x-ritmo-client-ip': FORGED, 'x-forwarded-for': FORGED },
      });
      expect(answer.status).toBeLessThan(500);
    }
    const failed = (await eventsIn(ana.userId)).slice(before);
    expect(failed.length).toBeGreaterThan(0);
    for (const event of failed) {
      expect(event.action).toBe('account.sign-in-failed');
      breachUnless(event.address !== FORGED, `forged address in the trail: ${event.address}`);
    }
  });

  it('answers junk sign-in bodies without a 5xx and logs none of them', async () => {
    const before = await eventsIn(ana.userId);
    const junk: unknown[] = [
      { email: [ana.email], password: 'x' },
      { email: { $ne: null }, password: 'x' },
      { email: 42, password: TEST_PASSWORD },
      { email: `${'a'.repeat(5000)}@x.test`, password: 'x' },
      { email: `${ana.email}\u0000`, password: 'x' },
      { email: "' OR 1=1 --", password: 'x' },
      { email: ana.email, password: ['x'] },
      { email: ana.email },
      'not json at all',
    ];
    for (const body of junk) {
      const answer = await scene.send('POST', '/api/auth/sign-in/email', { cookie: '', body });
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    const after = await eventsIn(ana.userId);
    breachUnless(after.length === before.length, `junk logged: ${after.length - before.length}`);
  });

  it("logs nothing in Ana's clinic for changes Bruno is refused", async () => {
    const before = await eventsIn(clinicId);
    const attempts: [string, unknown][] = [
      ['update', { organizationId: clinicId, data: { name: 'Bruno was here' } }],
      ['delete', { organizationId: clinicId }],
      ['invite-member', { organizationId: clinicId, email: 'bruno2@x.test', role: 'owner' }],
      ['update-member-role', { organizationId: clinicId, memberId: ana.userId, role: 'viewer' }],
      ['remove-member', { organizationId: clinicId, memberIdOrEmail: ana.email }],
      ['cancel-invitation', { invitationId }],
      ['accept-invitation', { invitationId }],
      ['leave', { organizationId: clinicId }],
      ['update', { organizationId: [clinicId], data: { name: 'x' } }],
    ];
    for (const [path, body] of attempts) {
      const answer = await scene.send('POST', `${ORG}/${path}`, { body });
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
    }
    const after = await eventsIn(clinicId);
    breachUnless(after.length === before.length, JSON.stringify(after.slice(before.length)));
  });

  it("deletes no clinic that holds records without its owner's password, however sent", async () => {
    // Ana's clinic gets a patient; she goes back to her own workspace for the scene's checks.
    expect((await setActive(ana, clinicId)).status).toBe(200);
    expect((await ana.put(apiPaths.patient('K-1'), makePatient())).status).toBe(200);
    expect((await setActive(ana, null)).status).toBe(200);
    const asAna = (body: unknown) =>
      scene.send('POST', `${ORG}/delete`, { cookie: ana.cookie, body });
    const sneaky: unknown[] = [
      { organizationId: clinicId, password: [TEST_PASSWORD] },
      { organizationId: clinicId, password: { $ne: null } },
      { organizationId: clinicId, password: '' },
      { organizationId: clinicId, password: 'x'.repeat(100_000) },
      { organizationId: clinicId, password: null },
    ];
    for (const body of sneaky) {
      const answer = await asAna(body);
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    // Bruno, a stranger, learns nothing of what the clinic holds.
    const stranger = await scene.send('POST', `${ORG}/delete`, {
      body: { organizationId: clinicId, password: TEST_PASSWORD },
    });
    expect(stranger.status).toBeGreaterThanOrEqual(400);
    breachUnless(!/patient|session/i.test(JSON.stringify(stranger.body)), 'counts told a stranger');
    const still = await ana.get(`${ORG}/get-full-organization?organizationId=${clinicId}`);
    breachUnless(still.body?.id === clinicId, 'the clinic was deleted');
  });

  it("puts Bruno's reads of Ana's patient ids in his own trail only", async () => {
    const anaBefore = (await eventsIn(ana.userId)).length;
    expect((await scene.send('GET', apiPaths.patient('ANA-1'))).status).toBe(404);
    const list = await scene.send('GET', apiPaths.activities({ patientId: 'ANA-1' }));
    expect(list.status).toBe(200);
    expect(list.body.activities).toEqual([]);
    const anaAfter = (await eventsIn(ana.userId)).length;
    breachUnless(anaAfter === anaBefore, "Bruno's reads landed in Ana's trail");
    const bruno = await eventsIn(scene.bruno.userId);
    // A 404 read nothing; the (empty) list of ANA-1's sessions in his workspace was asked for.
    expect(bruno.filter((e) => e.action === 'patient.read')).toEqual([]);
    expect(bruno.filter((e) => e.action === 'activity.list')).toHaveLength(1);
  });
});
