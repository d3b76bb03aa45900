/**
 * Attack suite, clinics: a viewer writing, a removed member calling every data endpoint, a
 * member of clinic X naming clinic Y (set-active, Y's ids on X's endpoints, made-up workspace
 * parameters), an invitation used twice or by another e-mail, members and viewers reading the
 * audit trail, and one clinic reading another's. Every attempt is counted with the shared
 * scene's; after each test both clinics' records must be exactly as they were (a change counts
 * as a breach), besides Ana's, which the scene checks.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { parseCsv, tableOf } from '../../common/csv/csv-read-back.test-helpers.js';
import { makeActivity, makePatient } from '../test/factories.js';
import { DATABASES, type TestResponse } from '../test/test-server.js';
import {
  type Clinician,
  createClinic,
  invite,
  join,
  newMember,
  ORG,
  removeMember,
  setActive,
} from '../workspaces/clinic.test-helpers.js';
import { dataEndpoints, type Endpoint, expectApiError, snapshotOf } from './attack.test-helpers.js';
import { sessionBody, useAttackScene } from './attack-fixture.test-helpers.js';

const WRITES = (patientId: string, activityId: string): Endpoint[] =>
  dataEndpoints(patientId, activityId).filter((e) => e.method !== 'GET' && e.path !== '/api/me');

const AUDIT_READS = [
  '/api/audit',
  '/api/audit?limit=200',
  '/api/audit?patientId=X-1',
  '/api/audit.csv',
  '/api/audit.csv?from=0&to=9999999999999',
];

describe.each(DATABASES)('clinic attacks on %s', (kind) => {
  const scene = useAttackScene(kind);
  let olga: Clinician; // owner of clinic X
  let member: Clinician;
  let viewer: Clinician;
  let removed: Clinician;
  let carla: Clinician; // owner of clinic Y
  let clinicX: string;
  let clinicY: string;
  let xActivityId: string;
  let yActivityId: string;
  let before: { x: unknown; y: unknown };

  const as = (client: Clinician, endpoint: Endpoint) =>
    scene.send(endpoint.method, endpoint.path, { cookie: client.cookie, body: endpoint.body });
  const clinicsNow = async () => ({ x: await snapshotOf(olga), y: await snapshotOf(carla) });

  beforeAll(async () => {
    const { server } = scene;
    olga = await server.signUp('Dra. Olga');
    clinicX = await createClinic(olga, 'Clínica X');
    member = await newMember(server, olga, clinicX, 'member', 'Fisio Membro');
    viewer = await newMember(server, olga, clinicX, 'viewer', 'Dr. Leitor');
    removed = await newMember(server, olga, clinicX, 'member', 'Fisio Removido');
    await olga.put(apiPaths.patient('X-1'), makePatient());
    const xSession = makeActivity('X-1');
    xActivityId = xSession.activityId;
    await member.put(apiPaths.activity(xActivityId), sessionBody('X-1', xSession));
    expect((await removeMember(olga, removed, clinicX)).status).toBe(200);

    carla = await server.signUp('Dra. Carla');
    clinicY = await createClinic(carla, 'Clínica Y');
    await carla.put(apiPaths.patient('Y-1'), makePatient({ patientName: 'Paciente Y' }));
    const ySession = makeActivity('Y-1');
    yActivityId = ySession.activityId;
    await carla.put(apiPaths.activity(yActivityId), sessionBody('Y-1', ySession));
    before = await clinicsNow();
  });

  afterEach(async () => {
    const now = await clinicsNow();
    if (JSON.stringify(now) !== JSON.stringify(before)) scene.tally.breaches++;
    expect(now).toEqual(before);
  });

  it('answers 403 to a viewer on every write endpoint, existing ids and new', async () => {
    const fresh = makeActivity('X-1').activityId;
    for (const endpoint of [...WRITES('X-1', xActivityId), ...WRITES('X-NEW', fresh)]) {
      const response = await as(viewer, endpoint);
      expectApiError(response, 403, `${endpoint.method} ${endpoint.path}`);
    }
    // With an If-Match of the right version too.
    const headers = { 'if-match': '"1"' };
    for (const method of ['PUT', 'DELETE']) {
      const body = method === 'PUT' ? makePatient() : undefined;
      const response = await scene.send(method, '/api/patients/X-1', {
        cookie: viewer.cookie,
        body,
        headers,
      });
      expectApiError(response, 403, `${method} with If-Match`);
    }
  });

  it('answers 403 to a removed member on every data endpoint and the audit trail', async () => {
    const endpoints = [
      ...dataEndpoints('X-1', xActivityId).filter((e) => e.path !== '/api/me'),
      ...AUDIT_READS.map((path): Endpoint => ({ method: 'GET', path })),
      { method: 'GET', path: `/api/activities/${xActivityId}?purpose=csv` } as Endpoint,
    ];
    for (const endpoint of endpoints) {
      const response = await as(removed, endpoint);
      expectApiError(response, 403, `${endpoint.method} ${endpoint.path}`);
      expect(response.body.error.message).toMatch(/no longer a member/);
    }
    // Making the clinic active again is refused too.
    const again = await scene.send('POST', `${ORG}/set-active`, {
      cookie: removed.cookie,
      body: { organizationId: clinicX },
    });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
  });

  it('refuses a member of clinic X who names clinic Y, and shows Y nothing', async () => {
    for (const body of [
      { organizationId: clinicY },
      { organizationSlug: 'clinica-y' },
      { organizationId: clinicY, organizationSlug: 'clinica-x' },
    ]) {
      const response = await scene.send('POST', `${ORG}/set-active`, {
        cookie: member.cookie,
        body,
      });
      expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    // A refused switch leaves the session in X (clinic-switch.ts), never in Y nor personal.
    const session = await member.get('/api/auth/get-session');
    expect(session.body.session.activeOrganizationId).toBe(clinicX);

    // Y's ids on X's endpoints: as ids that never existed (no write can reach Y's rows).
    const named = `workspaceId=${clinicY}&organizationId=${clinicY}`;
    const reads: Endpoint[] = [
      { method: 'GET', path: `/api/patients/Y-1?${named}` },
      { method: 'GET', path: `/api/patients/Y-1/trend?${named}` },
      { method: 'GET', path: `/api/patients/Y-1/fhir?${named}` },
      { method: 'GET', path: `/api/activities/${yActivityId}?${named}` },
      { method: 'DELETE', path: `/api/activities/${yActivityId}?${named}` },
      { method: 'DELETE', path: `/api/patients/Y-1?${named}` },
      { method: 'PUT', path: `/api/activities/${yActivityId}`, body: sessionBody('Y-1') },
    ];
    for (const endpoint of reads) {
      const response = await scene.send(endpoint.method, endpoint.path, {
        cookie: member.cookie,
        body: endpoint.body,
        headers: { 'x-workspace-id': clinicY, 'x-organization-id': clinicY },
      });
      expectApiError(response, 404, `${endpoint.method} ${endpoint.path}`);
    }
    const list = await scene.send('GET', `/api/activities?patientId=Y-1&${named}`, {
      cookie: member.cookie,
    });
    expect(list.status).toBe(200);
    expect(list.body.activities).toEqual([]);
  });

  it('moves no patient into a clinic the caller cannot write, nor any patient not their own', async () => {
    const transfer = (client: Clinician, clinicId: string, patientIds: string[]) =>
      scene.send('POST', apiPaths.patientTransfers(), {
        cookie: client.cookie,
        body: { clinicId, patientIds },
      });
    // Each attacker holds a personal patient of their own to try with.
    for (const client of [member, viewer, removed]) {
      expect((await setActive(client, null)).status).toBeLessThan(500);
      expect((await client.put(apiPaths.patient('OWN-1'), makePatient())).status).toBe(200);
    }
    expectApiError(await transfer(member, clinicY, ['OWN-1']), 404, 'member into Y');
    expectApiError(await transfer(removed, clinicX, ['OWN-1']), 404, 'removed member into X');
    expectApiError(await transfer(viewer, clinicX, ['OWN-1']), 403, 'viewer into X');
    // Another workspace's patients are never the source: only the caller's personal one is.
    expectApiError(await transfer(member, clinicX, ['X-1']), 404, "X's patient into X");
    expectApiError(await transfer(member, clinicX, ['Y-1']), 404, "Y's patient into X");
    expectApiError(await transfer(carla, clinicY, ['Y-1']), 404, "Y's patient by Y's owner");
    expectApiError(await transfer(member, olga.userId, ['OWN-1']), 404, 'a user id as clinic');
    expectApiError(await transfer(member, member.userId, ['OWN-1']), 404, 'own personal id');
    for (const client of [member, viewer]) {
      expect((await setActive(client, clinicX)).status).toBe(200);
    }
  });

  it('lets an invitation work only once and only for the e-mail it names', async () => {
    const invited = await scene.server.signUp('Convidada');
    const invitation = await invite(olga, invited.email, 'viewer');
    expect(invitation.status).toBe(200);
    const accept = (client: { cookie: string }, id = invitation.body.id) =>
      scene.send('POST', `${ORG}/accept-invitation`, {
        cookie: client.cookie,
        body: { invitationId: id },
      });
    const refusals: TestResponse[] = [await accept(scene.bruno), await accept(carla)];
    expect((await join(invited, invitation.body.id)).status).toBe(200);
    refusals.push(await accept(invited), await accept(scene.bruno), await accept(member));
    refusals.push(await accept(scene.bruno, 'not-an-invitation'), await accept(scene.bruno, ''));
    for (const response of refusals) {
      expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    // Bruno never got in: naming X is refused, and his data API stays personal.
    const named = await scene.send('POST', `${ORG}/set-active`, {
      body: { organizationId: clinicX },
    });
    expect(named.status).toBeGreaterThanOrEqual(400);
    expectApiError(await scene.send('GET', '/api/patients/X-1'), 404, 'X-1 as Bruno');
    const ownTrail = await scene.send('GET', '/api/audit?patientId=X-1');
    expect(ownTrail.status).toBe(200);
    expect(ownTrail.body.events).toEqual([]);
  });

  it('answers 403 to a member or viewer reading the audit trail, however asked', async () => {
    for (const reader of [member, viewer]) {
      for (const path of [...AUDIT_READS, `/api/audit?actorId=${olga.userId}&limit=1`]) {
        const response = await scene.send('GET', path, { cookie: reader.cookie });
        expectApiError(response, 403, `${reader.email} ${path}`);
      }
    }
  });

  it("shows one clinic's owner none of another clinic's trail", async () => {
    const foreign = (events: { actorId: string; patientId: string | null }[]) =>
      events.filter((e) => e.actorId !== carla.userId || e.patientId === 'X-1');
    for (const path of [
      '/api/audit?limit=200',
      `/api/audit?limit=200&actorId=${olga.userId}`,
      `/api/audit?limit=200&actorId=${member.userId}`,
      '/api/audit?limit=200&patientId=X-1',
      `/api/audit?limit=200&workspaceId=${clinicX}&organizationId=${clinicX}`,
    ]) {
      const response = await scene.send('GET', path, { cookie: carla.cookie });
      expect(response.status).toBe(200);
      expect(foreign(response.body.events), path).toEqual([]);
    }
    const csv = await scene.send('GET', `/api/audit.csv?actorId=${member.userId}`, {
      cookie: carla.cookie,
    });
    expect(csv.status).toBe(200);
    // Header rows and the column names; no event of the other clinic's member.
    expect(tableOf(parseCsv(String(csv.body), 'en'))).toEqual([]);
    // And X's owner, naming Y's patient and owner, sees nothing of Y.
    const mirrored = await scene.send('GET', `/api/audit?patientId=Y-1&actorId=${carla.userId}`, {
      cookie: olga.cookie,
    });
    expect(mirrored.status).toBe(200);
    expect(mirrored.body.events).toEqual([]);
  });
});
