/**
 * Journey on real Web Bluetooth (Chromium's emulation, no stub): an FTMS indoor bike (0x1826,
 * Indoor Bike Data 0x2AD2) chosen in the chooser; its power, cadence and speed, and the heart
 * rate it relays, land in the saved cycling session through the app's driver and parser.
 */

import { BLE_EMULATION_USE, EmulatedBluetooth } from './ble-emulation/emulated-bluetooth';
import { savedSessionOf } from './ble-emulation/saved-session';
import { expect, test } from './fixtures';
import { signedIn } from './steps/account';
import { makePatient } from './steps/patients';
import { startRecording, stopAndSaveRecording } from './steps/recording';
import { connectStrap } from './steps/sensor';

test.use(BLE_EMULATION_USE);
test.describe.configure({ timeout: 90_000 });

test("an indoor bike's power and cadence land in the saved session", async ({ page }) => {
  await signedIn(page);
  const ble = await EmulatedBluetooth.start(page);
  try {
    await makePatient(page.request, {
      patientId: 'BLE-BIKE-1',
      patientName: 'Olga Prado',
      birthDate: '1958-06-02',
    });
    const bike = await ble.add('bike', '0A:0B:0C:0D:0F:01', 'Ergo Bike EMU');
    ble.choose(bike);
    await connectStrap(page);
    const panel = page.getByRole('region', { name: 'Sensor' });
    await expect(panel.getByTestId('sensor-device-name')).toHaveText('Ergo Bike EMU');
    await expect(panel).toContainText('Indoor bike');

    await startRecording(page, { search: 'olga', patientName: 'Olga Prado', type: 'Cycle' });
    // ble-vectors.md: flags 0x0044, speed 25 km/h, cadence 80 rpm, power 150 W (no HR).
    expect(await ble.notify(bike, '44 00 C4 09 A0 00 96 00')).toBe(true);
    // Flags 0x0244 add the relayed heart rate (bit 9), which the screen shows: 20 km/h,
    // 90 rpm, 200 W, 110 bpm; then 30 km/h, 70 rpm, 250 W, 114 bpm.
    expect(await ble.notify(bike, '44 02 D0 07 B4 00 C8 00 6E')).toBe(true);
    await expect(page.getByTestId('live-hr')).toHaveText('110 bpm');
    expect(await ble.notify(bike, '44 02 B8 0B 8C 00 FA 00 72')).toBe(true);
    await expect(page.getByTestId('live-hr')).toHaveText('114 bpm');
    await stopAndSaveRecording(page);

    const { samples } = await savedSessionOf(page, 'BLE-BIKE-1');
    expect(samples.power).toEqual([150, 200, 250]);
    expect(samples.cadence).toEqual([80, 90, 70]);
    expect(samples.speed).toEqual([25, 20, 30]);
    expect(samples.hr).toEqual([null, 110, 114]);
  } finally {
    await ble.stop();
  }
});
