/**
 * A small run of the load test (test/load-run.ts, also behind `npm run bench`) in `npm test`: 8 clinicians saving and reading
 * for 3 s against the real server process, on SQLite and on PostgreSQL. Every save answered 200
 * must be in the database exactly once, and nothing else.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runLoad } from './test/load-run.js';
import { createDatabasePair } from './test/postgres-cluster.js';
import { type ServerProcess, startServerProcess } from './test/server-process.js';
import { DATABASES } from './test/test-server.js';

describe.each(DATABASES)('load on %s', (kind) => {
  let server: ServerProcess;
  beforeAll(async () => {
    const env = kind === 'postgres' ? await createDatabasePair(inject('postgresAdminUrl')) : {};
    // The sources, not dist: `npm test` builds only after the unit and API tests.
    server = await startServerProcess({ entry: 'source', env });
  });
  afterAll(() => server?.stop());

  it('8 clinicians saving and reading for 3 s lose and duplicate nothing', async () => {
    const report = await runLoad({
      baseUrl: server.baseUrl,
      clinicians: 8,
      seconds: 3,
      dataTarget: server.dataTarget,
      points: 300,
    });
    expect(report.errors).toEqual([]);
    expect(report.errorCount).toBe(0);
    expect(report.saves).toBeGreaterThan(8);
    expect(report.reads).toBe(report.saves);
    expect({
      lost: report.lost,
      duplicated: report.duplicated,
      unexpected: report.unexpected,
    }).toEqual({ lost: 0, duplicated: 0, unexpected: 0 });
  });
});
