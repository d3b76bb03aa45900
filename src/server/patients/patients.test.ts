import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePatient } from '../test/factories.js';
import { DATABASES, startTestServer, type TestServer, tickingClock } from '../test/test-server.js';

describe.each(DATABASES)('patients API on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { now: tickingClock() });
  });
  afterAll(() => server.close());

  it('answers 401 to every patient call without a session', async () => {
    const anonymous = server.anonymous();
    for (const [method, url] of [
      ['GET', '/api/patients'],
      ['GET', '/api/patients/P-1'],
      ['PUT', '/api/patients/P-1'],
      ['DELETE', '/api/patients/P-1'],
    ] as const) {
      const response = await anonymous.request(
        method,
        url,
        method === 'PUT' ? makePatient() : undefined,
      );
      expect(response.status, `${method} ${url}`).toBe(401);
      expect(response.body.error.code).toBe('unauthorized');
    }
  });

  it('creates a patient and lists it, trimmed, with defaults filled in', async () => {
    const user = await server.signUp();
    const put = await user.put('/api/patients/P-001', {
      patientName: '  João Silva  ',
    });
    expect(put.status).toBe(200);
    expect(put.body.patient).toMatchObject({
      patientId: 'P-001',
      patientName: 'João Silva',
      sex: 'unknown',
      birthDate: null,
      restingHr: null,
      notes: '',
      archivedAt: null,
    });
    const list = await user.get('/api/patients');
    expect(list.body.patients.map((p: { patientId: string }) => p.patientId)).toEqual(['P-001']);
  });

  it('upserting an existing patientId replaces it, keeping createdAt', async () => {
    const user = await server.signUp();
    const first = await user.put('/api/patients/REC-7', makePatient({ notes: 'first' }));
    const second = await user.put(
      '/api/patients/REC-7',
      makePatient({ patientName: 'Maria C. Lima', notes: 'second', restingHr: null }),
    );
    expect(second.status).toBe(200);
    expect(second.body.patient).toMatchObject({
      patientName: 'Maria C. Lima',
      notes: 'second',
      restingHr: null,
      createdAt: first.body.patient.createdAt,
    });
    const list = await user.get('/api/patients');
    expect(list.body.patients).toHaveLength(1);
    expect(list.body.patients[0].patientName).toBe('Maria C. Lima');
  });

  it('a replay of the same upsert or archive changes nothing', async () => {
    const user = await server.signUp();
    const first = await user.put('/api/patients/P-2', makePatient());
    const replay = await user.put('/api/patients/P-2', makePatient());
    expect(replay.body.patient).toEqual(first.body.patient);
    await user.delete('/api/patients/P-2');
    const archived = (await user.get('/api/patients/P-2')).body.patient;
    expect((await user.delete('/api/patients/P-2')).status).toBe(204);
    expect((await user.get('/api/patients/P-2')).body.patient).toEqual(archived);
  });

  it('lists patients by name, ignoring accents and case', async () => {
    const user = await server.signUp();
    for (const [id, patientName] of [
      ['a', 'zélia'],
      ['b', 'Álvaro'],
      ['c', 'beatriz'],
    ]) {
      await user.put(`/api/patients/${id}`, makePatient({ patientName }));
    }
    const list = await user.get('/api/patients');
    expect(list.body.patients.map((p: { patientName: string }) => p.patientName)).toEqual([
      'Álvaro',
      'beatriz',
      'zélia',
    ]);
  });

  it('archiving hides a patient from the list without losing it', async () => {
    const user = await server.signUp();
    await user.put('/api/patients/P-9', makePatient());
    const archived = await user.delete('/api/patients/P-9');
    expect(archived.status).toBe(204);
    expect((await user.get('/api/patients')).body.patients).toEqual([]);
    const kept = await user.get('/api/patients/P-9');
    expect(kept.status).toBe(200);
    expect(kept.body.patient.archivedAt).toEqual(expect.any(Number));
    const withArchived = await user.get('/api/patients?includeArchived=true');
    expect(withArchived.body.patients).toHaveLength(1);
    expect((await user.delete('/api/patients/none')).status).toBe(404);
  });

  it('re-adding an archived patientId brings the patient back', async () => {
    const user = await server.signUp();
    await user.put('/api/patients/P-5', makePatient());
    await user.delete('/api/patients/P-5');
    const again = await user.put('/api/patients/P-5', makePatient({ patientName: 'Back' }));
    expect(again.body.patient.archivedAt).toBeNull();
    expect((await user.get('/api/patients')).body.patients).toHaveLength(1);
  });

  it("keeps each user's patients invisible to the others", async () => {
    const ana = await server.signUp('Ana');
    const bruno = await server.signUp('Bruno');
    await ana.put('/api/patients/SHARED-1', makePatient({ patientName: 'Ana patient' }));

    expect((await bruno.get('/api/patients')).body.patients).toEqual([]);
    expect((await bruno.get('/api/patients/SHARED-1')).status).toBe(404);
    expect((await bruno.delete('/api/patients/SHARED-1')).status).toBe(404);
    // Bruno's write with the same id makes his own patient; Ana's is untouched.
    await bruno.put('/api/patients/SHARED-1', {
      ...makePatient({ patientName: 'Bruno patient' }),
      workspaceId: ana.userId,
    });
    const anas = await ana.get('/api/patients/SHARED-1');
    expect(anas.body.patient.patientName).toBe('Ana patient');
    expect(anas.body.patient.archivedAt).toBeNull();
    expect((await bruno.get('/api/patients/SHARED-1')).body.patient.patientName).toBe(
      'Bruno patient',
    );
  });

  it('names each bad field in a 400', async () => {
    const user = await server.signUp();
    const response = await user.put('/api/patients/P-1', {
      patientName: '',
      birthDate: '2999-01-01',
      sex: 'robot',
      restingHr: 20,
      notes: 'x'.repeat(2001),
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    const fields = response.body.error.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'body.patientName',
        'body.birthDate',
        'body.sex',
        'body.restingHr',
        'body.notes',
      ]),
    );
  });

  it('rejects patient ids that break the rules', async () => {
    const user = await server.signUp();
    for (const id of ['has%20space', 'a'.repeat(65), '%27%3B%20drop%20table', '..%2Fetc']) {
      const response = await user.put(`/api/patients/${id}`, makePatient());
      expect(response.status, id).toBe(400);
      expect(response.body.error.details[0].field).toBe('params.patientId');
    }
    const mismatch = await user.put('/api/patients/A', makePatient({ patientId: 'B' }));
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.details[0].field).toBe('body.patientId');
  });
});
