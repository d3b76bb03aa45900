/**
 * Connecting a sensor on the Connect screen: the app's simulated one, or a Bluetooth strap
 * through the real Web Bluetooth driver (`installBleStub` before the page loads, or Chromium's
 * emulated adapter with `EmulatedBluetooth.choose` from e2e/ble-emulation).
 */
import { expect, type Page } from '@playwright/test';
import { navigateTo } from './shell';
import { type Language, uiText } from './ui-text';

/** Connects "Use simulated sensor" and waits for its first heart rate. */
export async function connectSimulatedSensor(page: Page, language: Language = 'en') {
  await navigateTo(page, uiText(language, 'nav.connect'), language);
  await page.getByRole('button', { name: uiText(language, 'devices:useSimulated') }).click();
  await expect(page.getByTestId('sensor-hr')).toHaveText(/\d{2,3}\s?bpm/, { timeout: 5000 });
}

/** Connects a Bluetooth strap ("Connect sensor") and waits until it says Connected. */
export async function connectStrap(page: Page): Promise<void> {
  await navigateTo(page, 'Connect');
  await page.getByRole('button', { name: 'Connect sensor' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
}
