/**
 * A tablet records while the server's database is down: the built server runs on its own
 * PostgreSQL here (not the suite's SQLite server), which the journey stops mid-session. The
 * session is kept on the device, Settings says the database is not answering and that the
 * change is safe here (never "set aside"), and once PostgreSQL is back it reaches the server
 * exactly once, with no restart of Ritmo.
 */
import type { Request } from '@playwright/test';
import {
  createDatabasePair,
  type PostgresCluster,
  startPostgresCluster,
} from '../src/server/test/postgres-cluster';
import { type ServerProcess, startServerProcess } from '../src/server/test/server-process';
import { expect, test } from './fixtures';
import { signedIn } from './steps/account';
import { addPatientOnHome } from './steps/patients';
import { recordShortSession } from './steps/recording';
import { syncBadge } from './steps/shell';

let cluster: PostgresCluster;
let server: ServerProcess;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  cluster = await startPostgresCluster();
  const databases = await createDatabasePair(cluster.adminUrl);
  server = await startServerProcess({
    entry: 'dist',
    env: { ...databases, DATABASE_CONNECT_TIMEOUT_MS: '1000' },
  });
});

test.afterAll(async () => {
  await server?.stop();
  cluster?.stop();
});

test('a tablet records during a database outage and syncs by itself once the database is back', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 820, height: 1180 },
    locale: 'en-US',
  });
  const page = await context.newPage();
  const sent: Request[] = [];
  page.on('request', (request) => sent.push(request));
  await signedIn(page);
  await addPatientOnHome(page, { patientId: 'DB-1', patientName: 'Rosa Outage' });
  await expect(syncBadge(page)).toHaveText('Online');

  cluster.pause();
  await recordShortSession(page, 'rosa', 'Rosa Outage');
  await expect(syncBadge(page)).toHaveText('Online · 1');
  await syncBadge(page).click();
  const item = page.getByRole('list', { name: 'Unsynced items' }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Session for Rosa Outage (DB-1)');
  await expect(item).toContainText(
    "The server's database is not answering. This change is safe on this device",
  );
  await expect(item).not.toContainText('Set aside');
  expect(server.isRunning()).toBe(true);

  // No "Sync now": the outbox's own retry sends it once the database answers again.
  cluster.resume();
  await expect(page.getByText('Everything on this device is on the server.')).toBeVisible({
    timeout: 30_000,
  });
  const answer = await page.request.get('/api/activities?patientId=DB-1');
  expect(answer.status()).toBe(200);
  expect((await answer.json()).activities).toHaveLength(1);
  const saves = sent.filter(
    (request) => request.method() === 'PUT' && /\/api\/activities\//.test(request.url()),
  );
  // Sent while the database was away (answered 503) and again after: at least twice, stored once.
  expect(saves.length).toBeGreaterThanOrEqual(2);
  await context.close();
});
