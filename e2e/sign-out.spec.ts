/** Sign-out: ends the session and wipes localStorage and the app's IndexedDB databases. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signedIn } from './steps/account';
import { addPatientOnHome, makePatient } from './steps/patients';
import { readCheckpoint, startRecording } from './steps/recording';
import { navigateTo, syncBadge } from './steps/shell';

test('signing out clears localStorage and IndexedDB and returns to /login', async ({ page }) => {
  await signedIn(page);
  await page.goto('/settings');
  // Data another feature would have kept on the device.
  await page.evaluate(async () => {
    localStorage.setItem('ritmo.hrMaxFormula', 'tanaka');
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open('ritmo', 1);
      request.onupgradeneeded = () => request.result.createObjectStore('cache');
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = () => reject(request.error);
    });
  });
  expect(await page.evaluate(() => indexedDB.databases())).toContainEqual(
    expect.objectContaining({ name: 'ritmo' }),
  );

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  expect(await page.evaluate(() => indexedDB.databases())).toEqual([]);

  // The session ended on the server too.
  expect((await page.request.get('/api/patients')).status()).toBe(401);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
});

test('a 401 from the data API while online signs the clinician out locally', async ({ page }) => {
  await signedIn(page);
  await page.context().clearCookies();
  // Home asks for the patient list; the server answers 401.
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('ritmo.user'))).toBeNull();
});

const unsyncedDialog = (page: Page) => page.getByRole('dialog', { name: 'Unsynced items' });

/** Presses "Sign out", reads what the dialog says would be lost, then changes their mind. */
async function signOutAndCancel(page: Page, warning: string) {
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(unsyncedDialog(page)).toContainText(warning);
  await unsyncedDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(unsyncedDialog(page)).toBeHidden();
}

test('unsynced changes are not discarded silently: the clinician is told how many and asked', async ({
  page,
  context,
}) => {
  await signedIn(page);
  // Settings' code loaded while online (no service worker yet to serve it offline).
  await navigateTo(page, 'Settings');
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
  await navigateTo(page, 'Home');
  await context.setOffline(true);
  await addPatientOnHome(page, { patientId: 'LOST-1', patientName: 'Offline Patient' });
  await addPatientOnHome(page, { patientId: 'LOST-2', patientName: 'Another Offline Patient' });

  await navigateTo(page, 'Settings');
  await signOutAndCancel(page, '2 unsynced items will be lost');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(syncBadge(page)).toHaveText('Offline · 2');
  expect(await page.evaluate(() => localStorage.getItem('ritmo.user'))).not.toBeNull();

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await unsyncedDialog(page).getByRole('button', { name: 'Sign out anyway' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  expect(await page.evaluate(() => indexedDB.databases())).toEqual([]);
});

test('a recording started but not saved counts as one unsynced item at sign-out', async ({
  page,
}) => {
  await signedIn(page);
  await makePatient(page.request, { patientId: 'REC-OUT', patientName: 'Rita Gravando' });
  await startRecording(page, { search: 'rita', patientName: 'Rita Gravando' });
  await expect.poll(async () => (await readCheckpoint(page))?.activityId).toBeTruthy();

  await navigateTo(page, 'Settings');
  await signOutAndCancel(page, '1 unsynced item will be lost');
  expect(await readCheckpoint(page)).not.toBeNull();

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await unsyncedDialog(page).getByRole('button', { name: 'Sign out anyway' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => indexedDB.databases())).toEqual([]);
});
