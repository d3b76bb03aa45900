import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePatient } from '../test/factories.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';

describe.each(DATABASES)('patient versions and If-Match on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const ifMatch = (version: number | string) => ({ headers: { 'if-match': String(version) } });

  it('starts at version 1 and counts every stored change, archive included, not replays', async () => {
    const user = await server.signUp();
    const created = await user.put('/api/patients/P-1', makePatient());
    expect(created.body.patient.version).toBe(1);
    expect((await user.put('/api/patients/P-1', makePatient())).body.patient.version).toBe(1);
    const edited = await user.put('/api/patients/P-1', makePatient({ notes: 'allergy to X' }));
    expect(edited.body.patient.version).toBe(2);
    expect((await user.delete('/api/patients/P-1')).status).toBe(204);
    expect((await user.delete('/api/patients/P-1')).status).toBe(204);
    const archived = await user.get('/api/patients/P-1');
    expect(archived.body.patient.version).toBe(3);
    const list = await user.get('/api/patients?includeArchived=true');
    expect(list.body.patients.map((p: { version: number }) => p.version)).toEqual([3]);
  });

  it("refuses a stale edit with 409 and the current record, so device A's notes survive", async () => {
    const user = await server.signUp();
    await user.put('/api/patients/P-1', makePatient());
    const a = await user.request(
      'PUT',
      '/api/patients/P-1',
      makePatient({ notes: 'allergy to X' }),
      ifMatch(1),
    );
    expect(a.status).toBe(200);
    expect(a.body.patient.version).toBe(2);
    const b = await user.request(
      'PUT',
      '/api/patients/P-1',
      makePatient({ notes: 'walks daily' }),
      ifMatch('"1"'),
    );
    expect(b.status).toBe(409);
    expect(b.body.error).toMatchObject({ code: 'conflict' });
    expect(b.body.error.details).toEqual([
      { field: 'headers.if-match', message: 'is not the current version' },
    ]);
    expect(b.body.current).toEqual(a.body.patient);
    expect((await user.get('/api/patients/P-1')).body.patient.notes).toBe('allergy to X');
    // Resolved as "keep mine": sent again with their version.
    const mine = await user.request(
      'PUT',
      '/api/patients/P-1',
      makePatient({ notes: 'walks daily' }),
      ifMatch(2),
    );
    expect(mine.status).toBe(200);
    expect(mine.body.patient).toMatchObject({ notes: 'walks daily', version: 3 });
  });

  it('a stale edit does not bring an archived patient back', async () => {
    const user = await server.signUp();
    await user.put('/api/patients/P-1', makePatient());
    expect((await user.request('DELETE', '/api/patients/P-1', undefined, ifMatch(1))).status).toBe(
      204,
    );
    const stale = await user.request(
      'PUT',
      '/api/patients/P-1',
      makePatient({ notes: 'edited' }),
      ifMatch(1),
    );
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ version: 2, notes: 'Post-MI phase II' });
    expect(stale.body.current.archivedAt).not.toBeNull();
    expect((await user.get('/api/patients')).body.patients).toEqual([]);
  });

  it('a replay of a write that went through answers 200 even with its old If-Match', async () => {
    const user = await server.signUp();
    await user.put('/api/patients/P-1', makePatient());
    const body = makePatient({ notes: 'allergy to X' });
    const first = await user.request('PUT', '/api/patients/P-1', body, ifMatch(1));
    const replay = await user.request('PUT', '/api/patients/P-1', body, ifMatch(1));
    expect(replay.status).toBe(200);
    expect(replay.body.patient).toEqual(first.body.patient);
  });

  it('answers 409 with current null to If-Match on a patient that does not exist', async () => {
    const user = await server.signUp();
    const response = await user.request('PUT', '/api/patients/P-9', makePatient(), ifMatch(1));
    expect(response.status).toBe(409);
    expect(response.body.current).toBeNull();
    expect((await user.get('/api/patients/P-9')).status).toBe(404);
  });

  it('archives only at the version named, and archiving twice stays 204', async () => {
    const user = await server.signUp();
    await user.put('/api/patients/P-1', makePatient());
    await user.put('/api/patients/P-1', makePatient({ notes: 'changed' }));
    const stale = await user.request('DELETE', '/api/patients/P-1', undefined, ifMatch(1));
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ version: 2, archivedAt: null });
    expect((await user.request('DELETE', '/api/patients/P-1', undefined, ifMatch(2))).status).toBe(
      204,
    );
    expect((await user.request('DELETE', '/api/patients/P-1', undefined, ifMatch(2))).status).toBe(
      204,
    );
    expect((await user.request('DELETE', '/api/patients/P-8', undefined, ifMatch(1))).status).toBe(
      404,
    );
  });

  it('of two edits from the same version, exactly one is stored', async () => {
    const user = await server.signUp();
    await user.put('/api/patients/P-1', makePatient());
    const answers = await Promise.all(
      ['one', 'two', 'three', 'four'].map((notes) =>
        user.request('PUT', '/api/patients/P-1', makePatient({ notes }), ifMatch(1)),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    const stored = (await user.get('/api/patients/P-1')).body.patient;
    expect(stored.version).toBe(2);
    expect(answers.find((a) => a.status === 200)!.body.patient.notes).toBe(stored.notes);
  });

  it('names headers.if-match in a 400 for anything but a positive integer', async () => {
    const user = await server.signUp();
    await user.put('/api/patients/P-1', makePatient());
    for (const bad of ['0', '-1', '1.5', 'abc', '*', 'W/"1"', '"1', '1, 2', '99999999999', '']) {
      const response = await user.request('PUT', '/api/patients/P-1', makePatient(), ifMatch(bad));
      expect(response.status, bad).toBe(400);
      expect(response.body.error.details, bad).toEqual([
        expect.objectContaining({ field: 'headers.if-match' }),
      ]);
    }
  });
});
