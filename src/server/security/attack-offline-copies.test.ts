/**
 * Attack suite, offline copies (`GET /api/activities/offline-copies`): junk id lists and another
 * workspace's session ids (alone, mixed with one's own, upper-cased, deleted). Junk gets a 400
 * naming activityIds (never a 5xx); another's ids copy nothing and leave no trace in either
 * trail but the attacker's own batch. Ana's data stays as it was (checked after every test).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DATABASES } from '../test/test-server.js';
import { expectApiError } from './attack.test-helpers.js';
import { sessionBody, useAttackScene } from './attack-fixture.test-helpers.js';

const path = (query: string) => `/api/activities/offline-copies?${query}`;

/** Id lists that are not 1 to 20 UUIDs, or not one list. */
const JUNK_QUERIES: string[] = [
  '',
  'activityIds=',
  'activityIds=,',
  `activityIds=${randomUUID()},`,
  'activityIds=not-a-uuid',
  `activityIds=${encodeURIComponent("' OR '1'='1")}`,
  `activityIds=${encodeURIComponent("x'); DROP TABLE audit_events;--")}`,
  'activityIds=..%2F..%2Fetc%2Fpasswd',
  `activityIds=${randomUUID()}%00`,
  `activityIds=${encodeURIComponent(`{${randomUUID()}}`)}`,
  `activityIds=${randomUUID().replace(/-/g, '')}`,
  `activityIds=${Array.from({ length: 21 }, () => randomUUID()).join(',')}`,
  `activityIds=${randomUUID()}&activityIds=${randomUUID()}`,
  `activityIds[]=${randomUUID()}`,
  `activityIds[$ne]=null`,
  `activityIds=${'x'.repeat(5000)}`,
];

describe.each(DATABASES)('offline copy attacks on %s', (kind) => {
  const scene = useAttackScene(kind);
  const send: typeof scene.send = (...args) => scene.send(...args);
  const copiesIn = async (who: 'ana' | 'bruno') => {
    const page = await scene[who].get('/api/audit?action=activity.offline-copy&limit=200');
    expect(page.status).toBe(200);
    return page.body.events as { patientIds: string[] }[];
  };

  it('refuses junk id lists with a 400 naming activityIds', async () => {
    for (const query of JUNK_QUERIES) {
      const response = await send('GET', path(query));
      expectApiError(response, 400, query.slice(0, 80));
      expect(response.body.error.details[0].field, query.slice(0, 80)).toMatch(
        /^query\.activityIds(\.|$)/,
      );
    }
    expect(await copiesIn('bruno')).toEqual([]);
  });

  it("copies none of another workspace's sessions and names none of its patients", async () => {
    const theirs = scene.anaActivityIds;
    for (const ids of [
      theirs,
      theirs.map((id) => id.toUpperCase()),
      [theirs[2]!],
      [...theirs, randomUUID()],
    ]) {
      const response = await send('GET', path(`activityIds=${ids.join(',')}`));
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ activities: [] });
    }
    expect(await copiesIn('bruno')).toEqual([]);
    expect(await copiesIn('ana')).toEqual([]);
  });

  it('mixed with his own, only his own is copied and named', async () => {
    const mine = randomUUID();
    const saved = await send('PUT', `/api/activities/${mine}`, { body: sessionBody('BRUNO-1') });
    expect(saved.status).toBe(200);
    const response = await send('GET', path(`activityIds=${[...scene.anaActivityIds, mine]}`));
    expect(response.body.activities.map((a: { activityId: string }) => a.activityId)).toEqual([
      mine,
    ]);
    expect((await copiesIn('bruno')).map((e) => e.patientIds)).toEqual([['BRUNO-1']]);
    expect(await copiesIn('ana')).toEqual([]);
    expect((await send('DELETE', `/api/activities/${mine}`)).status).toBe(204);
  });
});
