/**
 * Steps shared by the offline journeys: the service worker, the header badge, adding a patient,
 * recording a short session with the simulated sensor.
 */
import { expect, type Page } from '@playwright/test';
import { navigateTo, startSession } from './recording-helpers';

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

/** Connects the simulated sensor, records about 2.5 s for the patient and saves the session. */
export async function recordShortSession(page: Page, search: string, patientName: string) {
  await navigateTo(page, 'Connect');
  await page.getByRole('button', { name: 'Use simulated sensor' }).click();
  await expect(page.getByTestId('sensor-hr')).toHaveText(/\d{2,3}\s?bpm/, { timeout: 5000 });
  await startSession(page, { search, patientName });
  await page.waitForTimeout(2500);
  await page.getByRole('button', { name: 'Stop' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Session saved')).toBeVisible();
}

/** Screenshots for review when OFFLINE_SHOTS names a folder (e.g. /tmp/shots). */
export async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.OFFLINE_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/offline-${name}.png` });
}
