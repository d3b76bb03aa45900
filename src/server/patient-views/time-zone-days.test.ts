/**
 * Days and weeks in the reader's IANA zone through the API, on SQLite and PostgreSQL: trend weeks
 * and summary attendance weeks across a daylight-saving change (America/New_York, Europe/Lisbon),
 * the clinic's zone when a request names none, and the schedule's "today" near midnight in
 * América/Sao_Paulo, all with the server's clock set by the test (no wall-clock waits).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/api-paths.js';
import { makeActivity, makeClassSlot, makePatient } from '../test/factories.js';
import { makeProgramme } from '../test/programme-factories.js';
import {
  DATABASES,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../test/test-server.js';

const SETTINGS = '/api/clinic-settings';
/** The server's clock (the summary's today, the schedule's, and the inactivity lock's). */
let clock = Date.UTC(2026, 10, 2, 12);

async function save(user: TestClient, patientId: string, startedAt: number) {
  const { activityId, ...body } = makeActivity(patientId, { startedAt });
  expect((await user.put(`/api/activities/${activityId}`, body)).status).toBe(200);
}

const weekStarts = (answer: { body: { weeks: { weekStart: string }[] } }) =>
  answer.body.weeks.map((w) => w.weekStart);

describe.each(DATABASES)('days and weeks in a time zone on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { now: () => clock });
  });
  afterAll(() => server.close());
  // Each test signs up at its own time and moves the clock only minutes on: a jump of hours
  // would lock the session for inactivity (the lock reads the same clock).
  beforeEach(() => {
    clock = Date.UTC(2026, 10, 2, 12);
  });

  it('trend weeks keep a Sunday-night session in its week across New York’s spring change', async () => {
    const user = await server.signUp();
    await user.put(apiPaths.patient('NY-1'), makePatient());
    await save(user, 'NY-1', Date.UTC(2026, 2, 2, 4, 30)); // 23:30 EST, Sunday 1 March
    await save(user, 'NY-1', Date.UTC(2026, 2, 9, 3, 30)); // 23:30 EDT, Sunday 8 March
    const ny = await user.get(apiPaths.patientTrend('NY-1', 'America/New_York'));
    expect(ny.status).toBe(200);
    expect(weekStarts(ny)).toEqual(['2026-02-23', '2026-03-02']);
    const utc = await user.get(apiPaths.patientTrend('NY-1', 'UTC'));
    expect(weekStarts(utc)).toEqual(['2026-03-02', '2026-03-09']);
  });

  it('summary weeks count Lisbon’s days on both sides of its autumn change', async () => {
    const user = await server.signUp();
    await user.put(apiPaths.patient('LX-1'), makePatient());
    const programme = makeProgramme({ startDate: '2026-10-12' });
    expect((await user.put(apiPaths.patientProgramme('LX-1', 'PR-1'), programme)).status).toBe(200);
    await save(user, 'LX-1', Date.UTC(2026, 9, 18, 23, 30)); // 00:30 WEST, Monday 19 October
    await save(user, 'LX-1', Date.UTC(2026, 9, 25, 23, 30)); // 23:30 WET, Sunday 25 October
    const weeksIn = async (timeZone?: string) => {
      const answer = await user.get(apiPaths.programmeSummary('LX-1', 'PR-1', timeZone));
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.summary.weeks.map((w: { sessions: number }) => w.sessions);
    };
    // Week 2 (19–25 October) holds both in Lisbon; UTC put the first on Sunday, in week 1.
    expect(await weeksIn('Europe/Lisbon')).toEqual([0, 2, 0, 0]);
    expect(await weeksIn('UTC')).toEqual([1, 1, 0, 0]);
    // Named by no request: the clinic's zone once chosen, before that UTC.
    expect(await weeksIn()).toEqual([1, 1, 0, 0]);
    const chosen = await user.put(SETTINGS, { timeZone: 'Europe/Lisbon' });
    expect(chosen.status).toBe(200);
    expect(chosen.body.timeZone).toBe('Europe/Lisbon');
    expect((await user.get(SETTINGS)).body.timeZone).toBe('Europe/Lisbon');
    expect(await weeksIn()).toEqual([0, 2, 0, 0]);
    const trail = await user.get('/api/audit?action=clinic.settings-change');
    expect(JSON.stringify(trail.body)).toContain('timeZone: UTC → Europe/Lisbon');
  });

  it('a bad zone is a 400 naming the field, on reads, writes and the setting', async () => {
    const user = await server.signUp();
    await user.put(apiPaths.patient('BZ-1'), makePatient());
    await user.put(apiPaths.patientProgramme('BZ-1', 'PR-1'), makeProgramme());
    for (const [method, path] of [
      ['GET', apiPaths.patientTrend('BZ-1', 'America/Nowhere')],
      ['GET', apiPaths.programmeSummary('BZ-1', 'PR-1', '+03:00')],
      ['POST', apiPaths.programmeDischarge('BZ-1', 'PR-1', 'GMT-3')],
      ['GET', `${apiPaths.missedSessions('2026-11-02')}&timeZone=Brasil`],
    ] as const) {
      const answer = await user.request(method, path, method === 'POST' ? {} : undefined);
      expect(answer.status, path).toBe(400);
      expect(answer.body.error.details[0].field, path).toBe('query.timeZone');
    }
    const setting = await user.put(SETTINGS, { timeZone: 'America/Sao Paulo' });
    expect(setting.status).toBe(400);
    expect(setting.body.error.details[0].field).toBe('body.timeZone');
    expect((await user.get(SETTINGS)).body.timeZone).toBe('UTC');
  });

  it('enrolment starts on the clinic’s today: 23:59 in São Paulo is still yesterday in UTC+0', async () => {
    clock = Date.UTC(2026, 5, 16, 2, 50);
    const user = await server.signUp();
    await user.put(apiPaths.patient('SP-1'), makePatient());
    await user.put(apiPaths.patient('SP-2'), makePatient());
    expect((await user.put(apiPaths.classSlot('S-1'), makeClassSlot())).status).toBe(200);
    expect((await user.put(SETTINGS, { timeZone: 'America/Sao_Paulo' })).status).toBe(200);
    clock = Date.UTC(2026, 5, 16, 2, 59); // 23:59 on 15 June in São Paulo (UTC−3, no DST)
    expect((await user.put(apiPaths.slotEnrolment('S-1', 'SP-1'), undefined)).status).toBe(200);
    clock = Date.UTC(2026, 5, 16, 3, 0); // 00:00 on 16 June there
    expect((await user.put(apiPaths.slotEnrolment('S-1', 'SP-2'), undefined)).status).toBe(200);
    const rows = await server.app.dataDb
      .selectFrom('slot_enrolments')
      .select(['patient_id', 'since'])
      .where('slot_id', '=', 'S-1')
      .where('patient_id', 'in', ['SP-1', 'SP-2'])
      .orderBy('patient_id')
      .execute();
    expect(rows).toEqual([
      { patient_id: 'SP-1', since: '2026-06-15' },
      { patient_id: 'SP-2', since: '2026-06-16' },
    ]);
    // The follow-up list without a date: today in the zone named, else the clinic's.
    const missed = await user.get('/api/missed-sessions?timeZone=Pacific/Kiritimati');
    expect(missed.status).toBe(200);
    expect((await user.get('/api/missed-sessions')).status).toBe(200);
  });
});
