/**
 * Attack suite: sessions that are missing, forged or ended; another user's ids; hostile
 * paths, ids and bodies. Every attack must get the right 4xx in the JSON error shape, never a
 * 5xx, and the victim's data must stay exactly as it was (checked after every test).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makePatient } from '../test/factories.js';
import { DATABASES } from '../test/test-server.js';
import { dataEndpoints, expectApiError, sendRaw } from './attack.test-helpers.js';
import { sessionBody, useAttackScene } from './attack-fixture.test-helpers.js';

describe.each(DATABASES)('session and ownership attacks on %s', (kind) => {
  const scene = useAttackScene(kind);
  const send: typeof scene.send = (...args) => scene.send(...args);

  async function expectAll401(cookie: string | undefined, why: string) {
    for (const endpoint of dataEndpoints('ANA-1', scene.anaActivityIds[0]!, scene.ana.email)) {
      const response = await sendRaw(scene.server.baseUrl, endpoint.method, endpoint.path, {
        cookie,
        body: endpoint.body,
      });
      expectApiError(response, 401, `${why}: ${endpoint.method} ${endpoint.path}`);
    }
  }

  it('answers 401 to every data endpoint without a cookie', async () => {
    await expectAll401(undefined, 'no cookie');
  });

  it('answers 401 to forged, tampered and garbage session cookies', async () => {
    const [name, value] = scene.ana.cookie.split(';')[0]!.split('=') as [string, string];
    const [token, signature] = decodeURIComponent(value).split('.') as [string, string];
    const flipped = signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    for (const cookie of [
      `${name}=forged.signature`,
      `${name}=${token}`,
      `${name}=${encodeURIComponent(`${token}.${flipped}`)}`,
      `${name}=${encodeURIComponent(`${randomUUID()}.${signature}`)}`,
      `__Secure-${name}=${value}X`,
      `${name}=%00%ff%fe`,
      `${name}=${'A'.repeat(8000)}`,
    ]) {
      await expectAll401(cookie, cookie.slice(0, 60));
    }
  });

  it('answers 401 to a signed-out session and to a deleted account replayed', async () => {
    const leaver = await scene.server.signUp('Leaver');
    const kept = leaver.cookie;
    expect((await leaver.post('/api/auth/sign-out', {})).status).toBe(200);
    await expectAll401(kept, 'signed out');

    const deleted = await scene.server.signUp('Deleted');
    const deletedCookie = deleted.cookie;
    const gone = await deleted.request('DELETE', '/api/me', { confirmEmail: deleted.email });
    expect(gone.status).toBe(204);
    await expectAll401(deletedCookie, 'deleted account');
  });

  it("answers another user's ids exactly as ids that never existed", async () => {
    const unknownActivity = randomUUID();
    for (const [ana1, unknown] of [
      ['ANA-1', 'NEVER-1'],
      ['ANA-2', 'NEVER-2'],
    ] as const) {
      for (const path of ['', '/trend', '/fhir']) {
        const theirs = await send('GET', `/api/patients/${ana1}${path}`);
        const never = await send('GET', `/api/patients/${unknown}${path}`);
        expectApiError(theirs, 404, `GET ${ana1}${path}`);
        expect(theirs.body).toEqual(never.body);
      }
      const list = await send('GET', `/api/activities?patientId=${ana1}`);
      expect(list.body).toEqual({ activities: [], nextCursor: null });
      expectApiError(await send('DELETE', `/api/patients/${ana1}`), 404);
    }
    for (const id of scene.anaActivityIds) {
      for (const method of ['GET', 'DELETE']) {
        const theirs = await send(method, `/api/activities/${id}`);
        expectApiError(theirs, 404, `${method} activity`);
        expect(theirs.body).toEqual(
          (await send(method, `/api/activities/${unknownActivity}`)).body,
        );
      }
      const write = await send('PUT', `/api/activities/${id}`, { body: sessionBody('ANA-1') });
      expectApiError(write, 404, 'PUT activity for a patient of Ana');
      expect(write.body.error.details).toEqual([
        { field: 'body.patientId', message: 'no such patient' },
      ]);
    }
    const cursor = (await scene.ana.get('/api/activities?limit=1')).body.nextCursor;
    const paged = await send('GET', `/api/activities?cursor=${cursor}`);
    expect(paged.body.activities).toEqual([]);
    const deleteAna = await send('DELETE', '/api/me', { body: { confirmEmail: scene.ana.email } });
    expectApiError(deleteAna, 400, 'DELETE /api/me with Ana’s e-mail');
  });

  it("writes with another user's ids land in the writer's own rows only", async () => {
    const patient = await send('PUT', '/api/patients/ANA-1', {
      body: {
        ...makePatient({ patientName: 'Hijack' }),
        workspaceId: scene.ana.userId,
        workspace_id: scene.ana.userId,
      },
    });
    expect(patient.status).toBe(200);
    const id = scene.anaActivityIds[0]!;
    const write = await send('PUT', `/api/activities/${id}`, {
      body: { ...sessionBody('ANA-1', { notes: 'hijack' }), workspaceId: scene.ana.userId },
    });
    expect(write.status).toBe(200);
    expect((await scene.bruno.get(`/api/activities/${id}`)).body.activity.notes).toBe('hijack');
    expect((await scene.bruno.delete(`/api/activities/${id}`)).status).toBe(204);
    expect((await scene.bruno.delete('/api/patients/ANA-1')).status).toBe(204);
  });
});
