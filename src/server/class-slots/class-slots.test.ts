/**
 * The clinic's week through the API (PRODUCT.md section 13), on SQLite and PostgreSQL: the owner
 * plans slots with their staff, the front desk registers and enrols patients and keeps the day's
 * attendance, the programme summary counts adherence per week, and the follow-up list names who
 * missed their last two expected sessions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { daysBefore } from '../../common/programme/adherence.js';
import { makeClassSlot } from '../test/factories.js';
import { makeProgramme } from '../test/programme-factories.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';
import { type Clinician, createClinic, newMember } from '../workspaces/clinic.test-helpers.js';

const today = new Date().toISOString().slice(0, 10);
const mark = (slotId: string, date: string, patientId: string) =>
  apiPaths.slotDayPatient(slotId, date, patientId);

describe.each(DATABASES)('the clinic week on %s', (kind) => {
  let server: TestServer;
  let owner: Clinician;
  let nurse: Clinician;
  let viewer: Clinician;
  let desk: Clinician;

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await server.signUp('Dra. Ana Souza');
    const clinicId = await createClinic(owner, 'Clínica Vida');
    nurse = await newMember(server, owner, clinicId, 'member', 'Enf. Rita');
    viewer = await newMember(server, owner, clinicId, 'viewer', 'Dr. Carlos Reis');
    desk = await newMember(server, owner, clinicId, 'front-desk', 'Rita Recepção');
  });
  afterAll(() => server.close());

  it('the owner plans slots with members as staff; others read them and cannot change them', async () => {
    const body = makeClassSlot({ staffIds: [nurse.userId], capacity: 5, weekdays: [3, 1, 5] });
    const created = await owner.put(apiPaths.classSlot('S-AM'), body);
    expect(created.status).toBe(200);
    expect(created.body.slot).toMatchObject({ weekdays: [1, 3, 5], version: 1, enrolled: [] });
    const stranger = await owner.put(
      apiPaths.classSlot('S-X'),
      makeClassSlot({ staffIds: ['nobody'] }),
    );
    expect(stranger.status).toBe(400);
    expect(stranger.body.error.details[0].field).toBe('body.staffIds.0');
    for (const who of [nurse, viewer, desk]) {
      expect((await who.put(apiPaths.classSlot('S-AM'), body)).status).toBe(403);
      expect((await who.delete(apiPaths.classSlot('S-AM'))).status).toBe(403);
      const list = await who.get(apiPaths.classSlots());
      expect(list.body.slots.map((s: { slotId: string }) => s.slotId)).toEqual(['S-AM']);
    }
    const stale = await owner.request('PUT', apiPaths.classSlot('S-AM'), body, {
      headers: { 'if-match': '"7"' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current.version).toBe(1);
  });

  it('the front desk registers identification only, never erasing the clinical record', async () => {
    const registered = await desk.request(
      'PUT',
      apiPaths.patient('C-1'),
      {
        patientName: 'João Pereira',
        birthDate: '1950-03-02',
        sex: 'male',
        phone: '(11) 98765-4321',
      },
      { headers: { 'if-none-match': '*' } },
    );
    expect(registered.status).toBe(200);
    expect(registered.body.patient).toEqual({
      patientId: 'C-1',
      patientName: 'João Pereira',
      phone: '(11) 98765-4321',
    });
    const badPhone = await desk.put(apiPaths.patient('C-1'), { patientName: 'João', phone: '12' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.error.details[0].field).toBe('body.phone');
    const clinical = await desk.put(apiPaths.patient('C-1'), {
      patientName: 'João',
      clinicalProfile: { diagnosis: 'IAM' },
    });
    expect(clinical.status).toBe(403);
    expect(clinical.body.error.details[0].field).toBe('body.clinicalProfile');
    const full = (await nurse.get(apiPaths.patient('C-1'))).body.patient;
    await nurse.put(apiPaths.patient('C-1'), { ...full, restingHr: 64, notes: 'IAM 2026' });
    const renamed = await desk.put(apiPaths.patient('C-1'), { patientName: 'João P. Pereira' });
    expect(renamed.status).toBe(200);
    const after = (await nurse.get(apiPaths.patient('C-1'))).body.patient;
    expect(after).toMatchObject({
      patientName: 'João P. Pereira',
      birthDate: '1950-03-02',
      sex: 'male',
      phone: '(11) 98765-4321',
      restingHr: 64,
      notes: 'IAM 2026',
    });
    // A clinician's save that leaves the phone out (an app from before it) keeps it; null clears.
    const { phone: _left, ...withoutPhone } = after;
    const kept = await nurse.put(apiPaths.patient('C-1'), withoutPhone);
    expect(kept.status).toBe(200);
    expect((await desk.get('/api/patients')).body.patients).toContainEqual({
      patientId: 'C-1',
      patientName: 'João P. Pereira',
      phone: '(11) 98765-4321',
    });
    await desk.put(apiPaths.patient('C-1'), { patientName: 'João P. Pereira', phone: null });
    expect((await nurse.get(apiPaths.patient('C-1'))).body.patient.phone).toBeNull();
    expect((await viewer.put(apiPaths.patient('C-1'), { patientName: 'X' })).status).toBe(403);
  });

  it('the front desk enrols up to capacity, checks patients in and records an absence', async () => {
    await owner.put(apiPaths.classSlot('S-ALL'), makeClassSlot({ capacity: 5 }));
    for (const id of ['C-2', 'C-3', 'C-4', 'C-5', 'C-6']) {
      await desk.put(apiPaths.patient(id), { patientName: `Paciente ${id}` });
    }
    for (const id of ['C-1', 'C-2', 'C-3', 'C-4', 'C-5']) {
      const enrolled = await desk.put(apiPaths.slotEnrolment('S-ALL', id), { since: today });
      expect(enrolled.status, id).toBe(200);
    }
    const full = await desk.put(apiPaths.slotEnrolment('S-ALL', 'C-6'), { since: today });
    expect(full.status).toBe(409);
    expect((await viewer.put(apiPaths.slotEnrolment('S-ALL', 'C-6'), {})).status).toBe(403);
    for (const id of ['C-1', 'C-2', 'C-3', 'C-4']) {
      const checkedIn = await desk.put(mark('S-ALL', today, id), { status: 'checked-in' });
      expect(checkedIn.status, id).toBe(200);
    }
    const absent = await desk.put(mark('S-ALL', today, 'C-5'), {
      status: 'absent',
      reason: 'transport',
    });
    expect(absent.body.mark).toMatchObject({ status: 'absent', reason: 'transport' });
    const noReason = await desk.put(mark('S-ALL', today, 'C-5'), { status: 'absent' });
    expect(noReason.body.error.details[0].field).toBe('body.reason');
    expect((await viewer.put(mark('S-ALL', today, 'C-5'), { status: 'no-show' })).status).toBe(403);
    const walkIn = await nurse.put(mark('S-ALL', today, 'C-6'), { status: 'checked-in' });
    expect(walkIn.status).toBe(200);

    const day = await desk.get(apiPaths.slotDay('S-ALL', today));
    expect(day.status).toBe(200);
    expect(
      day.body.patients.map(
        (p: { patientId: string; enrolled: boolean; mark: { status: string } }) => [
          p.patientId,
          p.enrolled,
          p.mark?.status,
        ],
      ),
    ).toEqual([
      ['C-1', true, 'checked-in'],
      ['C-2', true, 'checked-in'],
      ['C-3', true, 'checked-in'],
      ['C-4', true, 'checked-in'],
      ['C-5', true, 'absent'],
      ['C-6', false, 'checked-in'],
    ]);
    // Names and statuses only: nothing of the clinical record.
    expect(JSON.stringify(day.body)).not.toMatch(/restingHr|notes|IAM|birthDate/);
  });

  it("counts the week's adherence in the programme summary", async () => {
    await nurse.put(apiPaths.patientProgramme('C-5', 'PR-1'), makeProgramme({ startDate: today }));
    const summary = await viewer.get(apiPaths.programmeSummary('C-5', 'PR-1'));
    expect(summary.body.summary.adherence[0]).toEqual({
      week: 1,
      startDate: today,
      attended: 0,
      absent: 1,
      noShow: 0,
      reasons: { transport: 1 },
    });
  });

  it('deleting a slot takes its enrolments, not the attendance recorded', async () => {
    expect((await owner.delete(apiPaths.classSlot('S-ALL'))).status).toBe(204);
    expect((await desk.get(apiPaths.slotDay('S-ALL', today))).status).toBe(404);
    const summary = await viewer.get(apiPaths.programmeSummary('C-5', 'PR-1'));
    expect(summary.body.summary.adherence[0].absent).toBe(1);
  });

  it('lists the patients who missed their last two expected sessions', async () => {
    const [twoAgo, yesterday] = [daysBefore(today, 2), daysBefore(today, 1)];
    await owner.put(apiPaths.classSlot('S-PM'), makeClassSlot({ startTime: '17:00' }));
    for (const id of ['C-2', 'C-3', 'C-4']) {
      await desk.put(apiPaths.slotEnrolment('S-PM', id), { since: twoAgo });
    }
    await desk.put(mark('S-PM', twoAgo, 'C-2'), { status: 'absent', reason: 'ill' });
    await desk.put(mark('S-PM', yesterday, 'C-2'), { status: 'no-show' });
    await desk.put(mark('S-PM', twoAgo, 'C-3'), { status: 'no-show' });
    await desk.put(mark('S-PM', yesterday, 'C-3'), { status: 'checked-in' });
    // C-4: nothing recorded on either past day: both count as missed.
    const missed = await desk.get(apiPaths.missedSessions(today));
    expect(missed.status).toBe(200);
    expect(missed.body.patients).toEqual([
      {
        patientId: 'C-2',
        patientName: 'Paciente C-2',
        phone: null,
        missed: [
          { slotId: 'S-PM', date: yesterday, status: 'no-show' },
          { slotId: 'S-PM', date: twoAgo, status: 'absent' },
        ],
      },
      {
        patientId: 'C-4',
        patientName: 'Paciente C-4',
        phone: null,
        missed: [
          { slotId: 'S-PM', date: yesterday, status: 'unrecorded' },
          { slotId: 'S-PM', date: twoAgo, status: 'unrecorded' },
        ],
      },
    ]);
  });
});
