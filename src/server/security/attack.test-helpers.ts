/**
 * Tools for the attack suite: a raw HTTP sender (fetch would normalise `%2e%2e` and refuse odd
 * bodies), the list of data endpoints, the error-shape check and a deep snapshot of everything a
 * user owns, to prove an attack changed nothing.
 */
import { request } from 'node:http';
import { expect } from 'vitest';
import { makeActivity, makePatient } from '../test/factories.js';
import { makeExerciseTest, makePrescription, makeProgramme } from '../test/programme-factories.js';
import { SIGNATURE_ATTEMPT } from '../test/review-signing.js';
import { TEST_PASSWORD, type TestClient, type TestResponse } from '../test/test-server.js';

export interface RawOptions {
  cookie?: string;
  contentType?: string | null;
  /** A string or Buffer is sent as it is; anything else as JSON. */
  body?: unknown;
  /** Sends the body in 64 KiB chunks without a Content-Length. */
  chunked?: boolean;
  /** More request headers (an Origin, a forwarded address). */
  headers?: Record<string, string>;
}

/** One request with the path exactly as given, over loopback. */
export function sendRaw(
  baseUrl: string,
  method: string,
  path: string,
  options: RawOptions = {},
): Promise<TestResponse> {
  const { hostname, port } = new URL(baseUrl);
  const payload =
    options.body === undefined
      ? undefined
      : typeof options.body === 'string' || Buffer.isBuffer(options.body)
        ? Buffer.from(options.body)
        : Buffer.from(JSON.stringify(options.body));
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  const contentType = options.contentType === undefined ? 'application/json' : options.contentType;
  if (payload && contentType) headers['content-type'] = contentType;
  if (payload && !options.chunked) headers['content-length'] = String(payload.length);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {}
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (typeof value === 'string') responseHeaders.set(name, value);
        }
        resolve({ status: res.statusCode ?? 0, body, headers: responseHeaders });
      });
    });
    // The server may answer (413) and close before the whole body is sent.
    req.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    );
    if (payload && options.chunked) {
      for (let at = 0; at < payload.length; at += 65_536)
        req.write(payload.subarray(at, at + 65_536));
      req.end();
    } else {
      req.end(payload);
    }
  });
}

/** Asserts a 4xx in the API's one error shape; `statuses` lists the right answers. */
export function expectApiError(
  response: TestResponse,
  statuses: number | readonly number[],
  what = '',
): void {
  const allowed = typeof statuses === 'number' ? [statuses] : statuses;
  const label = `${what} → ${response.status} ${JSON.stringify(response.body)?.slice(0, 200)}`;
  expect(allowed, label).toContain(response.status);
  expect(response.status, label).toBeLessThan(500);
  expect(response.headers.get('content-type'), label).toMatch(/^application\/json/);
  expect(response.body, label).toMatchObject({
    error: { code: expect.any(String), message: expect.any(String) },
  });
}

export interface Endpoint {
  method: 'GET' | 'PUT' | 'DELETE' | 'POST';
  path: string;
  body?: unknown;
}

/** Every data endpoint, addressed at the given patient and activity ids, with valid bodies. */
export function dataEndpoints(patientId: string, activityId: string, email = ''): Endpoint[] {
  const { activityId: _ignored, ...session } = makeActivity(patientId);
  return [
    { method: 'GET', path: '/api/me' },
    {
      method: 'DELETE',
      path: '/api/me',
      body: { confirmEmail: email || 'x@clinic.test', password: TEST_PASSWORD },
    },
    { method: 'GET', path: '/api/export' },
    { method: 'GET', path: '/api/patients' },
    { method: 'GET', path: '/api/patients?includeArchived=true' },
    { method: 'GET', path: `/api/patients/${patientId}` },
    { method: 'PUT', path: `/api/patients/${patientId}`, body: makePatient() },
    { method: 'DELETE', path: `/api/patients/${patientId}` },
    { method: 'GET', path: `/api/patients/${patientId}/trend` },
    { method: 'GET', path: `/api/patients/${patientId}/fhir` },
    { method: 'GET', path: `/api/patients/${patientId}/assessments` },
    { method: 'GET', path: `/api/patients/${patientId}/assessments/A-1` },
    { method: 'PUT', path: `/api/patients/${patientId}/assessments/A-1`, body: makeExerciseTest() },
    { method: 'GET', path: `/api/patients/${patientId}/programmes` },
    { method: 'GET', path: `/api/patients/${patientId}/programmes/PR-1` },
    { method: 'PUT', path: `/api/patients/${patientId}/programmes/PR-1`, body: makeProgramme() },
    {
      method: 'PUT',
      path: `/api/patients/${patientId}/programmes/PR-1/prescription`,
      body: makePrescription({ basedOn: 'A-1' }),
    },
    { method: 'GET', path: `/api/patients/${patientId}/programmes/PR-1/prescriptions` },
    { method: 'GET', path: `/api/patients/${patientId}/programmes/PR-1/reviews` },
    {
      method: 'POST',
      path: `/api/patients/${patientId}/programmes/PR-1/reviews`,
      body: { ...SIGNATURE_ATTEMPT, note: 'ok' },
    },
    { method: 'GET', path: `/api/patients/${patientId}/programmes/PR-1/summary` },
    {
      method: 'POST',
      path: `/api/patients/${patientId}/programmes/PR-1/discharge`,
      body: { recommendations: 'phase 3' },
    },
    { method: 'GET', path: '/api/reviews/due' },
    { method: 'GET', path: '/api/clinicians' },
    { method: 'PUT', path: `/api/clinicians/${patientId}`, body: { physician: false } },
    { method: 'GET', path: '/api/activities' },
    { method: 'GET', path: `/api/activities?patientId=${patientId}` },
    { method: 'GET', path: `/api/activities/${activityId}` },
    { method: 'GET', path: `/api/activities/offline-copies?activityIds=${activityId}` },
    { method: 'PUT', path: `/api/activities/${activityId}`, body: session },
    { method: 'DELETE', path: `/api/activities/${activityId}` },
  ];
}

async function allPages(client: TestClient): Promise<{ activityId: string }[]> {
  const rows: { activityId: string }[] = [];
  let cursor: string | null = null;
  do {
    const page: TestResponse = await client.get(
      `/api/activities?limit=200${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(page.status).toBe(200);
    rows.push(...page.body.activities);
    cursor = page.body.nextCursor;
  } while (cursor);
  return rows;
}

/** Everything the user can see of their own data, samples and trends included. */
export async function snapshotOf(client: TestClient): Promise<unknown> {
  const me = await client.get('/api/me');
  const patients = await client.get('/api/patients?includeArchived=true');
  expect(patients.status).toBe(200);
  const list = await allPages(client);
  const whole = await Promise.all(
    list.map(async ({ activityId }) => (await client.get(`/api/activities/${activityId}`)).body),
  );
  const trends = await Promise.all(
    patients.body.patients.map(
      async (p: { patientId: string }) =>
        (await client.get(`/api/patients/${p.patientId}/trend`)).body,
    ),
  );
  return { me: me.body, patients: patients.body, list, whole, trends };
}

/**
 * `?timeZone=` values that must each answer 400 naming `query.timeZone`, never a 5xx: offsets
 * (Intl in newer runtimes takes them), unknown and malformed names, paths, NUL, a name repeated
 * past any real one, a number, emoji and the parameter twice (an array).
 */
export const HOSTILE_TIME_ZONE_QUERIES = [
  'timeZone=%2B03%3A00',
  'timeZone=-0300',
  'timeZone=Mars%2FOlympus',
  'timeZone=..%2F..%2Fetc%2Fpasswd',
  'timeZone=UTC%00',
  'timeZone=America%2FSao_Paulo%20',
  `timeZone=${'America%2FSao_Paulo'.repeat(20)}`,
  'timeZone=1e308',
  'timeZone=%F0%9F%95%90',
  'timeZone=',
  'timeZone=UTC&timeZone=Europe%2FLisbon',
];
