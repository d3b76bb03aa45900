/**
 * Attack suite: sessions that are missing, forged or ended; another user's ids; hostile
 * paths, ids and bodies. Every attack must get the right 4xx in the JSON error shape, never a
 * 5xx, and the victim's data must stay exactly as it was (checked after every test).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makePatient } from '../test/factories.js';
import { DATABASES, TEST_PASSWORD } from '../test/test-server.js';
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
    const gone = await deleted.request('DELETE', '/api/me', {
      confirmEmail: deleted.email,
      password: TEST_PASSWORD,
    });
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
    const deleteAna = await send('DELETE', '/api/me', {
      body: { confirmEmail: scene.ana.email, password: TEST_PASSWORD },
    });
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

  it("stale writes with If-Match on another user's ids never reach theirs nor tell a version", async () => {
    const ifMatch = { 'if-match': '1' };
    // ANA-2: an id Bruno never wrote to (an earlier test writes his own ANA-1).
    const patient = await send('PUT', '/api/patients/ANA-2', {
      body: makePatient({ notes: 'stale' }),
      headers: ifMatch,
    });
    const never = await send('PUT', '/api/patients/NEVER-2', {
      body: makePatient({ notes: 'stale' }),
      headers: ifMatch,
    });
    expectApiError(patient, 409, 'PUT patient of Ana with If-Match');
    expect(patient.body).toEqual(never.body);
    expect(patient.body.current).toBeNull();
    expectApiError(
      await send('DELETE', '/api/patients/ANA-2', { headers: ifMatch }),
      404,
      'DELETE patient of Ana with If-Match',
    );
    const unknownActivity = randomUUID();
    for (const id of scene.anaActivityIds) {
      const theirs = await send('PUT', `/api/activities/${id}`, {
        body: sessionBody('ANA-2', { notes: 'stale' }),
        headers: ifMatch,
      });
      expectApiError(theirs, 404, 'PUT activity for a patient of Ana with If-Match');
      const mine = await send('PUT', `/api/activities/${id}`, {
        body: sessionBody('BRUNO-1', { notes: 'stale' }),
        headers: ifMatch,
      });
      const unknown = await send('PUT', `/api/activities/${unknownActivity}`, {
        body: sessionBody('BRUNO-1', { notes: 'stale' }),
        headers: ifMatch,
      });
      expectApiError(mine, 409, "PUT Ana's activity id with If-Match");
      expect(mine.body).toEqual(unknown.body);
      expect(mine.body.current).toBeNull();
      for (const method of ['GET', 'DELETE']) {
        const response = await send(method, `/api/activities/${id}`, { headers: ifMatch });
        expectApiError(response, 404, `${method} activity with If-Match`);
      }
    }
    for (const bad of ['0', '"x"', '1e3', '*', 'x'.repeat(500)]) {
      const response = await send('PUT', '/api/patients/BRUNO-1', {
        body: makePatient(),
        headers: { 'if-match': bad },
      });
      expectApiError(response, 400, `If-Match ${bad.slice(0, 20)}`);
    }
  });

  it('refuses every data write sent from a page on another site, even with a valid cookie', async () => {
    const writes = dataEndpoints('ANA-1', scene.anaActivityIds[0]!, scene.ana.email).filter(
      (endpoint) => endpoint.method !== 'GET',
    );
    for (const origin of [
      'https://evil.example',
      'null',
      'http://127.0.0.1:1',
      'HTTP://LOCALHOST:3000',
    ]) {
      for (const endpoint of writes) {
        // A forged cross-site request riding on Ana's own cookie (CSRF), and Bruno's.
        for (const cookie of [scene.ana.cookie, undefined]) {
          const response = await send(endpoint.method, endpoint.path, {
            body: endpoint.body,
            headers: { origin },
            ...(cookie ? { cookie } : {}),
          });
          expectApiError(response, 403, `${endpoint.method} ${endpoint.path} from ${origin}`);
          expect(response.body.error.details).toEqual([
            { field: 'headers.origin', message: expect.stringContaining('not a trusted origin') },
          ]);
        }
      }
    }
  });

  it('refuses a write from another site however its path is spelled', async () => {
    const headers = { origin: 'https://evil.example' };
    for (const path of [
      '/%61pi/patients/ANA-1',
      '/%61%70%69/patients/ANA-1',
      '/api/%70atients/ANA-1',
      '/%41PI/patients/ANA-1',
      `/%61pi/activities/${scene.anaActivityIds[0]}`,
    ]) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const response = await send(method, path, {
          body: method === 'PUT' ? makePatient({ patientName: 'Forged' }) : undefined,
          headers,
          cookie: scene.ana.cookie,
        });
        expectApiError(response, [403, 404], `${method} ${path}`);
      }
    }
  });
});
