/**
 * Reading the class attendance list (`GET /api/attendance`, the front desk's screen) is in the
 * clinic's audit trail, naming the reader and the patients listed, filterable by patient.
 * SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../common/schemas/audit.js';
import { sessionBody } from '../security/attack-fixture.test-helpers.js';
import { makeActivity, makePatient } from '../test/factories.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';
import { type Clinician, createClinic, newMember } from '../workspaces/clinic.test-helpers.js';

describe.each(DATABASES)('attendance reads in the audit trail on %s', (kind) => {
  let server: TestServer;
  let owner: Clinician;
  let desk: Clinician;

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = (await server.signUp('Dra. Ana')) as Clinician;
    const clinicId = await createClinic(owner, 'Clínica Frequência');
    desk = await newMember(server, owner, clinicId, 'front-desk', 'Recepção Rita');
    const classId = '3f7a2c1e-5b6d-4e8f-9a0b-1c2d3e4f5a6b';
    for (const patientId of ['F-1', 'F-2']) {
      expect((await owner.put(`/api/patients/${patientId}`, makePatient())).status).toBe(200);
      const { activityId } = makeActivity(patientId);
      const saved = await owner.put(
        `/api/activities/${activityId}`,
        sessionBody(patientId, { classId }),
      );
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
  });
  afterAll(() => server.close());

  it("logs the front desk's read with the patients it listed", async () => {
    const read = await desk.get('/api/attendance');
    expect(read.status).toBe(200);
    expect(read.body.attendance).toHaveLength(2);

    const page = await owner.get('/api/audit?action=attendance.read');
    expect(page.status).toBe(200);
    const events = page.body.events as AuditEvent[];
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorId: desk.userId,
      actorEmail: desk.email,
      action: 'attendance.read',
      patientIds: ['F-1', 'F-2'],
    });
    const ofPatient = await owner.get('/api/audit?patientId=F-2&action=attendance.read');
    expect(ofPatient.body.events).toHaveLength(1);
  });
});
