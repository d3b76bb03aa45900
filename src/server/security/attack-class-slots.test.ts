/**
 * Attack suite, the clinic's week (PRODUCT.md section 13): class slots, enrolments, a day's
 * attendance and the follow-up list. Another workspace's slots and patients are as unknown as ids
 * never made; junk ids, bodies, NUL bytes and dates outside 1900..tomorrow get a 400 naming the
 * field, never a 5xx; in a clinic, a viewer writes nothing and the front desk reads no clinical
 * data through these routes nor writes any through patient registration. Ana's slots, day and
 * records stay exactly as they were.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { daysBefore } from '../../common/programme/adherence.js';
import { makeClassSlot, makePatient } from '../test/factories.js';
import { DATABASES, type TestClient } from '../test/test-server.js';
import { type Clinician, createClinic, newMember } from '../workspaces/clinic.test-helpers.js';
import { expectApiError, HOSTILE_TIME_ZONE_QUERIES } from './attack.test-helpers.js';
import { useAttackScene } from './attack-fixture.test-helpers.js';

const today = new Date().toISOString().slice(0, 10);
const inThreeDays = daysBefore(today, -3);

const JUNK_SLOTS: unknown[] = [
  null,
  // A string is sent as it is: this one is the JSON string "slot".
  '"slot"',
  [],
  {},
  { ...makeClassSlot(), weekdays: [7] },
  { ...makeClassSlot(), weekdays: [-1] },
  { ...makeClassSlot(), weekdays: [1, 1] },
  { ...makeClassSlot(), weekdays: [] },
  { ...makeClassSlot(), weekdays: '1,3' },
  { ...makeClassSlot(), weekdays: Array(10_000).fill(1) },
  { ...makeClassSlot(), startTime: '25:00' },
  { ...makeClassSlot(), startTime: '8:00' },
  { ...makeClassSlot(), startTime: "08:00' OR '1'='1" },
  { ...makeClassSlot(), durationMin: 'x' },
  { ...makeClassSlot(), durationMin: 1e308 },
  { ...makeClassSlot(), capacity: 0 },
  { ...makeClassSlot(), capacity: 2.5 },
  { ...makeClassSlot(), name: '' },
  { ...makeClassSlot(), name: 'x'.repeat(100_000) },
  { ...makeClassSlot(), name: 'Manhã\u0000' },
  { ...makeClassSlot(), name: '\u202EManhã' },
  { ...makeClassSlot(), staffIds: [123] },
  { ...makeClassSlot(), staffIds: ['a\u0000b'] },
  { ...makeClassSlot(), staffIds: { $ne: null } },
  { ...makeClassSlot(), name: 123 },
];

const JUNK_MARKS: unknown[] = [
  null,
  [],
  {},
  { status: 'late' },
  { status: 'absent' },
  { status: 'absent', reason: 'bored' },
  { status: 'checked-in', reason: 'ill' },
  { status: ['checked-in'] },
  { status: 'absent', reason: 'ill\u0000' },
];

const JUNK_SLOT_IDS = ['..', 'a'.repeat(65), 'a%00b', 'x%2Fy', '%E0%A4%A', 'S%201', 'S%27--'];
const JUNK_DATES = [
  '2026-02-30',
  '2026-13-01',
  'today',
  '1899-12-31',
  '0000-01-01',
  '3000-01-01',
  inThreeDays,
  `${today}%00`,
  '20261127',
];

describe.each(DATABASES)('class-slot attacks on %s', (kind) => {
  const scene = useAttackScene(kind, async (ana) => {
    await ana.put(apiPaths.classSlot('S-ANA'), makeClassSlot());
    await ana.put(apiPaths.slotEnrolment('S-ANA', 'ANA-1'), { since: today });
    await ana.put(apiPaths.slotDayPatient('S-ANA', today, 'ANA-1'), { status: 'checked-in' });
  });
  let anaWeek: unknown;
  const weekOf = async (client: TestClient) => ({
    slots: (await client.get(apiPaths.classSlots())).body,
    day: (await client.get(apiPaths.slotDay('S-ANA', today))).body.patients,
  });
  const as = (method: string, path: string, body?: unknown) => scene.send(method, path, { body });

  beforeAll(async () => {
    anaWeek = await weekOf(scene.ana);
  });
  afterEach(async () => {
    const now = await weekOf(scene.ana);
    if (JSON.stringify(now) !== JSON.stringify(anaWeek)) scene.tally.breaches++;
    expect(now).toEqual(anaWeek);
  });

  it("answers another workspace's slot and patient ids as unknown (404) and changes nothing", async () => {
    for (const [method, path, body] of [
      ['GET', apiPaths.classSlot('S-ANA')],
      ['DELETE', apiPaths.classSlot('S-ANA')],
      ['GET', apiPaths.slotDay('S-ANA', today)],
      ['PUT', apiPaths.slotDayPatient('S-ANA', today, 'ANA-1'), { status: 'no-show' }],
      ['PUT', apiPaths.slotEnrolment('S-ANA', 'ANA-1'), {}],
      ['DELETE', apiPaths.slotEnrolment('S-ANA', 'ANA-1')],
    ] as const) {
      expectApiError(await as(method, path, body), 404, `${method} ${path}`);
    }
    // His own slot of the same id is his: Ana's patient is not found in it.
    expect((await as('PUT', apiPaths.classSlot('S-ANA'), makeClassSlot())).status).toBe(200);
    expectApiError(await as('PUT', apiPaths.slotEnrolment('S-ANA', 'ANA-1'), {}), 404);
    const mark = apiPaths.slotDayPatient('S-ANA', today, 'ANA-1');
    expectApiError(await as('PUT', mark, { status: 'checked-in' }), 404);
    const day = await as('GET', apiPaths.slotDay('S-ANA', today));
    expect(day.body.patients).toEqual([]);
    const missed = await as('GET', apiPaths.missedSessions(today));
    expect(missed.body).toEqual({ patients: [] });
    expect((await as('DELETE', apiPaths.classSlot('S-ANA'))).status).toBe(204);
  });

  it('refuses junk slot bodies with a 400 naming a body field', async () => {
    for (const body of JUNK_SLOTS) {
      const response = await as('PUT', apiPaths.classSlot('S-JUNK'), body);
      const what = JSON.stringify(body)?.slice(0, 80);
      expectApiError(response, 400, what);
      expect(response.body.error.details?.[0]?.field, what).toMatch(/^body/);
    }
    expectApiError(await as('GET', apiPaths.classSlot('S-JUNK')), 404);
  });

  it('refuses junk ids, marks, NUL bytes and dates outside 1900..tomorrow with a 400', async () => {
    await as('PUT', apiPaths.classSlot('S-B'), makeClassSlot());
    for (const slotId of JUNK_SLOT_IDS) {
      const response = await as('GET', `/api/class-slots/${slotId}`);
      expectApiError(response, 400, slotId);
      const marked = await as('PUT', `/api/class-slots/${slotId}/days/${today}/patients/BRUNO-1`, {
        status: 'checked-in',
      });
      expectApiError(marked, 400, slotId);
    }
    for (const date of JUNK_DATES) {
      expectApiError(await as('GET', `/api/class-slots/S-B/days/${date}`), 400, date);
      const path = `/api/class-slots/S-B/days/${date}/patients/BRUNO-1`;
      expectApiError(await as('PUT', path, { status: 'checked-in' }), 400, date);
      expectApiError(await as('GET', `/api/missed-sessions?date=${date}`), 400, date);
    }
    // Tomorrow may be looked at (the evening before), not checked in.
    const tomorrow = daysBefore(today, -1);
    expect((await as('GET', apiPaths.slotDay('S-B', tomorrow))).status).toBe(200);
    const early = await as('PUT', apiPaths.slotDayPatient('S-B', tomorrow, 'BRUNO-1'), {
      status: 'checked-in',
    });
    expect([200, 400]).toContain(early.status);
    for (const body of JUNK_MARKS) {
      const path = apiPaths.slotDayPatient('S-B', today, 'BRUNO-1');
      const response = await as('PUT', path, body);
      expectApiError(response, 400, JSON.stringify(body));
      expect(response.body.error.details[0].field).toMatch(/^body/);
    }
    expectApiError(await as('PUT', apiPaths.slotEnrolment('S-B', 'BRUNO-1'), { since: 'x' }), 400);
    // No date: today in the zone named (or the clinic's); a zone that is not one is a 400.
    expect((await as('GET', '/api/missed-sessions')).status).toBe(200);
    for (const query of HOSTILE_TIME_ZONE_QUERIES) {
      for (const path of [
        `/api/missed-sessions?${query}`,
        `${apiPaths.slotEnrolment('S-B', 'BRUNO-1')}?${query}`,
      ]) {
        const response = await as(path.includes('missed') ? 'GET' : 'PUT', path, {});
        expectApiError(response, 400, path);
        expect(response.body.error.details[0].field, path).toBe('query.timeZone');
      }
    }
    expectApiError(await as('PUT', '/api/class-slots/S-B/enrolments/a%00b', {}), 400);
  });

  describe('in a clinic', () => {
    let owner: Clinician;
    let viewer: Clinician;
    let desk: Clinician;
    let recordBefore: unknown;

    beforeAll(async () => {
      const { server } = scene;
      owner = await server.signUp('Dra. Olga');
      const clinicId = await createClinic(owner, 'Clínica Semana');
      viewer = await newMember(server, owner, clinicId, 'viewer', 'Dr. Vítor');
      desk = await newMember(server, owner, clinicId, 'front-desk', 'Rita Recepção');
      await owner.put(
        apiPaths.patient('X-1'),
        makePatient({
          notes: 'angina at rest',
          restingHr: 71,
          clinicalProfile: { diagnosis: 'NSTEMI' },
        }),
      );
      await owner.put(apiPaths.classSlot('S-1'), makeClassSlot());
      await owner.put(apiPaths.slotEnrolment('S-1', 'X-1'), { since: today });
      recordBefore = (await owner.get(apiPaths.patient('X-1'))).body.patient;
    });

    it('a viewer writes nothing: slots, enrolments, attendance, patients', async () => {
      for (const [method, path, body] of [
        ['PUT', apiPaths.classSlot('S-1'), makeClassSlot({ capacity: 1 })],
        ['PUT', apiPaths.classSlot('S-NEW'), makeClassSlot()],
        ['DELETE', apiPaths.classSlot('S-1')],
        ['PUT', apiPaths.slotEnrolment('S-1', 'X-1'), {}],
        ['DELETE', apiPaths.slotEnrolment('S-1', 'X-1')],
        ['PUT', apiPaths.slotDayPatient('S-1', today, 'X-1'), { status: 'no-show' }],
        ['PUT', apiPaths.patient('X-1'), { patientName: 'Renamed' }],
        ['PUT', apiPaths.patient('X-NEW'), { patientName: 'New' }],
      ] as const) {
        const response = scene.count(await viewer.request(method, path, body));
        expectApiError(response, 403, `${method} ${path}`);
      }
      expect((await viewer.get(apiPaths.slotDay('S-1', today))).status).toBe(200);
    });

    it('the front desk reads no clinical data here and writes none through registration', async () => {
      const day = scene.count(await desk.get(apiPaths.slotDay('S-1', today)));
      expect(day.status).toBe(200);
      expect(Object.keys(day.body.patients[0]).sort()).toEqual([
        'enrolled',
        'mark',
        'patientId',
        'patientName',
      ]);
      // The resting HR as a value (":71"), not any 71 inside a timestamp.
      expect(JSON.stringify(day.body)).not.toMatch(/angina|NSTEMI|restingHr|clinicalProfile|:71\b/);
      for (const body of [
        { patientName: 'X', clinicalProfile: { diagnosis: 'none' } },
        { patientName: 'X', clinicalProfile: null },
        { patientName: 'X', restingHr: 40 },
        { patientName: 'X', notes: '' },
      ]) {
        const response = scene.count(await desk.put(apiPaths.patient('X-1'), body));
        expectApiError(response, 403, JSON.stringify(body));
      }
      const stale = scene.count(
        await desk.request(
          'PUT',
          apiPaths.patient('X-1'),
          { patientName: 'X' },
          {
            headers: { 'if-none-match': '*' },
          },
        ),
      );
      expect(stale.status).toBe(409);
      expect(Object.keys(stale.body.current).sort()).toEqual(['patientId', 'patientName', 'phone']);
      for (const path of [
        apiPaths.patient('X-1'),
        apiPaths.programmeSummary('X-1', 'PR-1'),
        apiPaths.patientAssessments('X-1'),
      ]) {
        expectApiError(scene.count(await desk.get(path)), 403, path);
      }
      expect((await owner.get(apiPaths.patient('X-1'))).body.patient).toEqual(recordBefore);
      expectApiError(scene.count(await desk.put(apiPaths.classSlot('S-1'), makeClassSlot())), 403);
    });
  });
});
