import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeSummary } from '../../common/metrics/summary.js';
import { makePatient } from '../test/factories.js';
import { DATABASES, startTestServer, type TestServer } from '../test/test-server.js';

const SESSIONS = 10_000;
// What the server stores for a session without samples, as the real computation gives it.
const EMPTY_SUMMARY = JSON.stringify(
  computeSummary({ startedAt: 0, endedAt: 0, samples: { t: [] }, events: [], hrMaxBpm: null }),
);

describe.each(DATABASES)('history paging over 10,000 sessions on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('reaches every session exactly once, newest first', async () => {
    const user = await server.signUp();
    await user.put('/api/patients/P-1', makePatient());
    const ids = new Set<string>();
    // Seeded straight into the table: the paging is under test here, not the save path.
    const rows = Array.from({ length: SESSIONS }, (_, i) => {
      const activityId = randomUUID();
      ids.add(activityId);
      const timestamp = 1_700_000_000_000 + Math.floor(i / 3) * 1000; // ties in threes
      return {
        workspace_id: user.userId,
        activity_id: activityId,
        patient_id: 'P-1',
        type: 'walk',
        started_at: timestamp - 60_000,
        ended_at: timestamp,
        timestamp,
        device: null,
        hr_max_bpm: null,
        resting_hr: null,
        notes: '',
        summary: EMPTY_SUMMARY,
        content_hash: activityId,
        created_at: timestamp,
        updated_at: timestamp,
        deleted_at: null,
        events: '[]',
        samples: '{"t":[]}',
      };
    });
    for (let i = 0; i < rows.length; i += 500) {
      await server.app.dataDb
        .insertInto('activities')
        .values(rows.slice(i, i + 500))
        .execute();
    }

    const seen: string[] = [];
    let previous = Number.POSITIVE_INFINITY;
    let cursor: string | null = null;
    do {
      const page: {
        status: number;
        body: {
          activities: { activityId: string; timestamp: number }[];
          nextCursor: string | null;
        };
      } = await user.get(`/api/activities?limit=200${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      for (const activity of page.body.activities) {
        expect(activity.timestamp).toBeLessThanOrEqual(previous);
        previous = activity.timestamp;
        seen.push(activity.activityId);
      }
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(SESSIONS);
    expect(new Set(seen)).toEqual(ids);
  }, 120_000);
});
