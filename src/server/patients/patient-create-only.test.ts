/**
 * `If-None-Match: *` on `PUT /api/patients/:patientId` creates only: a Patient ID already in the
 * workspace (live or archived, whatever its content) answers 409 `conflict` naming that patient,
 * with it as `current`, and nothing changes. Without the header a PUT is the upsert it was.
 * On SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { makePatient } from '../test/factories.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';

const CREATE_ONLY = { headers: { 'if-none-match': '*' } };

describe.each(DATABASES)('create-only patient saves on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  // Writes in the trail: opening the patient to compare (patient.read) is logged, and not a write.
  const auditCount = async (user: Awaited<ReturnType<TestServer['signUp']>>) =>
    ((await user.get('/api/audit?limit=200')).body.events as { action: string }[]).filter(
      (event) => event.action !== 'patient.read',
    ).length;

  it('creates a new patient (version 1)', async () => {
    const user = await server.signUp();
    const created = await user.request('PUT', apiPaths.patient('P-1'), makePatient(), CREATE_ONLY);
    expect(created.status).toBe(200);
    expect(created.body.patient).toMatchObject({ patientId: 'P-1', version: 1 });
  });

  it('answers 409 conflict naming the patient who has the ID, and changes nothing', async () => {
    const user = await server.signUp();
    await user.put(apiPaths.patient('P-1'), makePatient({ patientName: 'Maria Conceição' }));
    const before = (await user.get(apiPaths.patient('P-1'))).body.patient;
    const events = await auditCount(user);
    for (const body of [makePatient({ patientName: 'João Silva' }), makePatient()]) {
      const again = await user.request('PUT', apiPaths.patient('P-1'), body, CREATE_ONLY);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({
        error: {
          code: 'conflict',
          message: 'Patient ID P-1 is already used by Maria Conceição',
          details: [
            { field: 'headers.if-none-match', message: 'a record with this id already exists' },
          ],
        },
        current: before,
      });
    }
    expect((await user.get(apiPaths.patient('P-1'))).body.patient).toEqual(before);
    expect(await auditCount(user)).toBe(events);
  });

  it('counts an archived patient as taken, and leaves it archived', async () => {
    const user = await server.signUp();
    await user.put(apiPaths.patient('P-9'), makePatient({ patientName: 'Ana Souza' }));
    await user.delete(apiPaths.patient('P-9'));
    const again = await user.request('PUT', apiPaths.patient('P-9'), makePatient(), CREATE_ONLY);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Patient ID P-9 is already used by Ana Souza (archived)');
    expect((await user.get(apiPaths.patient('P-9'))).body.patient.archivedAt).not.toBeNull();
  });

  it("another workspace's patient with that ID is no obstacle and is not revealed", async () => {
    const ana = await server.signUp();
    const bruno = await server.signUp();
    await ana.put(apiPaths.patient('SAME'), makePatient({ patientName: 'Of Ana' }));
    const mine = await bruno.request(
      'PUT',
      apiPaths.patient('SAME'),
      makePatient({ patientName: 'Of Bruno' }),
      CREATE_ONLY,
    );
    expect(mine.status).toBe(200);
    expect(mine.body.patient.patientName).toBe('Of Bruno');
    expect((await ana.get(apiPaths.patient('SAME'))).body.patient.patientName).toBe('Of Ana');
  });

  it('of two creates of one ID at once, exactly one is stored', async () => {
    const user = await server.signUp();
    const answers = await Promise.all(
      ['First', 'Second', 'Third'].map((patientName) =>
        user.request('PUT', apiPaths.patient('RACE'), makePatient({ patientName }), CREATE_ONLY),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const stored = (await user.get(apiPaths.patient('RACE'))).body.patient;
    expect(stored.version).toBe(1);
    const winner = answers.find((a) => a.status === 200)!.body.patient.patientName;
    expect(stored.patientName).toBe(winner);
  });

  it('without the header, a PUT still replaces the patient (the seed relies on it)', async () => {
    const user = await server.signUp();
    await user.put(apiPaths.patient('P-1'), makePatient({ patientName: 'Old' }));
    const replaced = await user.put(apiPaths.patient('P-1'), makePatient({ patientName: 'New' }));
    expect(replaced.status).toBe(200);
    expect(replaced.body.patient).toMatchObject({ patientName: 'New', version: 2 });
  });

  it.each([
    ['"abc"', 'must be *'],
    ['W/"1"', 'must be *'],
    ['*, *', 'must be *'],
    ['', 'must be *'],
  ])('refuses If-None-Match %j with a 400 naming the header', async (value, message) => {
    const user = await server.signUp();
    const headers = { headers: { 'if-none-match': value } };
    const refused = await user.request('PUT', apiPaths.patient('P-2'), makePatient(), headers);
    expect(refused.status).toBe(400);
    expect(refused.body.error.details).toEqual([
      { field: 'headers.if-none-match', message: expect.stringContaining(message) },
    ]);
    expect((await user.get(apiPaths.patient('P-2'))).status).toBe(404);
  });

  it('refuses If-None-Match with If-Match (create only, yet an edit of a version)', async () => {
    const user = await server.signUp();
    const headers = { headers: { 'if-none-match': '*', 'if-match': '1' } };
    const refused = await user.request('PUT', apiPaths.patient('P-3'), makePatient(), headers);
    expect(refused.status).toBe(400);
    expect(refused.body.error.details[0].field).toBe('headers.if-none-match');
  });
});
