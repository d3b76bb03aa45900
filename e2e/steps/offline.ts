/** Working offline: waiting for the service worker, and screenshots of offline states for review. */
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

/** Screenshots for review when OFFLINE_SHOTS names a folder (e.g. /tmp/shots). */
export async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.OFFLINE_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/offline-${name}.png` });
}
