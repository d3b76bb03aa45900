/**
 * The audit trail of a personal workspace: which requests append which event (actor, action,
 * patient, session, forwarded address), and how `GET /api/audit` and its CSV filter and page it.
 * On SQLite and PostgreSQL, behind a trusted proxy on loopback.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { withCsvFormat } from '../../common/csv/csv-format-query.js';
import {
  formulaCells,
  headerOf,
  parseCsv,
  tableOf,
} from '../../common/csv/csv-read-back.test-helpers.js';
import { AUDIT_CSV_COLUMNS, type AuditEvent } from '../../common/schemas/audit.js';
import { makeActivity, makePatient } from '../test/factories.js';
import {
  DATABASES,
  startTestServer,
  TEST_PASSWORD,
  type TestClient,
  type TestServer,
} from '../test/test-server.js';

const ADDRESS = '203.0.113.7';
const FORWARDED = { headers: { 'x-forwarded-for': ADDRESS } };
type User = TestClient & { userId: string; email: string };

/** Every event of the caller's workspace, newest first, walking the pages. */
async function wholeTrail(user: User, query = ''): Promise<AuditEvent[]> {
  const events: AuditEvent[] = [];
  let cursor: string | null = null;
  do {
    const url: string = `/api/audit?limit=3${query}${cursor ? `&cursor=${cursor}` : ''}`;
    const page = await user.get(url);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    events.push(...page.body.events);
    cursor = page.body.nextCursor && encodeURIComponent(page.body.nextCursor);
  } while (cursor);
  return events;
}

const summary = (e: AuditEvent) => [e.action, e.patientId, e.activityId];

describe.each(DATABASES)('audit trail on %s', (kind) => {
  let server: TestServer;
  let ana: User;
  let sessionId: string;

  beforeAll(async () => {
    server = await startTestServer(kind, { TRUST_PROXY: 'loopback' });
    ana = await server.signUp('Dra. Ana');
    const as = (method: string, url: string, body?: unknown) =>
      ana.request(method, url, body, FORWARDED);
    const { activityId, ...session } = makeActivity('P-1');
    sessionId = activityId;
    const writes: [string, string, unknown?][] = [
      ['PUT', apiPaths.patient('P-1'), makePatient()],
      ['PUT', apiPaths.patient('P-1'), makePatient()], // a replay: nothing stored
      ['PUT', apiPaths.activity(activityId), session],
      ['PUT', apiPaths.activity(activityId), session], // a replay
      ['PUT', apiPaths.activity(activityId), { ...session, notes: 'tired' }],
      ['GET', apiPaths.activity(activityId)],
      ['GET', apiPaths.activity(activityId, 'csv')],
      ['GET', apiPaths.activity(activityId, 'print')],
      ['GET', apiPaths.activity('00000000-0000-4000-8000-000000000000')], // 404: nothing read
      ['GET', apiPaths.patients()], // a list: not one patient's records
      ['GET', apiPaths.patient('P-1')],
      ['GET', apiPaths.patientTrend('P-1', 'UTC')],
      ['GET', apiPaths.patientFhir('P-1')],
      ['GET', apiPaths.export()],
      ['DELETE', apiPaths.activity(activityId)],
      ['DELETE', apiPaths.activity(activityId)], // 404: already deleted
      ['DELETE', apiPaths.patient('P-1')],
      ['DELETE', apiPaths.patient('P-1')], // archived twice changes nothing
    ];
    for (const [method, url, body] of writes) {
      expect((await as(method, url, body)).status).toBeLessThan(500);
    }
  });
  afterAll(() => server.close());

  it('appends one event per stored write and per read of one patient, with who and where', async () => {
    // Signing up signed Ana in (not through the proxy): audit-access-changes.test.ts checks that.
    const events = (await wholeTrail(ana)).filter((e) => !e.action.startsWith('account.'));
    expect(events.map(summary).reverse()).toEqual([
      ['patient.write', 'P-1', null],
      ['activity.write', 'P-1', sessionId],
      ['activity.write', 'P-1', sessionId],
      ['activity.read', 'P-1', sessionId],
      ['activity.csv', 'P-1', sessionId],
      ['activity.print', 'P-1', sessionId],
      ['patient.read', 'P-1', null],
      ['patient.trend.read', 'P-1', null],
      ['patient.fhir.read', 'P-1', null],
      ['workspace.export', null, null],
      ['activity.delete', 'P-1', sessionId],
      ['patient.archive', 'P-1', null],
    ]);
    for (const event of events) {
      expect(event).toMatchObject({ actorId: ana.userId, actorName: 'Dra. Ana', address: ADDRESS });
    }
    const times = events.map((e) => e.at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(events.map((e) => e.eventId)).size).toBe(events.length);
  });

  it('records who changed a patient and who recorded a session on the records themselves', async () => {
    const { activityId, ...session } = makeActivity('P-2');
    await ana.put(apiPaths.patient('P-2'), makePatient());
    const saved = await ana.put(apiPaths.activity(activityId), session);
    const me = { id: ana.userId, name: 'Dra. Ana' };
    expect(saved.body.activity.recordedBy).toEqual(me);
    expect((await ana.get(apiPaths.activity(activityId))).body.activity.recordedBy).toEqual(me);
    const list = await ana.get(apiPaths.activities({ patientId: 'P-2' }));
    expect(list.body.activities[0].recordedBy).toEqual(me);
    expect((await ana.get(apiPaths.patient('P-2'))).body.patient.updatedBy).toEqual({
      ...me,
      email: ana.email,
    });
  });

  it('filters by patient, actor, action and inclusive time bounds', async () => {
    const all = await wholeTrail(ana);
    expect((await wholeTrail(ana, '&patientId=P-2')).every((e) => e.patientId === 'P-2')).toBe(
      true,
    );
    expect(await wholeTrail(ana, `&actorId=${ana.userId}`)).toEqual(all);
    expect(await wholeTrail(ana, '&actorId=someone-else')).toEqual([]);
    const reads = await wholeTrail(ana, '&action=activity.read');
    expect(reads.map((e) => e.action)).toEqual(reads.map(() => 'activity.read'));
    expect(reads.length).toBeGreaterThan(0);
    const middle = all[Math.floor(all.length / 2)]!;
    const atIt = await wholeTrail(ana, `&from=${middle.at}&to=${middle.at}`);
    expect(atIt.map((e) => e.eventId)).toContain(middle.eventId);
    expect(atIt.every((e) => e.at === middle.at)).toBe(true);
    const after = await wholeTrail(ana, `&from=${middle.at + 1}`);
    expect(after).toEqual(all.filter((e) => e.at > middle.at));
    const before = await wholeTrail(ana, `&to=${middle.at - 1}`);
    expect(before).toEqual(all.filter((e) => e.at < middle.at));
  });

  it('pages newest first: the pages join into the whole trail, the last has no cursor', async () => {
    const whole = (await ana.get('/api/audit?limit=200')).body;
    expect(whole.nextCursor).toBeNull();
    const pages: AuditEvent[][] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { events: AuditEvent[]; nextCursor: string | null } } = await ana.get(
        apiPaths.audit({}, { limit: 4, cursor }),
      );
      expect(page.body.events.length).toBeLessThanOrEqual(4);
      pages.push(page.body.events);
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(pages.flat()).toEqual(whole.events);
    expect(pages.length).toBe(Math.ceil(whole.events.length / 4));
    expect((await ana.get('/api/audit')).body.events).toEqual(whole.events.slice(0, 50));
  });

  it.each([
    ['limit=0', 'query.limit'],
    ['limit=201', 'query.limit'],
    ['limit=abc', 'query.limit'],
    ['cursor=not-a-cursor', 'query.cursor'],
    ['from=10&to=5', 'query.to'],
    ['from=-1', 'query.from'],
    ['action=patient.delete', 'query.action'],
    ['patientId=..', 'query.patientId'],
  ])('refuses %s naming %s', async (query, field) => {
    for (const path of ['/api/audit', '/api/audit.csv']) {
      if (path.endsWith('.csv') && /limit|cursor/.test(query)) continue;
      const response = await ana.get(`${path}?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.error.details.map((d: { field: string }) => d.field)).toContain(field);
    }
  });

  it('downloads the same trail as CSV, formulas defused and commas quoted', async () => {
    const carla = await server.signUp('=HYPERLINK("http://x","Carla, PT")');
    await carla.put(apiPaths.patient('-P1'), makePatient());
    await carla.put(apiPaths.patient('P-2'), makePatient());
    const response = await carla.get(apiPaths.auditCsv());
    expect(response.status).toBe(200);
    expect((await rawText(carla, apiPaths.auditCsv())).startsWith('\uFEFF"')).toBe(true);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename=.*\.csv/);
    const csv = response.body as string;
    const lines = csv.split('\r\n');
    expect(lines[4]).toBe(AUDIT_CSV_COLUMNS.map((column) => `"${column}"`).join(','));
    // Only the writes: sign-ins are in the trail too.
    const table = tableOf(parseCsv(csv, 'en')).filter((row) => row.action === 'patient.write');
    expect(table).toHaveLength(2);
    expect(table[0]).toMatchObject({
      actorId: carla.userId,
      actorName: `'=HYPERLINK("http://x","Carla, PT")`,
      action: 'patient.write',
      patientId: 'P-2',
    });
    expect(table[0]!.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
    expect(table[1]!.patientId).toBe("'-P1");
    expect(formulaCells(csv, 'en')).toEqual([]);
    const filtered = await carla.get(apiPaths.auditCsv({ patientId: '-P1' }));
    expect(tableOf(parseCsv(filtered.body as string, 'en'))).toHaveLength(1);
  });

  it("names the CSV for the reader's day", async () => {
    const ines = await server.signUp('Inês');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // 23:30 on 3 March in UTC is already 4 March in Kiritimati (UTC+14).
      vi.setSystemTime(Date.parse('2026-03-03T23:30:00Z'));
      const format = { dialect: 'en', tz: 'Pacific/Kiritimati' } as const;
      const response = await ines.get(withCsvFormat(apiPaths.auditCsv(), format));
      expect(response.headers.get('content-disposition')).toContain('ritmo-audit-2026-03-04.csv');
    } finally {
      vi.useRealTimers();
    }
  });

  it("writes the CSV in the reader's dialect and zone, with header rows", async () => {
    const dora = await server.signUp('Dora; Souza');
    await dora.put(apiPaths.patient('P-1'), makePatient());
    const before = Date.now();
    const csv = await rawText(
      dora,
      withCsvFormat(apiPaths.auditCsv(), { dialect: 'pt-BR', tz: 'America/Sao_Paulo' }),
    );
    expect(csv.startsWith('\uFEFF"Ritmo audit trail";')).toBe(true);
    const rows = parseCsv(csv, 'pt-BR');
    expect(headerOf(rows).timeZone).toBe('America/Sao_Paulo');
    const event = tableOf(rows).find((row) => row.action === 'patient.write');
    expect(event).toMatchObject({ actorName: 'Dora; Souza', patientId: 'P-1' });
    expect(event!.at).toMatch(/-03:00$/);
    expect(Math.abs(Date.parse(event!.at!) - before)).toBeLessThan(60_000);
    expect(formulaCells(csv, 'pt-BR')).toEqual([]);
    const bad = await dora.get('/api/audit.csv?tz=Mars%2FOlympus&dialect=fr');
    expect(bad.status).toBe(400);
    const fields = bad.body.error.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['query.tz', 'query.dialect']));
  });

  it('has no way to change or remove an event', async () => {
    const before = await wholeTrail(ana);
    const event = before[0]!;
    for (const method of ['PUT', 'DELETE', 'PATCH', 'POST']) {
      for (const path of ['/api/audit', `/api/audit/${event.eventId}`, '/api/audit.csv']) {
        const response = await ana.request(method, path, { action: 'patient.write' });
        expect([404, 405], `${method} ${path}`).toContain(response.status);
      }
    }
    expect(await wholeTrail(ana)).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    expect((await server.anonymous().get('/api/audit')).status).toBe(401);
    expect((await server.anonymous().get('/api/audit.csv')).status).toBe(401);
  });

  it("deleting a personal account removes that workspace's trail with its records", async () => {
    const solo = await server.signUp('Solo');
    await solo.put(apiPaths.patient('S-1'), makePatient());
    const rows = () =>
      server.app.dataDb
        .selectFrom('audit_events')
        .select('event_id')
        .where('workspace_id', '=', solo.userId)
        .execute();
    expect(await rows()).toHaveLength(2); // signing in and the patient
    const confirm = { confirmEmail: solo.email, password: TEST_PASSWORD };
    expect((await solo.request('DELETE', apiPaths.me(), confirm)).status).toBe(204);
    expect(await rows()).toEqual([]);
  });
});

/** The body as sent, BOM included (fetch's text() drops a leading BOM). */
async function rawText(client: TestClient, path: string): Promise<string> {
  const response = await fetch(client.baseUrl + path, { headers: { cookie: client.cookie } });
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
}
