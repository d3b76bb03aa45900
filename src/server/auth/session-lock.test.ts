/**
 * The inactivity lock held by the server (issue 35 #9): a locked session's data requests answer
 * 423 `locked`, from any client with its cookie and on every server copy, until the password
 * unlocks it; the lock screen's own requests answer; a session idle past its workspace's limit on
 * the app's clock locks by itself, never before. The clock is the test's, moved, not waited for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePatient } from '../test/factories.js';
import { sharedDatabases } from '../test/shared-databases.js';
import {
  DATABASES,
  startTestServer,
  TEST_PASSWORD,
  TestClient,
  type TestServer,
} from '../test/test-server.js';
import { createClinic, setActive } from '../workspaces/clinic.test-helpers.js';

const MINUTE_MS = 60_000;

/** Another client holding a copy of the cookie (a second tab, a script). */
function copyOf(client: TestClient): TestClient {
  const copy = new TestClient(client.baseUrl);
  copy.cookie = client.cookie;
  return copy;
}

function expectLocked(response: { status: number; body: any }, what = '') {
  expect(response.status, what).toBe(423);
  expect(response.body.error.code, what).toBe('locked');
}

describe.each(DATABASES)('the inactivity lock on the server, on %s', (kind) => {
  let server: TestServer;
  let skewMs = 0;
  beforeAll(async () => {
    const limits = { SIGNIN_RATE_LIMIT_MAX: '5' };
    server = await startTestServer(kind, limits, { now: () => Date.now() + skewMs });
  });
  afterAll(() => server.close());

  it('answers 423 to the locked session from every copy of its cookie until the password', async () => {
    const tablet = await server.signUp('Locked Tablet');
    expect((await tablet.put('/api/patients/LCK-1', makePatient())).status).toBe(200);
    const script = copyOf(tablet);
    expect((await tablet.post('/api/me/lock', {})).status).toBe(204);

    for (const client of [tablet, script]) {
      expectLocked(await client.get('/api/patients'), 'read');
      expectLocked(await client.get('/api/patients/LCK-1'), 'read one');
      expectLocked(await client.put('/api/patients/LCK-2', makePatient()), 'write');
      expectLocked(await client.get('/api/auth/list-sessions'), 'auth service read');
    }
    // The lock screen's own requests answer.
    expect((await script.get('/api/health')).status).toBe(200);
    expect((await script.get('/api/auth/get-session')).body.user.email).toBe(tablet.email);
    expect((await script.post('/api/me/lock', {})).status).toBe(204);

    expect((await script.post('/api/me/unlock', { password: 'not the password' })).status).toBe(
      400,
    );
    expectLocked(await tablet.get('/api/patients'), 'after a wrong password');
    expect((await script.post('/api/me/unlock', { password: TEST_PASSWORD })).status).toBe(204);
    for (const client of [tablet, script]) {
      expect((await client.get('/api/patients')).status).toBe(200);
    }
    expect((await tablet.get('/api/patients/LCK-2')).status).toBe(404);
  });

  it('counts wrong unlock passwords: five, then 429 even for the right one', async () => {
    const tablet = await server.signUp('Guessed Lock');
    expect((await tablet.post('/api/me/lock', {})).status).toBe(204);
    for (let i = 0; i < 5; i++) {
      expect((await tablet.post('/api/me/unlock', { password: `guess ${i}` })).status).toBe(400);
    }
    expect((await tablet.post('/api/me/unlock', { password: TEST_PASSWORD })).status).toBe(429);
    expectLocked(await tablet.get('/api/patients'), 'still locked');
  });

  it("locks only that session: the account's other tablets and other people work on", async () => {
    const tablet = await server.signUp('One Of Two');
    const other = new TestClient(server.baseUrl);
    const credentials = { email: tablet.email, password: TEST_PASSWORD };
    expect((await other.post('/api/auth/sign-in/email', credentials)).status).toBe(200);
    const colleague = await server.signUp('Colleague');
    expect((await tablet.post('/api/me/lock', {})).status).toBe(204);
    expect((await other.get('/api/patients')).status).toBe(200);
    expect((await colleague.get('/api/patients')).status).toBe(200);
  });

  it('signs out of a locked session', async () => {
    const tablet = await server.signUp('Leaving Locked');
    expect((await tablet.post('/api/me/lock', {})).status).toBe(204);
    expect((await tablet.post('/api/auth/sign-out', {})).status).toBe(200);
    expect((await tablet.get('/api/patients')).status).toBe(401);
  });

  it("locks a session idle past its clinic's limit on the app's clock, not before", async () => {
    const owner = await server.signUp('Idle Owner');
    const clinicId = await createClinic(owner, 'Clínica Ociosa');
    expect((await setActive(owner, clinicId)).status).toBe(200);
    const lockMinutes = { inactivityLockMinutes: 2 };
    expect((await owner.put('/api/clinic-settings', lockMinutes)).status).toBe(200);
    const personal = await server.signUp('Idle Personal');

    // Requests a minute and a half apart keep it open well past the limit.
    for (let i = 0; i < 4; i++) {
      skewMs += 1.5 * MINUTE_MS;
      expect((await owner.get('/api/patients')).status).toBe(200);
    }
    // At the limit (give or take the minute the last request may be stored late): still open.
    skewMs += 2 * MINUTE_MS;
    expect((await owner.get('/api/patients')).status).toBe(200);
    skewMs += 3 * MINUTE_MS + 1000;
    const script = copyOf(owner);
    expectLocked(await script.get('/api/patients'), 'idle past limit + 1 min');
    expectLocked(await owner.put('/api/patients/IDLE-1', makePatient()), 'write');
    expect((await owner.post('/api/me/unlock', { password: TEST_PASSWORD })).status).toBe(204);
    expect((await script.get('/api/patients')).status).toBe(200);

    // A personal workspace has the default, 15 minutes: 7 minutes idle so far, 16 passes it.
    skewMs += 9 * MINUTE_MS + 1000;
    expectLocked(await personal.get('/api/patients'), 'personal, 16 min idle');
  });

  it("keeps the web app's input as use: POST /api/me/activity", async () => {
    const recording = await server.signUp('Long Recording');
    for (let i = 0; i < 4; i++) {
      skewMs += 10 * MINUTE_MS;
      expect((await recording.post('/api/me/activity', {})).status).toBe(204);
    }
    expect((await recording.get('/api/patients')).status).toBe(200);
    skewMs += 17 * MINUTE_MS;
    expectLocked(await recording.post('/api/me/activity', {}), 'no input for 17 min');
  });
});

describe.each(DATABASES)('the lock across server copies on %s', (kind) => {
  let servers: TestServer[] = [];
  let cleanUp: (() => void) | undefined;
  beforeAll(async () => {
    const shared = await sharedDatabases(kind);
    cleanUp = shared.cleanUp;
    servers = [await startTestServer(kind, shared.env), await startTestServer(kind, shared.env)];
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    cleanUp?.();
  });

  it('is held by every copy: locked on one, refused by the other until unlocked on it', async () => {
    const [first, second] = servers as [TestServer, TestServer];
    const tablet = await first.signUp('Balanced Tablet');
    const viaSecond = new TestClient(second.baseUrl);
    viaSecond.cookie = tablet.cookie;
    expect((await viaSecond.get('/api/patients')).status).toBe(200);
    expect((await tablet.post('/api/me/lock', {})).status).toBe(204);
    expectLocked(await viaSecond.get('/api/patients'));
    expect((await viaSecond.post('/api/me/unlock', { password: TEST_PASSWORD })).status).toBe(204);
    expect((await tablet.get('/api/patients')).status).toBe(200);
  });
});
