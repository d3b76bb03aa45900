/**
 * PostgreSQL outages under the real server process: a restart of the data or the auth
 * database (`pg_ctl stop -m fast`, as a minor upgrade or a failover does), a server out of
 * connection slots, and a statement that runs too long. The process must stay up, answer 503
 * `database_unavailable` within a bounded time while the database is away, name it in
 * readiness, and serve again by itself once it is back, with every acknowledged save intact.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_READS } from './auth/auth-rate-limits.js';
import { type AnsweredSave, expectSavesWhole } from './test/answered-saves.js';
import { makeActivity, makePatient } from './test/factories.js';
import {
  createDatabasePair,
  type PostgresCluster,
  startPostgresCluster,
} from './test/postgres-cluster.js';
import { type ServerProcess, signUpClinician, startServerProcess } from './test/server-process.js';
import { TestClient } from './test/test-server.js';

/** Every answer during an outage must come within this (connect timeout 1 s + margins). */
const BOUNDED_MS = 4000;
const LIMITS = { DATABASE_CONNECT_TIMEOUT_MS: '1000', DATABASE_STATEMENT_TIMEOUT_MS: '1500' };

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

/** Saves new sessions one after another until stopped; keeps the ones answered 200. */
function saveLoop(client: TestClient) {
  const answered: AnsweredSave[] = [];
  const statuses: number[] = [];
  let stopped = false;
  const done = (async () => {
    for (let i = 0; i < 5000 && !stopped; i++) {
      const { activityId, ...body } = makeActivity('P-1', { notes: `outage #${i}` }, 120);
      const response = await client.put(`/api/activities/${activityId}`, body);
      statuses.push(response.status);
      if (response.status === 200) {
        answered.push({ activityId, body, summary: response.body.activity.summary });
      } else {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  })();
  return {
    answered,
    statuses,
    async stop() {
      stopped = true;
      await done;
    },
  };
}

async function saveOnce(client: TestClient) {
  const { activityId, ...body } = makeActivity('P-1');
  return client.put(`/api/activities/${activityId}`, body);
}

/** Polls every 100 ms until `check` holds: what a step waits for, never a fixed time. */
async function until(what: string, check: () => boolean, limitMs = 20_000): Promise<void> {
  const started = performance.now();
  while (!check()) {
    if (performance.now() - started > limitMs) throw new Error(`not within ${limitMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Polls until a save answers 200; the milliseconds it took. */
async function timeToRecover(client: TestClient, limitMs = 30_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if ((await saveOnce(client)).status === 200) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no save succeeded within ${limitMs} ms of the database's return`);
}

describe('a PostgreSQL outage under a running server', () => {
  let dataCluster: PostgresCluster;
  let authCluster: PostgresCluster;
  let server: ServerProcess;
  let client: TestClient;

  beforeAll(async () => {
    [dataCluster, authCluster] = await Promise.all([
      startPostgresCluster({ maxConnections: 20 }),
      startPostgresCluster(),
    ]);
    const { DATABASE_URL } = await createDatabasePair(dataCluster.adminUrl);
    const { AUTH_DATABASE_URL } = await createDatabasePair(authCluster.adminUrl);
    server = await startServerProcess({
      entry: 'source',
      env: { DATABASE_URL: DATABASE_URL!, AUTH_DATABASE_URL: AUTH_DATABASE_URL!, ...LIMITS },
    });
    client = new TestClient(server.baseUrl);
    await signUpClinician(client, 'Outage');
    expect((await client.put('/api/patients/P-1', makePatient())).status).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    dataCluster?.stop();
    authCluster?.stop();
  });

  it('survives a restart of the data database during saves, and serves again by itself', async () => {
    const loop = saveLoop(client);
    await until('5 saves answered', () => loop.answered.length >= 5);
    dataCluster.pause();

    const live = await client.get('/api/health/live');
    expect(live.status).toBe(200);
    const ready = await timed(() => client.get('/api/health'));
    expect(ready.value.status).toBe(503);
    expect(ready.value.body.error.code).toBe('database_unavailable');
    expect(ready.value.body.error.details).toEqual([
      { field: 'database.data', message: 'The database is not answering' },
    ]);
    expect(ready.ms).toBeLessThan(BOUNDED_MS);
    const save = await timed(() => saveOnce(client));
    expect(save.value.status).toBe(503);
    expect(save.value.body.error.code).toBe('database_unavailable');
    expect(save.ms).toBeLessThan(BOUNDED_MS);
    // A read the auth database alone can answer still works: the session is checked there.
    expect((await client.get('/api/me')).status).toBe(200);
    await until('the save loop refused during the outage', () => loop.statuses.includes(503));

    const answeredBefore = loop.answered.length;
    dataCluster.resume();
    const recoveryMs = await timeToRecover(client);
    await until('the save loop answered again', () => loop.answered.length > answeredBefore);
    await loop.stop();
    console.info(
      `data database restart: ${answeredBefore} saves before, recovered ${Math.round(recoveryMs)} ms after it was back; statuses ${[...new Set(loop.statuses)].join(',')}`,
    );
    expect(server.isRunning()).toBe(true);
    expect(loop.statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(loop.statuses).toContain(503);
    expect((await client.get('/api/health')).status).toBe(200);
    await expectSavesWhole(client, loop.answered);
  }, 90_000);

  it('answers 503 naming the auth database while it is away, then signs in again', async () => {
    authCluster.pause();
    try {
      expect((await client.get('/api/health/live')).status).toBe(200);
      const ready = await client.get('/api/health');
      expect(ready.status).toBe(503);
      expect(ready.body.error.details).toEqual([
        { field: 'database.auth', message: 'The database is not answering' },
      ]);
      const list = await timed(() => client.get('/api/patients'));
      expect(list.value.status).toBe(503);
      expect(list.value.body.error.code).toBe('database_unavailable');
      expect(list.ms).toBeLessThan(BOUNDED_MS);
      const signIn = await client.request(
        'POST',
        '/api/auth/sign-in/email',
        {
          email: 'someone@clinic.test',
          password: 'correct horse battery',
        },
        { headers: { origin: server.baseUrl } },
      );
      expect(signIn.status).toBe(503);
      expect(signIn.body.error.code).toBe('database_unavailable');
      // A signed-in device is never told it is signed out because the session cannot be read.
      for (const path of SESSION_READS) {
        const read = await timed(() => client.get(`/api/auth${path}`));
        expect(read.value.status, path).toBe(503);
        expect(read.value.body.error.code, path).toBe('database_unavailable');
        expect(read.ms).toBeLessThan(BOUNDED_MS);
      }
    } finally {
      authCluster.resume();
    }
    const recoveryMs = await timeToRecover(client);
    console.info(`auth database restart: recovered ${Math.round(recoveryMs)} ms after it was back`);
    expect(server.isRunning()).toBe(true);
    expect((await client.get('/api/patients')).status).toBe(200);
  }, 60_000);

  it('answers 503 when PostgreSQL has no connection slot left, and recovers when one frees', async () => {
    const admin = new pg.Client({ connectionString: dataCluster.adminUrl });
    await admin.connect();
    // Drop the server's pooled connections, then take every slot (max_connections 20, none reserved).
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where pid <> pg_backend_pid() and datname like $1',
      ['data_%'],
    );
    const hogs: pg.Client[] = [];
    for (let i = 0; i < 30; i++) {
      const hog = new pg.Client({ connectionString: dataCluster.adminUrl });
      try {
        await hog.connect();
        hogs.push(hog);
      } catch {
        break;
      }
    }
    try {
      const save = await timed(() => saveOnce(client));
      expect(save.value.status).toBe(503);
      expect(save.value.body.error.code).toBe('database_unavailable');
      expect(save.ms).toBeLessThan(BOUNDED_MS);
    } finally {
      await Promise.all(hogs.map((hog) => hog.end()));
      await admin.end();
    }
    await timeToRecover(client);
    expect(server.isRunning()).toBe(true);
  }, 60_000);

  it('answers 503 to a statement that waits past the statement timeout, and stores nothing of it', async () => {
    const { activityId, ...body } = makeActivity('P-1', { notes: 'blocked' });
    const locker = new pg.Client({
      connectionString: dataCluster.adminUrl.replace(/\/postgres$/, `/${await dataDatabaseName()}`),
    });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table activities in access exclusive mode');
      const save = await timed(() => client.put(`/api/activities/${activityId}`, body));
      expect(save.value.status).toBe(503);
      expect(save.value.body.error.code).toBe('database_unavailable');
      expect(save.ms).toBeLessThan(BOUNDED_MS);
      await locker.query('rollback');
    } finally {
      await locker.end();
    }
    expect((await client.get(`/api/activities/${activityId}`)).status).toBe(404);
    expect((await client.put(`/api/activities/${activityId}`, body)).status).toBe(200);
  }, 60_000);

  async function dataDatabaseName(): Promise<string> {
    const admin = new pg.Client({ connectionString: dataCluster.adminUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query(
        "select datname from pg_database where datname like 'data_%' limit 1",
      );
      return rows[0].datname as string;
    } finally {
      await admin.end();
    }
  }
});
