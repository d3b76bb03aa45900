/**
 * Several servers, proven: three Ritmo processes share one PostgreSQL and one AUTH_SECRET behind
 * HAProxy running the shipped deploy/haproxy.cfg, all on loopback. Requests land on every copy
 * and agree; the failed sign-in limit and a sign-out hold on every copy; a copy SIGKILLed amid
 * saves costs no acknowledged write and the clients' retries of the same ids duplicate nothing;
 * a copy stopped with SIGTERM answers everything it had accepted and is sent nothing new.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../common/api/api-paths.js';
import { connect } from './db/connect.js';
import type { DataSchema } from './db/schema.js';
import { makeActivity, makePatient } from './test/factories.js';
import { type LoadBalancer, startLoadBalancer } from './test/load-balancer.js';
import {
  createDatabasePair,
  freePort,
  type PostgresCluster,
  startPostgresCluster,
} from './test/postgres-cluster.js';
import { type ServerProcess, startServerProcess } from './test/server-process.js';
import { TestClient } from './test/test-server.js';

const PASSWORD = 'correct horse battery';
const FAILED_SIGN_INS_ALLOWED = 5;
/** deploy/haproxy.cfg takes a server out after two missed checks 1 s apart; this outlasts it. */
const DRAIN_S = 3;
const REQUEST_TIMEOUT_MS = 20_000;

const servedBy = (response: { headers: Headers }) => response.headers.get('x-served-by') ?? '?';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 100 ms until it holds: what a step waits for, never a fixed time. */
async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await sleep(100);
  }
}

/** The status of a copy's readiness check; 0 when it does not answer. */
async function healthOf(server: ServerProcess): Promise<number> {
  try {
    return (await fetch(`${server.baseUrl}/api/health`)).status;
  } catch {
    return 0;
  }
}

/**
 * A clinician through the balancer. `address` stands for the clinic's network: each simulated
 * clinic signs up from its own, as real ones do, so the per-address sign-up limit is theirs.
 */
async function signUpThrough(
  baseUrl: string,
  name: string,
  address = '203.0.113.10',
): Promise<{ client: TestClient; userId: string; email: string; servers: string[] }> {
  const client = new TestClient(baseUrl);
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${randomUUID().slice(0, 8)}@clinic.test`;
  const headers = { origin: baseUrl, 'x-forwarded-for': address };
  const signUp = await client.request(
    'POST',
    apiPaths.auth.signUp,
    { name, email, password: PASSWORD },
    { headers },
  );
  expect(signUp.status).toBe(200);
  const signIn = await client.request(
    'POST',
    apiPaths.auth.signIn,
    { email, password: PASSWORD },
    { headers },
  );
  expect(signIn.status).toBe(200);
  return {
    client,
    userId: signIn.body.user.id,
    email,
    servers: [servedBy(signUp), servedBy(signIn)],
  };
}

/** The same request straight to one copy, with the client's cookie. */
function direct(server: ServerProcess, client: TestClient): TestClient {
  const other = new TestClient(server.baseUrl);
  other.cookie = client.cookie;
  return other;
}

interface SaveRun {
  acknowledged: Map<string, string[]>;
  /** Ids a client gave up on: their fate is unknown, so the run must have none. */
  abandoned: number;
  /** Answers other than 200 and network errors, each followed by a retry of the same id. */
  retried: number;
  /** The copy that answered each 200, with when. */
  answers: { server: string; at: number }[];
}

/**
 * Each clinician saves new sessions until `stopped()`; a save that fails is sent again with the
 * same id (what the web app's outbox does) until it is answered 200, or `retry` is false. `run`
 * fills as it goes (a test waits on it); `done` is it once every clinician has stopped.
 */
function saveUntil(
  clinicians: { client: TestClient; userId: string }[],
  stopped: () => boolean,
  retry: boolean,
  maxAttempts = 40,
): { run: SaveRun; done: Promise<SaveRun> } {
  const run: SaveRun = { acknowledged: new Map(), abandoned: 0, retried: 0, answers: [] };
  const done = Promise.all(
    clinicians.map(async ({ client, userId }) => {
      const ids: string[] = [];
      run.acknowledged.set(userId, ids);
      for (let i = 0; i < 10_000 && !stopped(); i++) {
        // 10- and 30-minute sessions: HAProxy resends the small ones itself when a copy dies
        // under them; the large ones (over its 16 KB buffer) come back as 502 for the client.
        const points = i % 2 ? 1800 : 600;
        const { activityId, ...body } = makeActivity('P-1', { notes: `save ${i}` }, points);
        let done = false;
        for (let attempt = 0; attempt < maxAttempts && !done; attempt++) {
          try {
            const response = await client.put(apiPaths.activity(activityId), body);
            if (response.status === 200) {
              ids.push(activityId);
              run.answers.push({ server: servedBy(response), at: Date.now() });
              done = true;
              continue;
            }
          } catch {}
          run.retried++;
          if (!retry) break;
          await sleep(100);
        }
        if (!done) run.abandoned++;
      }
    }),
  ).then(() => run);
  return { run, done };
}

/** Saves `run` had answered 200 after `at` (by `server`, if named). */
function answeredAfter(run: SaveRun, at: number, server?: string): number {
  return run.answers.filter((a) => a.at > at && (!server || a.server === server)).length;
}

async function storedIds(dataUrl: string, userIds: string[]): Promise<Map<string, string[]>> {
  const data = connect<DataSchema>({ kind: 'postgres', url: dataUrl });
  try {
    const rows = await data.db
      .selectFrom('activities')
      .select(['workspace_id', 'activity_id'])
      .where('workspace_id', 'in', userIds)
      .execute();
    const stored = new Map<string, string[]>(userIds.map((id) => [id, []]));
    for (const row of rows) stored.get(row.workspace_id)?.push(row.activity_id);
    return stored;
  } finally {
    await data.close();
  }
}

/** Acknowledged saves missing from the database, and rows no 200 answered (or twice over). */
function reconcile(acknowledged: Map<string, string[]>, stored: Map<string, string[]>) {
  let lost = 0;
  let unexpected = 0;
  let duplicated = 0;
  for (const [userId, ids] of acknowledged) {
    const rows = stored.get(userId) ?? [];
    const rowSet = new Set(rows);
    const idSet = new Set(ids);
    duplicated += rows.length - rowSet.size + (ids.length - idSet.size);
    lost += ids.filter((id) => !rowSet.has(id)).length;
    unexpected += rows.filter((id) => !idSet.has(id)).length;
  }
  return { lost, unexpected, duplicated };
}

async function clinicWithPatient(baseUrl: string, index: number) {
  const clinician = await signUpThrough(baseUrl, `Clinic ${index}`, `198.51.100.${index + 1}`);
  expect((await clinician.client.put(apiPaths.patient('P-1'), makePatient())).status).toBe(200);
  return clinician;
}

/** The first HTTP answer of `send`, sent again (at most 3 times) when the connection drops. */
async function answerOf<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (attempt >= 3 || !(error instanceof TypeError)) throw error;
    }
  }
}

describe('several servers behind HAProxy on one PostgreSQL', () => {
  const servers: ServerProcess[] = [];
  let balancer: LoadBalancer;
  let dataUrl: string;
  // Its own cluster: the last test stops and starts PostgreSQL, which the other suites share.
  let cluster: PostgresCluster;
  const signalled = globalThis.fetch;

  beforeAll(async () => {
    // Every request of this file ends by itself, so a wedged copy fails the test, not the run.
    globalThis.fetch = (input, init) =>
      signalled(input, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS), ...init });
    cluster = await startPostgresCluster();
    const databases = await createDatabasePair(cluster.adminUrl);
    dataUrl = databases.DATABASE_URL!;
    const balancerPort = await freePort();
    const env = {
      ...databases,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
      TRUST_PROXY: 'loopback',
      SIGNIN_RATE_LIMIT_MAX: String(FAILED_SIGN_INS_ALLOWED),
      SHUTDOWN_DRAIN_S: String(DRAIN_S),
    };
    // The first copy migrates both databases; the others then find them up to date.
    servers.push(await startServerProcess({ entry: 'source', env }));
    servers.push(
      ...(await Promise.all([
        startServerProcess({ entry: 'source', env }),
        startServerProcess({ entry: 'source', env }),
      ])),
    );
    balancer = await startLoadBalancer(
      servers.map((s) => s.baseUrl),
      balancerPort,
    );
  }, 180_000);

  /** What the database holds against what was acknowledged, and how many saves were. */
  async function outcome(run: SaveRun, clinicians: { userId: string }[]) {
    const stored = await storedIds(
      dataUrl,
      clinicians.map((c) => c.userId),
    );
    const saves = [...run.acknowledged.values()].reduce((n, ids) => n + ids.length, 0);
    return { counts: reconcile(run.acknowledged, stored), saves };
  }

  afterAll(async () => {
    globalThis.fetch = signalled;
    await balancer?.stop();
    await Promise.all(servers.map((s) => s.stop()));
    cluster?.stop();
  });

  it('sign-up, sign-in, writes and reads land on different copies and agree', async () => {
    const { client, servers: signedOn } = await signUpThrough(balancer.baseUrl, 'Round Robin');
    expect(signedOn[0]).not.toBe(signedOn[1]);
    const seen = new Set(signedOn);

    const patient = makePatient({ patientName: 'Maria Conceição' });
    const written = await client.put(apiPaths.patient('P-7'), patient);
    expect(written.status).toBe(200);
    seen.add(servedBy(written));
    const { activityId, ...session } = makeActivity('P-7', { notes: 'written on one copy' }, 120);
    const saved = await client.put(apiPaths.activity(activityId), session);
    expect(saved.status).toBe(200);
    seen.add(servedBy(saved));

    const patientReads = new Map<string, unknown>();
    const sessionReads = new Map<string, unknown>();
    for (let i = 0; i < 3; i++) {
      const read = await client.get(apiPaths.patient('P-7'));
      expect(read.status).toBe(200);
      patientReads.set(servedBy(read), read.body);
      const detail = await client.get(apiPaths.activity(activityId));
      expect(detail.status).toBe(200);
      sessionReads.set(servedBy(detail), detail.body);
    }
    for (const server of [...patientReads.keys(), ...sessionReads.keys()]) seen.add(server);
    expect([...seen].sort()).toEqual(['app1', 'app2', 'app3']);
    // Reads on every copy answer exactly what one copy wrote.
    expect(patientReads.size).toBe(3);
    expect(sessionReads.size).toBe(3);
    expect(new Set([...patientReads.values()].map((b) => JSON.stringify(b))).size).toBe(1);
    expect(new Set([...sessionReads.values()].map((b) => JSON.stringify(b))).size).toBe(1);
    expect(saved.body.activity).toEqual((sessionReads.values().next().value as any).activity);
    expect((patientReads.values().next().value as any).patient.patientName).toBe('Maria Conceição');
  });

  it('the failed sign-in limit counts across copies, and then holds on each of them', async () => {
    const { email } = await signUpThrough(balancer.baseUrl, 'Guessed At');
    const guesser = new TestClient(balancer.baseUrl);
    const headers = { origin: balancer.baseUrl };
    const attempts: { status: number; server: string }[] = [];
    for (let i = 0; i < FAILED_SIGN_INS_ALLOWED + 2; i++) {
      const response = await guesser.request(
        'POST',
        apiPaths.auth.signIn,
        { email, password: `wrong password ${i}` },
        { headers },
      );
      attempts.push({ status: response.status, server: servedBy(response) });
    }
    expect(attempts.map((a) => a.status)).toEqual([
      ...Array(FAILED_SIGN_INS_ALLOWED).fill(401),
      429,
      429,
    ]);
    expect(new Set(attempts.slice(0, FAILED_SIGN_INS_ALLOWED).map((a) => a.server)).size).toBe(3);
    // Even the right password, asked of each copy directly, waits out the window.
    for (const server of servers) {
      const straight = await new TestClient(server.baseUrl).request(
        'POST',
        apiPaths.auth.signIn,
        { email, password: PASSWORD },
        { headers: { origin: balancer.baseUrl } },
      );
      expect(straight.status).toBe(429);
    }
  });

  it('a session ended on one copy stops working on every copy within 5 s', async () => {
    const { client } = await signUpThrough(balancer.baseUrl, 'Signed Out');
    for (const server of servers) {
      expect((await direct(server, client).get(apiPaths.patients())).status).toBe(200);
    }
    const cookie = client.cookie;
    const signOut = await client.request(
      'POST',
      apiPaths.auth.signOut,
      {},
      { headers: { origin: balancer.baseUrl } },
    );
    expect(signOut.status).toBe(200);
    const endedAt = Date.now();
    for (const server of servers) {
      const stale = new TestClient(server.baseUrl);
      stale.cookie = cookie;
      let status = 0;
      while (Date.now() - endedAt < 5_000) {
        status = (await stale.get(apiPaths.patients())).status;
        if (status === 401) break;
        await sleep(100);
      }
      expect(status).toBe(401);
    }
    expect(Date.now() - endedAt).toBeLessThan(5_000);
  });

  it('a copy killed with SIGKILL amid saves loses no acknowledged write, and retries duplicate nothing', async () => {
    const clinicians = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((i) => clinicWithPatient(balancer.baseUrl, i)),
    );
    const victim = servers[1]!;
    let stop = false;
    const saving = saveUntil(clinicians, () => stop, true);
    await until('10 saves, the victim answering some', () => {
      return saving.run.answers.length >= 10 && answeredAfter(saving.run, 0, 'app2') > 0;
    });
    await victim.kill();
    const killedAt = Date.now();
    // The saves it held are sent again; the balancer takes it out and the others carry on.
    await until('10 saves after the kill', () => answeredAfter(saving.run, killedAt) >= 10);
    await victim.restart();
    const restartedAt = Date.now();
    // Back in once the balancer's checks find it ready (deploy/haproxy.cfg: rise 2).
    await until('the restarted copy answers a save', () => {
      return answeredAfter(saving.run, restartedAt, 'app2') > 0;
    });
    stop = true;
    const run = await saving.done;

    const { counts, saves } = await outcome(run, clinicians);
    console.info(
      `scale-out SIGKILL: ${saves} saves acknowledged, ${run.retried} retried, ${JSON.stringify(counts)}`,
    );
    expect(run.abandoned).toBe(0);
    expect(counts).toEqual({ lost: 0, unexpected: 0, duplicated: 0 });
    expect(saves).toBeGreaterThan(20);
    // The killed copy was carrying its share before the kill, and again after its restart.
    expect(run.answers.some((a) => a.server === 'app2')).toBe(true);
  }, 60_000);

  it('a copy stopped with SIGTERM answers every request it had accepted and is sent nothing new', async () => {
    const clinicians = await Promise.all(
      [10, 11, 12, 13].map((i) => clinicWithPatient(balancer.baseUrl, i)),
    );
    const leaving = servers[2]!;

    // A save already on its way to the leaving copy: half its body sent before the signal.
    const { activityId, ...body } = makeActivity('P-1', { notes: 'in flight at SIGTERM' }, 600);
    const payload = Buffer.from(JSON.stringify(body));
    const port = Number(new URL(leaving.baseUrl).port);
    let slowStatus = 0;
    let sendTheRest = () => {};
    const slow = new Promise<void>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'PUT',
          path: apiPaths.activity(activityId),
          agent: false,
          headers: {
            'content-type': 'application/json',
            'content-length': payload.length,
            cookie: clinicians[0]!.client.cookie,
            origin: balancer.baseUrl,
          },
        },
        (res) => {
          slowStatus = res.statusCode ?? 0;
          res.resume();
          res.on('end', resolve);
        },
      );
      req.on('error', reject);
      req.write(payload.subarray(0, payload.length / 2));
      sendTheRest = () => req.end(payload.subarray(payload.length / 2));
    });

    let stop = false;
    const saving = saveUntil(clinicians, () => stop, false);
    await until('the leaving copy answers a save', () => {
      return answeredAfter(saving.run, 0, 'app3') > 0;
    });
    const signalledAt = Date.now();
    const exitCode = leaving.terminate();
    // The rest of the body once the copy drains (its readiness check fails from the signal on).
    await until('the leaving copy drains', async () => (await healthOf(leaving)) !== 200);
    sendTheRest();
    await slow;
    expect(await exitCode).toBe(0);
    const exitedAt = Date.now();
    await until('every clinician saves after the exit', () => {
      return answeredAfter(saving.run, exitedAt) >= clinicians.length;
    });
    stop = true;
    const run = await saving.done;

    expect(slowStatus).toBe(200);
    expect(exitedAt - signalledAt).toBeGreaterThanOrEqual(DRAIN_S * 1000);
    // No request through the balancer failed: the copy served until it was taken out, and was
    // sent nothing after.
    expect(run.retried).toBe(0);
    const fromLeaving = run.answers.filter((a) => a.server === 'app3');
    expect(fromLeaving.some((a) => a.at < signalledAt)).toBe(true);
    expect(fromLeaving.every((a) => a.at < exitedAt)).toBe(true);
    const stored = await storedIds(dataUrl, [clinicians[0]!.userId]);
    expect(stored.get(clinicians[0]!.userId)).toContain(activityId);
    await leaving.restart();
  }, 60_000);

  it('PostgreSQL restarted under three copies: none dies, saves answer 503 while it is away and 200 after, none lost', async () => {
    const clinicians = await Promise.all(
      [20, 21, 22, 23].map((i) => clinicWithPatient(balancer.baseUrl, i)),
    );
    let stop = false;
    // Each failed save is sent again with the same id, as the outbox does, for up to a minute.
    const saving = saveUntil(clinicians, () => stop, true, 600);
    await until('8 saves', () => saving.run.answers.length >= 8);
    cluster.pause();
    await until('every copy finds the database away', async () => {
      const statuses = await Promise.all(servers.map(healthOf));
      return statuses.every((status) => status === 503);
    });
    const { activityId: refusedId, ...refused } = makeActivity('P-1', { notes: 'during' });
    // The balancer closes a kept-alive connection after its own 503 ("no server available"):
    // a request racing that close fails in transport, not with an answer, and is sent again.
    const during = await answerOf(() =>
      clinicians[0]!.client.put(apiPaths.activity(refusedId), refused),
    );
    expect(during.status).toBe(503);
    for (const server of servers) {
      expect((await fetch(`${server.baseUrl}/api/health/live`)).status).toBe(200);
      expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(503);
    }
    const backAt = Date.now();
    cluster.resume();
    let recoveredMs = -1;
    while (recoveredMs < 0 && Date.now() - backAt < 30_000) {
      const { activityId, ...body } = makeActivity('P-1', { notes: 'after the restart' });
      const response = await clinicians[1]!.client.put(apiPaths.activity(activityId), body);
      if (response.status === 200) recoveredMs = Date.now() - backAt;
      else await sleep(100);
    }
    await until('every clinician saves after the restart', () => {
      return answeredAfter(saving.run, backAt) >= clinicians.length;
    });
    stop = true;
    const run = await saving.done;

    const { counts, saves } = await outcome(run, clinicians);
    console.info(
      `scale-out PostgreSQL restart: ${saves} saves acknowledged, ${run.retried} answers other than 200 retried, first save through the balancer ${recoveredMs} ms after PostgreSQL was back, ${JSON.stringify(counts)}`,
    );
    expect(servers.every((server) => server.isRunning())).toBe(true);
    expect(recoveredMs).toBeGreaterThanOrEqual(0);
    expect(run.retried).toBeGreaterThan(0);
    expect(run.abandoned).toBe(0);
    // The unique ids a lost answer left behind are acknowledged on retry, never stored twice.
    expect(counts.lost).toBe(0);
    expect(counts.duplicated).toBe(0);
  }, 120_000);
});
