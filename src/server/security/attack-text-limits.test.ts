/**
 * Attack suite, text (issue 12): every free-text field refuses control characters other than
 * tab and newline, and lone surrogates, and has a length limit, on both databases alike (a NUL
 * used to make PostgreSQL answer 500). CRLF is stored as a newline; a sensor's name loses its
 * control characters instead of failing the save.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makePatient } from '../test/factories.js';
import { DATABASES } from '../test/test-server.js';
import { expectApiError } from './attack.test-helpers.js';
import { sessionBody, useAttackScene } from './attack-fixture.test-helpers.js';

const CONTROLS = ['\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\u000b', '\ud800'];
const PASSWORD = 'correct horse battery';

/** Where a text field is sent, as a body with `value` in it. */
interface TextTarget {
  field: string;
  method: 'PUT' | 'POST';
  path: () => string;
  body: (value: string) => unknown;
  /** Sent without Bruno's cookie (sign-up). */
  anonymous?: boolean;
  maxLength: number;
}

const session = (overrides: Record<string, unknown>) => ({
  ...sessionBody('BRUNO-1'),
  ...overrides,
});
const newActivityPath = () => `/api/activities/${randomUUID()}`;
const newEmail = () => `x-${randomUUID().slice(0, 8)}@clinic.test`;

const TARGETS: TextTarget[] = [
  {
    field: 'body.patientName',
    method: 'PUT',
    path: () => '/api/patients/BRUNO-1',
    body: (patientName) => makePatient({ patientName }),
    maxLength: 120,
  },
  {
    field: 'body.notes',
    method: 'PUT',
    path: () => '/api/patients/BRUNO-1',
    body: (notes) => makePatient({ notes }),
    maxLength: 2000,
  },
  {
    field: 'body.notes',
    method: 'PUT',
    path: newActivityPath,
    body: (notes) => session({ notes }),
    maxLength: 5000,
  },
  {
    field: 'body.events.0.value',
    method: 'PUT',
    path: newActivityPath,
    body: (value) => session({ events: [{ t: 0, kind: 'note', value }] }),
    maxLength: 2000,
  },
  {
    field: 'body.events.0.value',
    method: 'PUT',
    path: newActivityPath,
    body: (value) => session({ events: [{ t: 0, kind: 'marker', value }] }),
    maxLength: 200,
  },
  {
    field: 'body.name',
    method: 'POST',
    path: () => '/api/auth/sign-up/email',
    body: (name) => ({ name, email: newEmail(), password: PASSWORD }),
    anonymous: true,
    maxLength: 120,
  },
  {
    field: 'body.name',
    method: 'POST',
    path: () => '/api/auth/update-user',
    body: (name) => ({ name }),
    maxLength: 120,
  },
  {
    field: 'body.image',
    method: 'POST',
    path: () => '/api/auth/update-user',
    body: (image) => ({ image }),
    maxLength: 2048,
  },
];

describe.each(DATABASES)('text limits on %s', (kind) => {
  const scene = useAttackScene(kind);
  const send: typeof scene.send = (...args) => scene.send(...args);

  async function expectFieldRefused(target: TextTarget, value: string, what: string) {
    const response = await send(target.method, target.path(), {
      body: target.body(value),
      ...(target.anonymous ? { cookie: '' } : {}),
    });
    const label = `${target.method} ${target.path()} ${target.field}: ${what}`;
    expectApiError(response, 400, label);
    expect(response.body.error.details, label).toContainEqual({
      field: target.field,
      message: expect.any(String),
    });
  }

  it('refuses control characters and lone surrogates in every text field', async () => {
    for (const target of TARGETS) {
      for (const control of CONTROLS) {
        await expectFieldRefused(target, `Ana${control}Souza`, JSON.stringify(control));
      }
    }
    const bruno1 = (await scene.bruno.get('/api/patients/BRUNO-1')).body.patient;
    expect(bruno1.patientName).toBe('Bruno P');
    expect((await scene.bruno.get('/api/me')).body.name).toBe('Dr. Bruno');
  });

  it('refuses every text field one character over its limit', async () => {
    for (const target of TARGETS) {
      await expectFieldRefused(target, 'x'.repeat(target.maxLength + 1), 'too long');
    }
    const device = { name: 'x'.repeat(121), kind: 'heart-rate' };
    const response = await send('PUT', newActivityPath(), { body: session({ device }) });
    expectApiError(response, 400, 'device name');
    expect(response.body.error.details[0].field).toBe('body.device.name');
  });

  it('stores CRLF as a newline, keeps tab, and drops control characters from a sensor name', async () => {
    const notes = 'line 1\r\nline 2\rline 3\tend';
    const patient = await send('PUT', '/api/patients/BRUNO-CR', {
      body: makePatient({ notes }),
    });
    expect(patient.status).toBe(200);
    expect(patient.body.patient.notes).toBe('line 1\nline 2\nline 3\tend');
    const path = newActivityPath();
    const device = { name: 'Polar H10\u0000\u0000', kind: 'heart-rate' };
    const saved = await send('PUT', path, { body: session({ notes, device }) });
    expect(saved.status).toBe(200);
    const stored = (await scene.bruno.get(path)).body.activity;
    expect(stored.notes).toBe('line 1\nline 2\nline 3\tend');
    expect(stored.device.name).toBe('Polar H10');
  });

  it('refuses NUL in ids, filters and sign-in fields without a 5xx', async () => {
    for (const path of [
      '/api/patients/BRUNO%00',
      '/api/activities?patientId=%00',
      '/api/activities?type=walk%00',
      '/api/activities?cursor=%00',
      `/api/activities/${randomUUID()}%00`,
    ]) {
      expectApiError(await send('GET', path), [400, 404], path);
    }
    for (const body of [
      { email: 'ana\u0000@clinic.test', password: PASSWORD },
      { email: scene.ana.email, password: `not\u0000${PASSWORD}` },
    ]) {
      const response = await send('POST', '/api/auth/sign-in/email', { body, cookie: '' });
      expectApiError(response, [400, 401], JSON.stringify(body));
    }
    const signUp = await send('POST', '/api/auth/sign-up/email', {
      body: { name: 'X', email: 'x\u0000@clinic.test', password: PASSWORD },
      cookie: '',
    });
    expectApiError(signUp, [400, 422], 'sign-up e-mail with NUL');
  });

  it('stores a 120-character name whose sort key decomposes to more (Hangul)', async () => {
    const patientName = '각'.repeat(120);
    const saved = await send('PUT', '/api/patients/BRUNO-KO', {
      body: makePatient({ patientName }),
    });
    expect(saved.status).toBe(200);
    const list = await scene.bruno.get('/api/patients');
    expect(list.body.patients.map((p: { patientName: string }) => p.patientName)).toContain(
      patientName,
    );
  });
});
