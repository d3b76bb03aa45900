/** Steps shared by the offline journeys: the service worker, the header badge, adding a patient. */
import { expect, type Page } from '@playwright/test';

/** Waits until the production service worker is active (it registers once the app is idle). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.active?.state ?? 'none';
        }),
      { timeout: 35_000 },
    )
    .toBe('activated');
}

/** The header badge: a link named "Offline. 2 unsynced items" or "Online. Everything is synced". */
export const syncBadge = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^(Online|Offline|Syncing)\./ });

export async function addPatientOnHome(page: Page, patientId: string, patientName: string) {
  await page.getByRole('button', { name: 'Add patient' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add patient' });
  await dialog.getByLabel('Patient ID').fill(patientId);
  await dialog.getByLabel('Name').fill(patientName);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

/** Screenshots for review when OFFLINE_SHOTS names a folder (e.g. /tmp/shots). */
export async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.OFFLINE_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/offline-${name}.png` });
}
