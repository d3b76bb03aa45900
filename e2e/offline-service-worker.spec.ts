/**
 * The service worker: registered by the production build, it opens the app shell with the
 * network off; absent from the dev server; and logged as unavailable where browsers lack it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { expect, test } from './fixtures';
import { signedIn } from './steps/account';
import { shot, waitForServiceWorker } from './steps/offline';
import { addPatientOnHome } from './steps/patients';
import { syncBadge } from './steps/shell';

test('the production build registers a service worker and opens offline', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const account = await signedIn(page);
  await waitForServiceWorker(page);
  await expect(syncBadge(page)).toHaveText('Online');

  await context.setOffline(true);
  const fromWorker: string[] = [];
  const fromNetwork: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    (response.fromServiceWorker() ? fromWorker : fromNetwork).push(path);
  });
  await page.reload();
  // Generous: on a loaded CI machine the precached chunks still take a moment to evaluate.
  await expect(page.getByRole('heading', { name: `Hello, ${account.name}` })).toBeVisible({
    timeout: 20_000,
  });
  await expect(syncBadge(page)).toHaveText('Offline');
  // Deep links open offline too (navigation fallback to the shell), each screen's chunk precached.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByText('App version')).toBeVisible();

  expect(fromWorker).toContain('/home');
  expect(fromWorker.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(fromNetwork.filter((path) => !path.startsWith('/api/'))).toEqual([]);
  test.info().annotations.push({
    type: 'offline reload',
    description: `served by the service worker: ${[...new Set(fromWorker)].join(', ')}; failed (network): ${[...new Set(fromNetwork)].join(', ') || 'none'}`,
  });
});

test('the API is never answered from the service worker', async ({ page }) => {
  test.setTimeout(60_000);
  await signedIn(page);
  await waitForServiceWorker(page);
  const status = await page.evaluate(async () => {
    const keys = await caches.keys();
    const cached: string[] = [];
    for (const key of keys) {
      for (const request of await (await caches.open(key)).keys()) cached.push(request.url);
    }
    return cached.filter((url) => new URL(url).pathname.startsWith('/api'));
  });
  expect(status).toEqual([]);
  // A navigation to an API path reaches the server, not the app shell.
  const response = await page.goto('/api/health');
  expect(response?.fromServiceWorker()).toBe(false);
  expect(await response?.json()).toEqual({ ok: true });
});

test('signed out, /login registers no service worker (its precache is the whole app); signing in does', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const precache: string[] = [];
  page.context().on('request', (request) => {
    if (request.serviceWorker()) precache.push(request.url());
  });
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3000);
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) ?? null),
  ).toBeNull();
  expect(precache).toEqual([]);
  await signedIn(page);
  await waitForServiceWorker(page);
  expect(precache.length).toBeGreaterThan(10);
});

test('browsers without service workers get the message in the console', async ({ page }) => {
  await page.addInitScript(() => {
    // As in browsers that have none, or where they are disabled.
    delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
  });
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.goto('/login');
  await expect
    .poll(() => messages)
    .toContain('Service workers are disabled or not supported by this browser');
});

test.describe('the dev server', () => {
  const DEV_PORT = Number(process.env.E2E_PORT ?? 3100) + 50;
  let vite: ChildProcess | null = null;

  test.beforeAll(async () => {
    // A first start in a fresh clone pre-bundles the dependencies: slow beside another journey.
    test.setTimeout(150_000);
    // Vite itself (not through npx), so that kill() stops the server and not only a wrapper.
    vite = spawn(
      process.execPath,
      [
        'node_modules/vite/bin/vite.js',
        '--port',
        String(DEV_PORT),
        '--strictPort',
        '--host',
        '127.0.0.1',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    vite.stderr?.on('data', (chunk) => {
      stderr += String(chunk);
    });
    // Each try is bounded, so one request the server holds does not use up the whole wait.
    const status = async () =>
      (
        await fetch(`http://127.0.0.1:${DEV_PORT}/login`, {
          signal: AbortSignal.timeout(10_000),
        }).catch(() => null)
      )?.status;
    await expect
      .poll(status, { timeout: 120_000 })
      .toBe(200)
      .catch((error: unknown) => {
        throw new Error(`vite did not answer /login; its stderr: ${stderr || '(none)'}\n${error}`);
      });
  });

  test.afterAll(() => {
    vite?.kill();
  });

  test('registers no service worker', async ({ page }) => {
    // The dev server transforms each module on first request: slow on a busy machine.
    test.setTimeout(120_000);
    await page.goto(`http://127.0.0.1:${DEV_PORT}/login`);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible({
      timeout: 90_000,
    });
    // Past the load and an idle period, when production would have registered.
    await page.waitForTimeout(3000);
    const registrations = await page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).map((r) => r.scope),
    );
    expect(registrations).toEqual([]);
  });
});

test('without IndexedDB the app says so, and writes still reach the server while it is open', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // As in private modes or with site data blocked.
    Object.defineProperty(window, 'indexedDB', { value: undefined });
  });
  await signedIn(page);
  await addPatientOnHome(page, { patientId: 'MEM-1', patientName: 'Clara Memória' });
  await expect(syncBadge(page)).toHaveText('Online !');
  await expect(syncBadge(page)).toHaveAccessibleName(/No available storage method found\./);
  const { patients } = await (await page.request.get('/api/patients')).json();
  expect(patients.map((p: { patientId: string }) => p.patientId)).toEqual(['MEM-1']);

  await syncBadge(page).click();
  const notice = page.getByRole('alert').filter({ hasText: 'No available storage method found.' });
  await expect(notice).toContainText('Leave private browsing');
  await notice.scrollIntoViewIfNeeded();
  await shot(page, 'no-storage');
});
