/**
 * Journey: a Bluetooth heart-rate strap through the real Web Bluetooth driver and Chromium's own
 * `navigator.bluetooth`, the radio emulated (e2e/ble-emulation): the byte vectors of
 * ble-vectors.md, a truncated packet dropped, a lost link retried on the backoff schedule.
 */

import { BLE_EMULATION_USE, EmulatedBluetooth } from './ble-emulation/emulated-bluetooth';
import { expect, test } from './fixtures';
import { signedIn } from './steps/account';
import { makePatient } from './steps/patients';
import { startRecording } from './steps/recording';
import { connectStrap } from './steps/sensor';
import { navigateTo } from './steps/shell';

// Whole journeys on a shared, sometimes busy machine: more than the 30 s default.
test.describe.configure({ timeout: 60_000 });
test.use(BLE_EMULATION_USE);

test('connect a strap, read real packets, survive a disconnect and reconnect', async ({ page }) => {
  await signedIn(page);
  const ble = await EmulatedBluetooth.start(page);
  const strap = await ble.add('strap', '0A:0B:0C:0D:30:01', 'Polar H10 7A2B', { battery: '5A' });
  ble.choose(strap);
  await makePatient(page.request, {
    patientId: 'BLE-1',
    patientName: 'Rita Alves',
    birthDate: '1970-01-01',
  });
  await connectStrap(page);
  const panel = page.getByRole('region', { name: 'Sensor' });
  await expect(panel.getByTestId('sensor-device-name')).toHaveText('Polar H10 7A2B');
  await expect(panel.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  await expect(panel).toContainText('90 %'); // battery 0x5A

  // Flags 0x18: uint8 HR 75, energy 16 kJ, RR 1000 and 781.25 ms.
  await ble.notify(strap, '18 4B 10 00 00 04 20 03');
  await expect(panel.getByTestId('sensor-hr')).toHaveText('75 bpm');
  // A truncated packet (uint16 HR announced, one byte sent) is dropped and counted.
  await ble.notify(strap, '01 48');
  await expect(panel).toContainText('1 unreadable packet ignored');
  await expect(panel.getByTestId('sensor-hr')).toHaveText('75 bpm');

  // Record with it: a lost link is marked in the session and retried on the 1 s, 2 s… schedule.
  await startRecording(page, { search: 'rita', patientName: 'Rita Alves' });
  await ble.notify(strap, '01 78 00'); // uint16 HR 120
  await expect(page.getByTestId('live-hr')).toHaveText('120 bpm');
  // The strap walks away: the link drops and the first retry, after 1 s, fails; it is back in
  // range before the second, 2 s later, which connects and discovers the services anew.
  const before = { ...strap.asked };
  await ble.outOfRange(strap);
  await expect(page.getByRole('status').filter({ hasText: 'Reconnecting…' })).toBeVisible();
  const events = page.getByRole('region', { name: 'Events' });
  await expect(events).toContainText('Sensor signal lost');
  await expect.poll(() => strap.asked.connection).toBe(before.connection + 1);
  await ble.backInRange(strap);
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible({
    timeout: 8000,
  });
  await expect(events).toContainText('Sensor signal back');
  expect(strap.asked).toMatchObject({ connection: 3, discovery: before.discovery + 1 });
  await expect.poll(() => strap.asked.subscribe).toBe(before.subscribe * 2);
  await ble.notify(strap, '00 48');
  await expect(page.getByTestId('live-hr')).toHaveText('72 bpm');
  // The elapsed clock ran through the drop.
  await expect(page.getByTestId('elapsed')).not.toHaveText('0:00');

  await navigateTo(page, 'Connect');
  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Not connected' })).toBeVisible();
  await ble.stop();
});

test('without Web Bluetooth the screen says what to do instead', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'bluetooth', { configurable: true, value: undefined });
  });
  await signedIn(page);
  await navigateTo(page, 'Connect');
  await expect(page.getByText('This browser cannot connect to Bluetooth sensors')).toBeVisible();
  await expect(page.getByText(/Chrome or Edge on Android or on a computer/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect sensor' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Use simulated sensor' })).toBeEnabled();
});
