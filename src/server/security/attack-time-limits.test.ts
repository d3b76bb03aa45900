/**
 * Attack suite, time (issue 12): a session may last at most 24 h, its epochs lie between
 * 2000-01-01 and a day from now, and its samples and events fall inside it. One session from
 * 1970 to 9999 used to make the FHIR export loop for 7 s and answer 500; one in the year 275760
 * made the trend's `new Date` throw. Rows stored before the limits must still be answered,
 * boundedly; hostile time filters get a 400, never a 5xx.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { computeSummary } from '../../common/metrics/summary.js';
import type { ActivityContent } from '../../common/schemas/activity.js';
import { contentJson, rowFields } from '../activities/activity-row.js';
import { DATABASES } from '../test/test-server.js';
import { expectApiError, HOSTILE_TIME_ZONE_QUERIES } from './attack.test-helpers.js';
import { sessionBody, useAttackScene } from './attack-fixture.test-helpers.js';

const DAY_MS = 86_400_000;
const FAR_FUTURE_MS = 253_370_764_800_000; // 9999-01-01
const LAST_DATE_MS = 8_640_000_000_000_000; // the last instant a JS Date holds

describe.each(DATABASES)('time limits on %s', (kind) => {
  const scene = useAttackScene(kind);
  const send: typeof scene.send = (...args) => scene.send(...args);
  const newActivityPath = () => `/api/activities/${randomUUID()}`;

  /** PUTs a session of BRUNO-1 with `overrides`; expects a 400 naming exactly `fields`. */
  async function expectRefused(overrides: Record<string, unknown>, fields: string[]) {
    const what = JSON.stringify(overrides).slice(0, 120);
    const response = await send('PUT', newActivityPath(), {
      body: { ...sessionBody('BRUNO-1'), ...overrides },
    });
    expectApiError(response, 400, what);
    const named = response.body.error.details.map((d: { field: string }) => d.field);
    expect(named, what).toEqual(fields);
  }

  /** Writes a row as an older server stored it, past today's limits, in Bruno's workspace. */
  async function storeLegacyActivity(startedAt: number, endedAt: number): Promise<string> {
    const activityId = randomUUID();
    const content: ActivityContent = {
      ...sessionBody('BRUNO-1', { startedAt, endedAt }),
      classId: undefined,
      target: undefined,
      borgTarget: undefined,
      prescription: undefined,
      safetyMaxBpm: undefined,
      safetyMaxSource: undefined,
      timestamp: startedAt,
      device: null,
      hrMaxBpm: null,
      restingHr: null,
      notes: '',
      samples: { t: [0, 1000], hr: [100, 101] },
      events: [],
    };
    const summary = JSON.stringify(computeSummary(content));
    await scene.server.app.dataDb
      .insertInto('activities')
      .values({
        workspace_id: scene.bruno.userId,
        activity_id: activityId,
        created_at: 1,
        deleted_at: null,
        ...rowFields(content, contentJson(content), summary, 1),
      })
      .execute();
    return activityId;
  }

  it('refuses sessions outside 2000 → tomorrow, over 24 h, or with times past their end', async () => {
    const now = Date.now();
    const startedAt = sessionBody('BRUNO-1').startedAt;
    await expectRefused({ startedAt: 0, endedAt: FAR_FUTURE_MS }, [
      'body.startedAt',
      'body.endedAt',
    ]);
    await expectRefused({ startedAt: Date.UTC(1999, 11, 31, 23) }, ['body.startedAt']);
    await expectRefused({ startedAt: now + 2 * DAY_MS, endedAt: now + 2 * DAY_MS + 60_000 }, [
      'body.startedAt',
      'body.endedAt',
    ]);
    await expectRefused({ timestamp: now + 2 * DAY_MS }, ['body.timestamp']);
    await expectRefused({ timestamp: 0 }, ['body.timestamp']);
    await expectRefused({ timestamp: LAST_DATE_MS }, ['body.timestamp']);
    await expectRefused({ endedAt: startedAt + DAY_MS + 1, samples: { t: [] } }, ['body.endedAt']);
    await expectRefused({ samples: { t: [0, 60_001], hr: [90, 91] } }, ['body.samples.t.1']);
    await expectRefused({ events: [{ t: 60_001, kind: 'marker' }] }, ['body.events.0.t']);
    // A whole day is allowed, and its export stays quick.
    const day = { endedAt: startedAt + DAY_MS, samples: { t: [0, DAY_MS], hr: [90, 100] } };
    const saved = await send('PUT', newActivityPath(), {
      body: { ...sessionBody('BRUNO-1'), ...day },
    });
    expect(saved.status).toBe(200);
    const began = performance.now();
    expect((await send('GET', '/api/patients/BRUNO-1/fhir')).status).toBe(200);
    expect(performance.now() - began).toBeLessThan(3000);
  });

  it('answers the export, trend and history boundedly for rows stored before the limits', async () => {
    const legacy = [
      await storeLegacyActivity(0, FAR_FUTURE_MS),
      await storeLegacyActivity(LAST_DATE_MS - 1000, LAST_DATE_MS),
    ];
    try {
      const began = performance.now();
      const fhir = await send('GET', '/api/patients/BRUNO-1/fhir');
      expect(fhir.status).toBe(200);
      expect(performance.now() - began).toBeLessThan(3000);
      for (const entry of fhir.body.entry) {
        const data: string | undefined = entry.resource.valueSampledData?.data;
        if (data) expect(data.split(' ').length).toBeLessThanOrEqual(86_400);
      }
      // The zones furthest west and east of UTC (−11 and +14).
      for (const zone of ['Pacific/Pago_Pago', 'UTC', 'Pacific/Kiritimati']) {
        const trend = await send('GET', `/api/patients/BRUNO-1/trend?timeZone=${zone}`);
        expect(trend.status, zone).toBe(200);
      }
      const history = await send('GET', '/api/activities?patientId=BRUNO-1');
      expect(history.status).toBe(200);
      expect((await send('GET', '/api/export')).status).toBe(200);
    } finally {
      await scene.server.app.dataDb
        .deleteFrom('activities')
        .where('activity_id', 'in', legacy)
        .execute();
    }
  });

  it('answers 400 to hostile time filters on the trend and the history', async () => {
    const hostile = [
      '1e308',
      '9e15',
      '9007199254740993',
      '-1',
      '-1e308',
      'NaN',
      'Infinity',
      '-Infinity',
      'abc',
      '1.5',
      '1e400',
    ];
    for (const path of ['/api/patients/BRUNO-1/trend', '/api/activities']) {
      for (const key of ['from', 'to']) {
        for (const value of hostile) {
          const query = `${key}=${encodeURIComponent(value)}`;
          expectApiError(await send('GET', `${path}?${query}`), 400, `${path}?${query}`);
        }
      }
      const backwards = await send('GET', `${path}?from=2000&to=1000`);
      expectApiError(backwards, 400, `${path} from > to`);
    }
    for (const query of HOSTILE_TIME_ZONE_QUERIES) {
      const path = `/api/patients/BRUNO-1/trend?${query}`;
      const response = await send('GET', path);
      expectApiError(response, 400, path);
      expect(response.body.error.details[0].field, path).toBe('query.timeZone');
    }
  });
});
