/**
 * A shared tablet: clinician A uses every screen (a patient, the sensor, a recording, history,
 * trends, one activity, settings), signs out, and clinician B signs in. Nothing of A is left on
 * the device (localStorage, sessionStorage, IndexedDB, Cache Storage) or shown to B.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { makeAccount, signIn } from './steps/account';
import { daysAgo, seedSession } from './steps/activities';
import { addPatientOnHome, seedPatient } from './steps/patients';
import { recordShortSession } from './steps/recording';
import { navigateTo } from './steps/shell';

const A_PATIENT = { patientId: 'WIPE-A1', patientName: 'Zuleica Traçada' };
const A_OFFLINE_PATIENT = { patientId: 'WIPE-A2', patientName: 'Quirino Apagado' };

/** Every text the app keeps on this device, in one string: storage, IndexedDB, Cache Storage. */
function deviceDump(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts: string[] = [];
    for (const storage of [localStorage, sessionStorage]) {
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i)!;
        parts.push(`${key}=${storage.getItem(key)}`);
      }
    }
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of db.objectStoreNames) {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        parts.push(`idb ${name}/${store}: ${JSON.stringify(rows)}`);
      }
      db.close();
    }
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get('content-type') ?? '';
        // The precached app shell (scripts, styles, fonts) holds no user data; anything else is read.
        const body = /json|text\/plain/.test(type) ? await response!.text() : '';
        parts.push(`cache ${cacheName} ${request.url} ${body}`);
      }
    }
    return parts.join('\n');
  });
}

/** What identifies clinician A and their patients anywhere on the device or on screen. */
function traces(account: { name: string; email: string }, activityId: string): string[] {
  return [
    account.email,
    account.name,
    A_PATIENT.patientId,
    A_PATIENT.patientName,
    A_OFFLINE_PATIENT.patientId,
    A_OFFLINE_PATIENT.patientName,
    activityId,
  ];
}

function expectNoTrace(where: string, text: string, marks: string[]) {
  expect(
    marks.filter((mark) => text.includes(mark)),
    `${where} still holds clinician A's data`,
  ).toEqual([]);
}

test('after A signs out, B signs in to a device with no trace of A', async ({
  page,
  context,
  playwright,
}, testInfo) => {
  test.setTimeout(120_000);
  const a = await makeAccount(page.request, { name: 'Dra. Aurelina Wipe' });
  await seedPatient(page.request, A_PATIENT.patientId, A_PATIENT.patientName);
  const { activityId } = await seedSession(page.request, A_PATIENT.patientId, {
    startedAt: daysAgo(2),
  });
  await seedSession(page.request, A_PATIENT.patientId, { startedAt: daysAgo(6), seed: 2 });
  await signIn(page, a);

  // A uses every screen, so each keeps what it keeps.
  await expect(page.getByRole('main')).toContainText(A_PATIENT.patientName);
  await recordShortSession(page, 'zuleica', A_PATIENT.patientName);
  await navigateTo(page, 'Results');
  await expect(page.getByRole('main')).toContainText(A_PATIENT.patientName);
  await page.goto(`/results?patientId=${A_PATIENT.patientId}&view=trends`);
  await expect(page.getByRole('main').locator('canvas').first()).toBeVisible();
  await page.goto(`/results/${activityId}`);
  await expect(page.getByRole('main')).toContainText(A_PATIENT.patientName);
  await navigateTo(page, 'Settings');
  await page.getByRole('radio', { name: /Tanaka/ }).check();
  // An unsynced write too: A signs out offline with it still in the outbox.
  await navigateTo(page, 'Home');
  await context.setOffline(true);
  await addPatientOnHome(page, A_OFFLINE_PATIENT);
  const marks = traces(a, activityId);
  const before = await deviceDump(page);
  // The dump does see A's data while A is signed in (the check below is not vacuous).
  expect(marks.filter((mark) => before.includes(mark))).toEqual(
    expect.arrayContaining([A_PATIENT.patientName, A_OFFLINE_PATIENT.patientName, a.email]),
  );

  await navigateTo(page, 'Settings');
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Unsynced items' })
    .getByRole('button', { name: 'Sign out anyway' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  expectNoTrace('the device after sign-out', await deviceDump(page), marks);
  await context.setOffline(false);

  // B's account from elsewhere (the API refuses a sign-up that carries a cookie and no Origin).
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const b = await makeAccount(api, { name: 'Dr. Bento Novo' });
  await api.dispose();
  await signIn(page, b);
  for (const place of ['Home', 'Connect', 'Activity', 'Results', 'Settings']) {
    await navigateTo(page, place);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expectNoTrace(
      `${place} for clinician B`,
      (await page.locator('body').textContent()) ?? '',
      marks,
    );
  }
  await page.goto(`/results/${activityId}`);
  await expect(page.getByRole('main')).not.toContainText(A_PATIENT.patientName);
  expectNoTrace("B's device after using every screen", await deviceDump(page), marks);
});
