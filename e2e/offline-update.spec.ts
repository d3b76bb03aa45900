/**
 * A new version is offered ("Reload to update"), never forced, and not while a session is
 * being recorded. Runs its own server on a copy of the build, so the test can publish a
 * "new version" (a changed sw.js) without touching the build the other journeys use.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { makeAccount, signIn } from './steps/account';
import { shot, waitForServiceWorker } from './steps/offline';
import { makePatient } from './steps/patients';
import { startRecording, stopAndSaveRecording } from './steps/recording';
import { connectSimulatedSensor } from './steps/sensor';

const PORT = Number(process.env.E2E_PORT ?? 3100) + 60;
const BASE = `http://127.0.0.1:${PORT}`;
const webRoot = mkdtempSync(path.join(tmpdir(), 'ritmo-update-'));
let server: ChildProcess | null = null;

test.use({ baseURL: BASE, viewport: { width: 360, height: 740 } });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  cpSync(process.env.E2E_WEB_ROOT ?? 'dist/web', webRoot, { recursive: true });
  server = spawn(process.execPath, ['dist/server/main.js'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      WEB_ROOT: webRoot,
      DATA_DIR: path.join(webRoot, 'data'),
      SIGNIN_RATE_LIMIT_MAX: '1000',
    },
  });
  await expect
    .poll(async () => (await fetch(`${BASE}/api/health`).catch(() => null))?.status, {
      timeout: 45_000,
    })
    .toBe(200);
});

test.afterAll(() => {
  server?.kill();
});

test('a new version waits for the recording to end, then is offered, not forced', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = await makeAccount(page.request);
  await signIn(page, account);
  await makePatient(page.request, { patientId: 'UPD-1', patientName: 'Vera Update' });
  await waitForServiceWorker(page);

  // A full load: the page is now one the service worker controls.
  await page.goto('/connect');
  await connectSimulatedSensor(page);
  await startRecording(page, { search: 'vera', patientName: 'Vera Update' });

  // The server now has a new version; the app checks for it.
  appendFileSync(path.join(webRoot, 'sw.js'), `\n// ${Date.now()}\n`);
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
  await expect
    .poll(
      () =>
        page.evaluate(
          async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state,
        ),
      {
        timeout: 20_000,
      },
    )
    .toBe('installed');
  const offer = page.getByRole('alert').filter({ hasText: 'A new version of Ritmo is ready' });
  // Mid-recording: not offered (the prompt looks every 10 s).
  await page.waitForTimeout(11_000);
  await expect(offer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();

  await stopAndSaveRecording(page);
  await expect(offer).toBeVisible({ timeout: 15_000 });
  await shot(page, 'update-prompt');
  // Nothing reloads on its own.
  const marker = await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
    return true;
  });
  expect(marker).toBe(true);
  await page.waitForTimeout(2000);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(
    true,
  );

  await Promise.all([
    page.waitForEvent('load'),
    offer.getByRole('button', { name: 'Reload to update' }).click(),
  ]);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          waiting: Boolean(registration?.waiting),
          controlled: Boolean(navigator.serviceWorker.controller),
        };
      }),
    )
    .toEqual({ waiting: false, controlled: true });
  await expect(offer).toBeHidden();
});
