/**
 * Attack suite, hostile input: traversal and SQL-looking ids, oversized and deeply nested bodies,
 * wrong content types, huge and NaN-like numbers, nulls, prototype-pollution keys. Each gets the
 * right 4xx in the JSON error shape (never a 5xx); the victim's data stays as it was.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makePatient } from '../test/factories.js';
import { DATABASES } from '../test/test-server.js';
import { expectApiError } from './attack.test-helpers.js';
import { sessionBody, useAttackScene } from './attack-fixture.test-helpers.js';

const DEPTH = 10_000;
const FOUR_MIB = 4 * 1024 * 1024;

describe.each(DATABASES)('hostile input on %s', (kind) => {
  const scene = useAttackScene(kind);
  const send: typeof scene.send = (...args) => scene.send(...args);
  const newActivityPath = () => `/api/activities/${randomUUID()}`;

  /** PUTs a session whose fields are overridden; expects a 400 naming a body field. */
  async function expectSessionRefused(overrides: Record<string, unknown>, what: string) {
    const response = await send('PUT', newActivityPath(), {
      body: { ...sessionBody('BRUNO-1'), ...overrides },
    });
    expectApiError(response, 400, what);
    expect(response.body.error.code).toBe('validation_failed');
  }

  it('refuses path traversal in ids', async () => {
    for (const id of [
      '..%2F..%2Fetc%2Fpasswd',
      '%2e%2e',
      '%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
      '..%252F..%252Fetc',
      '..%5C..%5Cwindows',
      'P-1%00',
      '.',
    ]) {
      for (const base of ['/api/patients/', '/api/activities/']) {
        for (const method of ['GET', 'DELETE']) {
          expectApiError(await send(method, base + id), [400, 404], `${method} ${base}${id}`);
        }
        const body = base.includes('patients') ? makePatient() : sessionBody('BRUNO-1');
        expectApiError(await send('PUT', base + id, { body }), [400, 404], `PUT ${base}${id}`);
      }
      expectApiError(await send('GET', `/api/activities?patientId=${id}`), 400, `filter ${id}`);
      expectApiError(await send('GET', `/api/patients/${id}/trend`), [400, 404], `trend ${id}`);
    }
    for (const path of ['/api/patients/../../etc/passwd', '/api/../../etc/passwd']) {
      expectApiError(await send('GET', path), 404, path);
    }
  });

  it('refuses SQL-looking ids and stores SQL-looking text literally', async () => {
    for (const id of ["1' OR '1'='1", 'x; DROP TABLE patients', "' UNION SELECT * FROM user--"]) {
      const encoded = encodeURIComponent(id);
      expectApiError(await send('GET', `/api/patients/${encoded}`), 400, id);
      expectApiError(await send('PUT', `/api/patients/${encoded}`, { body: makePatient() }), 400);
      expectApiError(await send('GET', `/api/activities/${encoded}`), 400, id);
      expectApiError(await send('GET', `/api/activities?patientId=${encoded}`), 400, id);
      expectApiError(await send('GET', `/api/activities?type=${encoded}`), 400, id);
      const cursor = Buffer.from(JSON.stringify([0, id])).toString('base64url');
      expectApiError(await send('GET', `/api/activities?cursor=${cursor}`), 400, id);
    }
    const name = "Robert'); DROP TABLE patients;--";
    const saved = await send('PUT', '/api/patients/BRUNO-SQL', {
      body: makePatient({ patientName: name, notes: "' OR 1=1 --" }),
    });
    expect(saved.status).toBe(200);
    expect((await scene.bruno.get('/api/patients/BRUNO-SQL')).body.patient.patientName).toBe(name);
  });

  it('takes an activity id in any letter case as the same id, for its owner and for others', async () => {
    const id = randomUUID();
    const mixed = id.replace(/[a-f]/g, (c, at: number) => (at % 2 ? c.toUpperCase() : c));
    const saved = await send('PUT', `/api/activities/${id.toUpperCase()}`, {
      body: sessionBody('BRUNO-1'),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.activity.activityId).toBe(id);
    const edited = await send('PUT', `/api/activities/${mixed}`, {
      body: sessionBody('BRUNO-1', { notes: 'edited' }),
    });
    expect(edited.body.activity.activityId).toBe(id);
    expect((await send('GET', `/api/activities/${id}`)).body.activity.notes).toBe('edited');
    const listed = (await scene.bruno.get('/api/activities?limit=200')).body.activities;
    expect(listed.filter((a: { activityId: string }) => a.activityId === id)).toHaveLength(1);
    expect((await send('DELETE', `/api/activities/${mixed}`)).status).toBe(204);
    expect((await send('GET', `/api/activities/${id.toUpperCase()}`)).status).toBe(404);
    // Ana's ids in upper case are as unknown to Bruno as in lower case.
    for (const anaId of scene.anaActivityIds) {
      for (const method of ['GET', 'DELETE']) {
        expectApiError(await send(method, `/api/activities/${anaId.toUpperCase()}`), 404);
      }
    }
  });

  it('answers 413 to bodies over 4 MiB, declared or chunked', async () => {
    const big = 'x'.repeat(FOUR_MIB + 1);
    for (const chunked of [false, true]) {
      for (const [method, path, body] of [
        ['PUT', '/api/patients/BRUNO-1', { ...makePatient(), notes: big }],
        ['PUT', newActivityPath(), { ...sessionBody('BRUNO-1'), notes: big }],
        ['POST', '/api/auth/sign-in/email', { email: 'a@clinic.test', password: big }],
      ] as const) {
        const response = await send(method, path, { body, chunked });
        expectApiError(response, 413, `${method} ${path} chunked=${chunked}`);
      }
    }
    expect((await scene.bruno.get('/api/patients/BRUNO-1')).body.patient.notes).not.toBe(big);
  });

  it('answers 400 to JSON nested 10,000 levels deep', async () => {
    const nestedObject = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;
    const nestedArray = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
    const inSamples = JSON.stringify(sessionBody('BRUNO-1')).replace(
      '"t":[',
      `"t":[${nestedArray},`,
    );
    const inNotes = JSON.stringify(makePatient()).replace(
      '"notes":',
      `"notes":${nestedArray},"x":`,
    );
    for (const [method, path, body] of [
      ['PUT', '/api/patients/BRUNO-1', nestedObject],
      ['PUT', '/api/patients/BRUNO-1', nestedArray],
      ['PUT', '/api/patients/BRUNO-1', inNotes],
      ['PUT', newActivityPath(), inSamples],
      ['DELETE', '/api/me', nestedObject],
      ['POST', '/api/auth/sign-in/email', nestedObject],
    ] as const) {
      // Valid JSON, so the 400 is for the nesting and not for a typo in this test.
      expect(() => JSON.parse(body)).not.toThrow();
      expectApiError(await send(method, path, { body }), 400, `${method} ${path}`);
    }
  });

  it('answers 415 to bodies that are not JSON', async () => {
    const body = JSON.stringify(makePatient());
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=xyz',
      'application/xml',
      'text/html',
      'application/jsonp',
      'application/octet-stream',
    ]) {
      const response = await send('PUT', '/api/patients/BRUNO-1', { body, contentType });
      expectApiError(response, 415, contentType);
      expect(response.body.error.code).toBe('unsupported_media_type');
    }
    const missing = await send('PUT', '/api/patients/BRUNO-1', { body, contentType: null });
    expectApiError(missing, [400, 415], 'no content type');
  });

  it('answers 400 to huge numbers, in bodies and in queries', async () => {
    const samples = sessionBody('BRUNO-1').samples!;
    for (const huge of [1e308, -1e308]) {
      for (const field of ['startedAt', 'endedAt', 'timestamp', 'hrMaxBpm', 'restingHr']) {
        await expectSessionRefused({ [field]: huge }, `${field}=${huge}`);
      }
      await expectSessionRefused({ samples: { ...samples, hr: samples.t.map(() => huge) } }, 'hr');
      await expectSessionRefused({ samples: { t: [huge] } }, `t=${huge}`);
      await expectSessionRefused({ events: [{ t: 0, kind: 'rpe', value: huge }] }, 'rpe');
      const patient = await send('PUT', '/api/patients/BRUNO-1', {
        body: { ...makePatient(), restingHr: huge },
      });
      expectApiError(patient, 400, `restingHr=${huge}`);
    }
    // 1e400 is valid JSON that parses to Infinity.
    const infinite = JSON.stringify(makePatient()).replace('"restingHr":68', '"restingHr":1e400');
    expectApiError(await send('PUT', '/api/patients/BRUNO-1', { body: infinite }), 400, '1e400');
    for (const query of ['limit=1e308', 'from=-1e308', 'to=1e400', 'limit=9007199254740993']) {
      expectApiError(await send('GET', `/api/activities?${query}`), 400, query);
    }
    expectApiError(await send('GET', '/api/patients/BRUNO-1/trend?timeZone=1e308'), 400);
  });

  it('answers 400 to NaN-like strings and misplaced nulls, and keeps null readings as gaps', async () => {
    const samples = sessionBody('BRUNO-1').samples!;
    for (const value of ['NaN', 'Infinity', '-Infinity', null]) {
      await expectSessionRefused({ startedAt: value }, `startedAt=${value}`);
      await expectSessionRefused({ samples: { ...samples, t: samples.t.map(() => value) } }, 't');
      if (value !== null) {
        await expectSessionRefused(
          { samples: { ...samples, hr: samples.t.map(() => value) } },
          'hr',
        );
        await expectSessionRefused({ restingHr: value }, `restingHr=${value}`);
        expectApiError(await send('GET', `/api/activities?limit=${value}`), 400, `limit=${value}`);
        expectApiError(await send('GET', `/api/activities?from=${value}`), 400, `from=${value}`);
      }
    }
    await expectSessionRefused({ samples: null }, 'samples=null');
    await expectSessionRefused({ events: [null] }, 'events=[null]');
    await expectSessionRefused({ device: { name: null, kind: 'manual' } }, 'device.name=null');
    for (const body of ['null', '"x"', '42', '[]']) {
      expectApiError(await send('PUT', '/api/patients/BRUNO-1', { body }), 400, body);
      expectApiError(await send('PUT', newActivityPath(), { body }), 400, body);
    }
    const gaps = { ...samples, hr: samples.t.map((_, i) => (i % 2 ? null : 100)) };
    const path = newActivityPath();
    const saved = await send('PUT', path, { body: { ...sessionBody('BRUNO-1'), samples: gaps } });
    expect(saved.status).toBe(200);
    expect((await scene.bruno.get(path)).body.activity.samples.hr).toEqual(gaps.hr);
  });

  it('answers 400 to prototype-pollution keys and pollutes nothing', async () => {
    const patient = JSON.stringify(makePatient()).slice(1);
    const session = JSON.stringify(sessionBody('BRUNO-1'));
    // Inside a nested object of the real body (a duplicate key would just be overwritten).
    const nested = (key: string, hostile: string) =>
      session.replace(`"${key}":{`, `"${key}":{${hostile},`);
    for (const [method, path, body] of [
      ['PUT', '/api/patients/BRUNO-1', `{"__proto__":{"polluted":"yes"},${patient}`],
      [
        'PUT',
        '/api/patients/BRUNO-1',
        `{"constructor":{"prototype":{"polluted":"yes"}},${patient}`,
      ],
      ['PUT', newActivityPath(), nested('samples', '"__proto__":{"polluted":1}')],
      ['PUT', newActivityPath(), nested('device', '"constructor":{"prototype":{"polluted":1}}')],
      ['POST', '/api/auth/sign-in/email', '{"__proto__":{"polluted":1},"email":"a@b.c"}'],
      ['DELETE', '/api/me', '{"__proto__":{"polluted":1},"confirmEmail":"x"}'],
    ] as const) {
      expect(() => JSON.parse(body)).not.toThrow();
      expectApiError(
        await send(method, path, { body }),
        400,
        `${method} ${path} ${body.slice(0, 40)}`,
      );
    }
    for (const query of [
      '__proto__[polluted]=1',
      '__proto__.polluted=1',
      'constructor[prototype][polluted]=1',
      'toString=1&valueOf=2&hasOwnProperty=3',
    ]) {
      const response = await send('GET', `/api/activities?${query}`);
      expect(response.status, query).toBe(200);
      expect((await send('GET', `/api/patients?${query}`)).status, query).toBe(200);
    }
  });
});
