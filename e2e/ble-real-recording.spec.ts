/**
 * Journey on real Web Bluetooth (Chromium's emulation, no stub): a heart-rate strap chosen in
 * the browser's chooser from /connect, its battery read, and a short session recorded whose
 * heart rate and RR intervals come from the strap's packets through the app's driver.
 */

import { BLE_EMULATION_USE, EmulatedBluetooth } from './ble-emulation/emulated-bluetooth';
import { heartRatePacket } from './ble-emulation/peripherals';
import { savedSessionOf } from './ble-emulation/saved-session';
import { expect, test } from './fixtures';
import { signedIn } from './steps/account';
import { makePatient } from './steps/patients';
import { startRecording, stopAndSaveRecording } from './steps/recording';
import { connectStrap } from './steps/sensor';

test.use(BLE_EMULATION_USE);
test.describe.configure({ timeout: 90_000 });

test('a strap from the chooser feeds a recorded session through the real driver', async ({
  page,
}) => {
  await signedIn(page);
  const ble = await EmulatedBluetooth.start(page);
  try {
    await makePatient(page.request, {
      patientId: 'BLE-REAL-1',
      patientName: 'Rita Alves',
      birthDate: '1970-01-01',
    });
    // Battery 0x5A = 90 %; body sensor location 1 = chest.
    const strap = await ble.add('strap', '0A:0B:0C:0D:0E:01', 'Polar H10 EMU1', {
      battery: '5A',
      location: '01',
    });
    ble.choose(strap);
    await connectStrap(page);
    const panel = page.getByRole('region', { name: 'Sensor' });
    await expect(panel.getByTestId('sensor-device-name')).toHaveText('Polar H10 EMU1');
    await expect(panel).toContainText('90 %');
    // The driver connected, discovered and subscribed once, through the emulated GATT server.
    expect(strap.asked).toMatchObject({ connection: 1, discovery: 1 });
    expect(strap.asked.subscribe).toBeGreaterThanOrEqual(1);

    // Flags 0x18: uint8 HR 75, energy 16 kJ, RR 1000 and 781.25 ms (ble-vectors.md).
    expect(await ble.notify(strap, '18 4B 10 00 00 04 20 03')).toBe(true);
    await expect(panel.getByTestId('sensor-hr')).toHaveText('75 bpm');

    await startRecording(page, { search: 'rita', patientName: 'Rita Alves' });
    const fed = [96, 101, 104, 99];
    for (const bpm of fed) {
      expect(await ble.notify(strap, heartRatePacket(bpm))).toBe(true);
      await expect(page.getByTestId('live-hr')).toHaveText(`${bpm} bpm`);
    }
    await stopAndSaveRecording(page);

    const session = await savedSessionOf(page, 'BLE-REAL-1');
    // Every packet once, in order: one row per reading, each with its RR interval.
    expect(session.samples.hr).toEqual(fed);
    expect(session.samples.rr).toEqual(
      fed.map((bpm) => (Math.round((60 / bpm) * 1024) * 1000) / 1024),
    );
  } finally {
    await ble.stop();
  }
});
