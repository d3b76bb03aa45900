/**
 * Crash safety: the real server process is SIGKILLed in the middle of a stream of saves, then
 * restarted on the same data. Every save that was answered 200 before the kill must be there,
 * whole: samples, events and the summary it was answered with. SQLite and a durable PostgreSQL.
 */
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnsweredSave, expectSavesWhole } from './test/answered-saves.js';
import { makeActivity, makePatient } from './test/factories.js';
import {
  createDatabasePair,
  type PostgresCluster,
  startPostgresCluster,
} from './test/postgres-cluster.js';
import { type ServerProcess, signUpClinician, startServerProcess } from './test/server-process.js';
import { DATABASES, TestClient } from './test/test-server.js';

const WRITERS = 8;
/** The kill comes once this many saves were answered, or after KILL_AFTER_MS at the latest. */
const ANSWERED_BEFORE_KILL = 40;
const KILL_AFTER_MS = 8_000;

/** Saves distinct sessions until `stopped()`; returns those answered 200. */
async function writer(client: TestClient, id: number, stopped: () => boolean) {
  const answered: AnsweredSave[] = [];
  for (let i = 0; i < 10_000 && !stopped(); i++) {
    const { activityId, ...body } = makeActivity('P-1', { notes: `writer ${id} #${i}` }, 600);
    body.samples!.hr = body.samples!.t.map((_, k) => 80 + ((k * (id + 1) + i) % 90));
    try {
      const response = await client.put(`/api/activities/${activityId}`, body);
      if (response.status === 200) {
        answered.push({ activityId, body, summary: response.body.activity.summary });
      }
    } catch {
      // The kill: requests in flight fail, and the writer stops.
      return answered;
    }
  }
  return answered;
}

describe.each(DATABASES)('crash safety on %s', (kind) => {
  let cluster: PostgresCluster | undefined;
  let server: ServerProcess;
  beforeAll(async () => {
    // Durable: fsync and full-page writes on, as a real deployment runs.
    if (kind === 'postgres') cluster = await startPostgresCluster({ durable: true });
    const env = cluster ? await createDatabasePair(cluster.adminUrl) : {};
    server = await startServerProcess({ entry: 'source', env });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    cluster?.stop();
  });

  it('keeps every save answered 200 before a SIGKILL, intact after the restart', async () => {
    const client = new TestClient(server.baseUrl);
    await signUpClinician(client, 'Crash');
    expect((await client.put('/api/patients/P-1', makePatient())).status).toBe(200);

    let killed = false;
    const writers = Array.from({ length: WRITERS }, (_, id) => writer(client, id, () => killed));
    const started = Date.now();
    while (Date.now() - started < KILL_AFTER_MS) {
      // Poll the server's own view: how many sessions it has answered so far.
      const list = await client.get('/api/activities?limit=200');
      if (list.body.activities.length >= ANSWERED_BEFORE_KILL) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await server.kill();
    killed = true;
    const answered = (await Promise.all(writers)).flat();
    console.info(`crash on ${kind}: ${answered.length} saves answered 200 before the kill`);
    expect(answered.length).toBeGreaterThan(0);

    if (server.dataTarget.kind === 'sqlite') {
      const file = new SqliteDatabase(server.dataTarget.file, { readonly: true });
      expect(file.pragma('integrity_check', { simple: true })).toBe('ok');
      file.close();
    }

    await server.restart();
    await expectSavesWhole(client, answered);
    const after = makeActivity('P-1');
    const { activityId, ...body } = after;
    expect((await client.put(`/api/activities/${activityId}`, body)).status).toBe(200);
  }, 120_000);
});
