import { randomUUID } from 'node:crypto';
import { statfsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { makeActivity, makePatient } from '../test/factories.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';

const TOKEN = 'scrape-token-0123456789';

/** The value of one sample line, e.g. `ritmo_activities_saved_total{change="new"}`; 0 if absent. */
function sampleValue(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe.each(DATABASES)('GET /metrics on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { METRICS: 'true' });
  });
  afterAll(() => server.close());

  it('shows the free bytes of the filesystem that holds DATA_DIR', async () => {
    const text: string = (await server.anonymous().get('/metrics')).body;
    const stats = statfsSync(server.dataDir);
    const free = sampleValue(text, 'ritmo_data_dir_free_bytes');
    // Other processes write to the same disk meanwhile: within 64 MB of what statfs says now.
    expect(Math.abs(free - stats.bavail * stats.bsize)).toBeLessThan(64 * 1024 * 1024);
    expect(free).toBeGreaterThan(0);
  });

  it('counts and times answers by route pattern and status class, with nothing personal in a label', async () => {
    const user = await server.signUp();
    const patientId = randomUUID();
    expect((await user.put(apiPaths.patient(patientId), makePatient())).status).toBe(200);
    expect((await user.get(apiPaths.patient(patientId))).status).toBe(200);
    expect((await user.get(apiPaths.patient(randomUUID()))).status).toBe(404);
    expect((await user.get(`/no-such-page/${user.email}`)).status).toBe(404);

    const scrape = await server.anonymous().get('/metrics');
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text: string = scrape.body;
    const patient = 'route="/api/patients/:patientId"';
    expect(
      sampleValue(text, `ritmo_http_requests_total{method="PUT",${patient},status_class="2xx"}`),
    ).toBe(1);
    expect(
      sampleValue(text, `ritmo_http_requests_total{method="GET",${patient},status_class="2xx"}`),
    ).toBe(1);
    expect(
      sampleValue(text, `ritmo_http_requests_total{method="GET",${patient},status_class="4xx"}`),
    ).toBe(1);
    expect(
      sampleValue(
        text,
        'ritmo_http_requests_total{method="GET",route="unmatched",status_class="4xx"}',
      ),
    ).toBe(1);
    expect(
      sampleValue(text, `ritmo_http_request_duration_seconds_count{method="GET",${patient}}`),
    ).toBe(2);
    expect(text).not.toContain(patientId);
    expect(text).not.toContain(user.email);
    expect(text).not.toContain(user.userId);
  });

  it('counts activities stored new or with changed notes, not replays', async () => {
    const user = await server.signUp();
    const patientId = randomUUID();
    await user.put(apiPaths.patient(patientId), makePatient());
    const before: string = (await server.anonymous().get('/metrics')).body;
    const { activityId, ...activity } = makeActivity(patientId);
    const url = apiPaths.activity(activityId);
    expect((await user.put(url, activity)).status).toBe(200);
    expect((await user.put(url, activity)).status).toBe(200);
    expect((await user.put(url, { ...activity, notes: 'Tolerated well' })).status).toBe(200);
    expect((await user.put(url, { ...activity, samples: { t: [0], hr: [80] } })).status).toBe(409);

    const after: string = (await server.anonymous().get('/metrics')).body;
    const saved = (text: string, change: string) =>
      sampleValue(text, `ritmo_activities_saved_total{change="${change}"}`);
    expect(saved(after, 'new') - saved(before, 'new')).toBe(1);
    expect(saved(after, 'notes') - saved(before, 'notes')).toBe(1);
    expect(after).not.toContain(activityId);
  });

  it('times database queries and reports event-loop lag', async () => {
    const text: string = (await server.anonymous().get('/metrics')).body;
    expect(
      sampleValue(text, 'ritmo_db_query_duration_seconds_count{database="data"}'),
    ).toBeGreaterThan(0);
    expect(
      sampleValue(text, 'ritmo_db_query_duration_seconds_count{database="auth"}'),
    ).toBeGreaterThan(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });
});

describe('GET /metrics when off or behind a token', () => {
  let off: TestServer;
  let guarded: TestServer;
  beforeAll(async () => {
    off = await startTestServer('sqlite');
    guarded = await startTestServer('sqlite', { METRICS: 'true', METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await Promise.all([off.close(), guarded.close()]);
  });

  it('is a 404 in the API error shape when METRICS is off, like any unknown path', async () => {
    const response = await off.anonymous().get('/metrics');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      error: { code: 'not_found', message: 'No route for GET /metrics' },
    });
  });

  it('needs the bearer token when METRICS_TOKEN is set', async () => {
    const client = guarded.anonymous();
    for (const authorization of [undefined, 'Bearer wrong-token', TOKEN]) {
      const headers: Record<string, string> = authorization ? { authorization } : {};
      const refused = await client.request('GET', '/metrics', undefined, { headers });
      expect(refused.status).toBe(401);
      expect(refused.body.error.code).toBe('unauthorized');
    }
    const scrape = await client.request('GET', '/metrics', undefined, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(scrape.status).toBe(200);
    expect(scrape.body).toContain('ritmo_http_requests_total');
  });
});
