/** Sign-out: ends the session and wipes localStorage and the app's IndexedDB databases. */
import { expect, test } from '@playwright/test';
import { signedIn } from './helpers';

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

  await page.getByRole('button', { name: 'Sign out' }).click();
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

test('unsynced changes are not discarded silently: the clinician is asked first', async ({
  page,
  context,
}) => {
  await signedIn(page);
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add patient' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add patient' });
  await dialog.getByLabel('Name').fill('Offline Patient');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: 'Settings' }).first().click();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  const ask = page.getByRole('dialog', { name: 'Some changes have not reached the server' });
  await expect(ask).toContainText('1 change made on this device could not be sent');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/settings$/);

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await ask.getByRole('button', { name: 'Sign out and discard' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});
