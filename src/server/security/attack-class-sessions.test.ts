/**
 * Attack suite, class sessions: listing another workspace's class by its id (alone, with the
 * other filters, with a cursor of theirs), saving into a class id another clinician used, and
 * junk class ids in bodies and queries, junk target bands in bodies. Each gets an empty list,
 * the writer's own rows or a 400 naming classId or target (never a 5xx); Ana's data stays as it
 * was (checked after every test).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DATABASES } from '../test/test-server.js';
import { expectApiError } from './attack.test-helpers.js';
import { sessionBody, useAttackScene } from './attack-fixture.test-helpers.js';

const EMPTY_PAGE = { activities: [], nextCursor: null };

/** Class ids that are not UUIDs, or not strings at all. */
const JUNK_CLASS_IDS: unknown[] = [
  '',
  ' ',
  'not-a-uuid',
  "' OR '1'='1",
  "x'); DROP TABLE activities;--",
  '../../etc/passwd',
  '%00',
  `${randomUUID()}\u0000`,
  `{${randomUUID()}}`,
  `${randomUUID()} `,
  randomUUID().replace(/-/g, ''),
  randomUUID().replace(/[0-9a-f]/, 'g'),
  'ｆｆｆｆｆｆｆｆ-ｆｆｆｆ-４ｆｆｆ-８ｆｆｆ-ｆｆｆｆｆｆｆｆｆｆｆｆ',
  'x'.repeat(100_000),
  42,
  true,
  [randomUUID()],
  { $ne: null },
  {},
];

/** Target bands that are no band: out of range, inverted, not numbers, not an object. */
const JUNK_TARGETS: unknown[] = [
  { lowBpm: 0, highBpm: 0 },
  { lowBpm: -1, highBpm: 120 },
  { lowBpm: 120, highBpm: 90 },
  { lowBpm: 100, highBpm: 100 },
  { lowBpm: 100, highBpm: 1e308 },
  { lowBpm: 100, highBpm: Number.MAX_SAFE_INTEGER + 2 },
  { lowBpm: 95.5, highBpm: 120 },
  { lowBpm: '95', highBpm: '120' },
  { lowBpm: '95; DROP TABLE activities;--', highBpm: 120 },
  { lowBpm: null, highBpm: 120 },
  { lowBpm: [95], highBpm: 120 },
  { lowBpm: { $gt: 0 }, highBpm: 120 },
  { lowBpm: 95 },
  {},
  [95, 120],
  '95-120',
  95,
  true,
  'x'.repeat(100_000),
];

describe.each(DATABASES)('class session attacks on %s', (kind) => {
  const scene = useAttackScene(kind);
  const send: typeof scene.send = (...args) => scene.send(...args);
  const listPath = (query: string) => `/api/activities?${query}`;

  it("lists another workspace's class as a class that never existed", async () => {
    const theirs = scene.anaClassId;
    expect((await scene.ana.get(listPath(`classId=${theirs}`))).body.activities).toHaveLength(2);
    const cursor = (await scene.ana.get(listPath(`classId=${theirs}&limit=1`))).body.nextCursor;
    expect(cursor).toEqual(expect.any(String));
    for (const query of [
      `classId=${theirs}`,
      `classId=${theirs.toUpperCase()}`,
      `classId=${theirs}&patientId=ANA-1`,
      `classId=${theirs}&patientId=ANA-2`,
      `classId=${theirs}&type=walk&from=0&to=${Date.now()}`,
      `classId=${theirs}&cursor=${cursor}`,
      `classId=${theirs}&limit=200`,
      `classId=${randomUUID()}`,
    ]) {
      const response = await send('GET', listPath(query));
      expect(response.status, query).toBe(200);
      expect(response.body, query).toEqual(EMPTY_PAGE);
    }
  });

  it("a session saved with another clinician's class id lands in the writer's rows only", async () => {
    const classId = scene.anaClassId;
    const mine = randomUUID();
    const saved = await send('PUT', `/api/activities/${mine}`, {
      body: { ...sessionBody('BRUNO-1'), classId, workspaceId: scene.ana.userId },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.activity.classId).toBe(classId);
    // Ana's own session ids with her class id: still a patient Bruno does not have.
    for (const id of scene.anaActivityIds) {
      const theirs = await send('PUT', `/api/activities/${id}`, {
        body: sessionBody('ANA-1', { classId }),
      });
      expectApiError(theirs, 404, "PUT Ana's activity id into her class");
    }
    const listed = await send('GET', listPath(`classId=${classId}`));
    expect(listed.body.activities.map((a: { activityId: string }) => a.activityId)).toEqual([mine]);
    expect((await send('DELETE', `/api/activities/${mine}`)).status).toBe(204);
  });

  it('refuses a junk target band with a 400 naming target, and stores nothing', async () => {
    for (const junk of JUNK_TARGETS) {
      const what = JSON.stringify(junk)?.slice(0, 60);
      const activityId = randomUUID();
      const body = { ...sessionBody('BRUNO-1'), target: junk };
      const saved = await send('PUT', `/api/activities/${activityId}`, { body });
      expectApiError(saved, 400, `target ${what}`);
      expect(saved.body.error.details[0].field, what).toMatch(/^body\.target(\.|$)/);
      expect((await send('GET', `/api/activities/${activityId}`)).status, what).toBe(404);
    }
  });

  it('refuses a junk class id in a body or a query with a 400 naming classId', async () => {
    for (const junk of JUNK_CLASS_IDS) {
      const what = JSON.stringify(junk)?.slice(0, 60);
      const body = { ...sessionBody('BRUNO-1'), classId: junk };
      const saved = await send('PUT', `/api/activities/${randomUUID()}`, { body });
      expectApiError(saved, 400, `body classId ${what}`);
      expect(saved.body.error.details[0].field, what).toBe('body.classId');
      if (typeof junk !== 'string') continue;
      const listed = await send('GET', listPath(`classId=${encodeURIComponent(junk)}`));
      // A URL over 16 KiB is refused before any parameter is read.
      if (junk.length > 16_384) {
        expectApiError(listed, 431, `query classId ${what}`);
        continue;
      }
      expectApiError(listed, 400, `query classId ${what}`);
      expect(listed.body.error.details[0].field, what).toBe('query.classId');
    }
    const theirs = scene.anaClassId;
    for (const query of [
      `classId=${theirs}&classId=${randomUUID()}`,
      `classId=${theirs}%00`,
      `classId=${theirs}%27%20OR%201=1--`,
    ]) {
      expectApiError(await send('GET', listPath(query)), 400, query);
    }
    // Bracketed keys are other, unknown parameters: ignored, never a way into Ana's rows.
    for (const query of [`classId[]=${theirs}`, 'classId[$ne]=x', `classId.0=${theirs}`]) {
      const response = await send('GET', listPath(query));
      expect(response.status, query).toBe(200);
      const ids = response.body.activities.map((a: { activityId: string }) => a.activityId);
      expect(
        ids.filter((id: string) => scene.anaActivityIds.includes(id)),
        query,
      ).toEqual([]);
    }
  });
});
