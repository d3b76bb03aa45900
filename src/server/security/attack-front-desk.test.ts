/**
 * Attack suite, the front desk (PRODUCT.md section 11): a `front-desk` member of clinic X sees
 * the patient list (who, not their clinical record) and class attendance, and gets a 403 from
 * every other data endpoint: readings, notes, assessments, programmes, exports, FHIR and the
 * audit trail, with existing ids and made-up ones. Clinic X's records stay exactly as they were.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { makeActivity, makePatient } from '../test/factories.js';
import { DATABASES } from '../test/test-server.js';
import { type Clinician, createClinic, newMember } from '../workspaces/clinic.test-helpers.js';
import { dataEndpoints, type Endpoint, expectApiError, snapshotOf } from './attack.test-helpers.js';
import { sessionBody, useAttackScene } from './attack-fixture.test-helpers.js';

/** What the front desk may call: who it is, the patient list, attendance, the lock setting. */
const ALLOWED = new Set([
  'GET /api/me',
  'GET /api/patients',
  'GET /api/patients?includeArchived=true',
]);

const CLINICAL_READS = (patientId: string, activityId: string): Endpoint[] =>
  [
    '/api/audit',
    '/api/audit.csv',
    `/api/activities/${activityId}?purpose=csv`,
    `/api/activities/${activityId}?purpose=print`,
    `/api/activities?classId=${activityId}`,
    `/api/patients/${patientId}/trend?timeZone=UTC`,
  ].map((path) => ({ method: 'GET', path }));

describe.each(DATABASES)('front-desk attacks on %s', (kind) => {
  const scene = useAttackScene(kind);
  let olga: Clinician;
  let desk: Clinician;
  let activityId: string;
  let classId: string;
  let clinicId: string;
  let before: unknown;

  const as = (endpoint: Endpoint) =>
    scene.send(endpoint.method, endpoint.path, { cookie: desk.cookie, body: endpoint.body });

  beforeAll(async () => {
    const { server } = scene;
    olga = await server.signUp('Dra. Olga');
    clinicId = await createClinic(olga, 'Clínica Recepção');
    desk = await newMember(server, olga, clinicId, 'front-desk', 'Rita Recepção');
    await olga.put(
      apiPaths.patient('X-1'),
      makePatient({ patientName: 'Paciente Um', notes: 'angina at rest', restingHr: 71 }),
    );
    const session = makeActivity('X-1');
    activityId = session.activityId;
    classId = session.activityId;
    const saved = await olga.put(apiPaths.activity(activityId), sessionBody('X-1', { classId }));
    expect(saved.status).toBe(200);
    before = await snapshotOf(olga);
  });

  afterEach(async () => {
    const now = await snapshotOf(olga);
    if (JSON.stringify(now) !== JSON.stringify(before)) scene.tally.breaches++;
    expect(now).toEqual(before);
  });

  it('answers 403 on every clinical endpoint, existing ids and new', async () => {
    const endpoints = [
      ...dataEndpoints('X-1', activityId),
      ...dataEndpoints('X-NEW', makeActivity('X-NEW').activityId),
      ...CLINICAL_READS('X-1', activityId),
    ].filter((e) => !ALLOWED.has(`${e.method} ${e.path}`) && e.path !== '/api/me');
    expect(endpoints.length).toBeGreaterThan(40);
    for (const endpoint of endpoints) {
      const response = await as(endpoint);
      expectApiError(response, 403, `${endpoint.method} ${endpoint.path}`);
    }
    const transfer = await scene.send('POST', '/api/patient-transfers', {
      cookie: desk.cookie,
      body: { clinicId, patientIds: ['X-1'] },
    });
    expectApiError(transfer, 403, 'POST /api/patient-transfers into her clinic');
    const settings = await scene.send('PUT', '/api/clinic-settings', {
      cookie: desk.cookie,
      body: { inactivityLockMinutes: 60 },
    });
    expectApiError(settings, 403, 'PUT /api/clinic-settings');
  });

  it('lists the patients without their clinical record, and the class attendance', async () => {
    const list = await as({ method: 'GET', path: '/api/patients' });
    expect(list.status).toBe(200);
    // Name and phone, as the role table in docs/architecture.md says: exactly these keys, archived patients too.
    expect(list.body.patients).toEqual([
      { patientId: 'X-1', patientName: 'Paciente Um', phone: null },
    ]);
    const withArchived = await as({ method: 'GET', path: '/api/patients?includeArchived=true' });
    expect(withArchived.body.patients).toEqual(list.body.patients);

    const attendance = await as({ method: 'GET', path: '/api/attendance' });
    expect(attendance.status).toBe(200);
    expect(attendance.body.attendance).toEqual([
      { classId, patientId: 'X-1', startedAt: expect.any(Number), endedAt: expect.any(Number) },
    ]);
    const lock = await as({ method: 'GET', path: '/api/clinic-settings' });
    expect(lock.body).toMatchObject({ inactivityLockMinutes: 15, canChange: false });
    // The owner still sees the whole record.
    const full = await olga.get('/api/patients');
    expect(full.body.patients[0]).toMatchObject({ notes: 'angina at rest', restingHr: 71 });
  });

  it('refuses junk attendance ranges with a 400 naming the field', async () => {
    for (const query of ['from=-1', 'to=abc', 'from=1e400']) {
      const response = await as({ method: 'GET', path: `/api/attendance?${query}` });
      expectApiError(response, 400, query);
      expect(response.body.error.details[0].field).toMatch(/^query\.(from|to)$/);
    }
  });
});
