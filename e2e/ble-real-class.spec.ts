/**
 * Journey on real Web Bluetooth (Chromium's emulation, no stub): a class of six straps, each
 * chosen in the browser's chooser from "Add participant". A seventh strap's connection is
 * refused (the emulated link answers HCI 0x0D, limited resources: this browser has no link
 * limit to reach) and the dialog gives the refusal advice. Mid-class one strap goes out of
 * range: its tile goes stale, then the medium-priority "no signal" alarm, then the driver
 * reconnects by itself, discovers the services anew and the readings resume. Another strap's
 * battery falls to 10 %: the low-priority battery alarm. Every packet the straps sent during
 * the class is in the saved sessions exactly once.
 */
import type { Locator, Page } from '@playwright/test';
import {
  BLE_EMULATION_USE,
  EmulatedBluetooth,
  type EmulatedPeripheral,
} from './ble-emulation/emulated-bluetooth';
import { heartRatePacket } from './ble-emulation/peripherals';
import { ReadingFeeder } from './ble-emulation/reading-feeder';
import { savedSessionOf } from './ble-emulation/saved-session';
import { expect, test } from './fixtures';
import { signedIn } from './steps/account';
import { type ClassPatient, makeClassPatients, sixPatients } from './steps/class';
import { navigateTo } from './steps/shell';

test.use(BLE_EMULATION_USE);
test.describe.configure({ timeout: 240_000 });

/** "Add participant" with a new strap: the chooser opens, answered by the harness. */
async function addWithNewStrap(page: Page, patient: ClassPatient) {
  await page.getByRole('button', { name: 'Add participant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add participant' });
  const select = dialog.getByRole('combobox', { name: 'Patient' });
  await select.click();
  await select.fill(patient.patientId);
  await page.getByRole('option', { name: new RegExp(patient.patientName) }).click();
  await dialog.getByRole('combobox', { name: 'Sensor' }).click();
  await page.getByRole('option', { name: 'Another strap — choose in the browser…' }).click();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  return dialog;
}

const REFUSED_ADVICE =
  'This device refused another Bluetooth connection (phones and tablets hold about 6–7 at once). Disconnect a strap that is not in use, or follow this patient on a second device.';

/** Six participants each with their strap from the chooser; the seventh strap is refused. */
async function addSixThenRefuseSeventh(
  page: Page,
  ble: EmulatedBluetooth,
  straps: EmulatedPeripheral[],
  patients: ClassPatient[],
) {
  await navigateTo(page, 'Class');
  for (let i = 0; i < 6; i++) {
    ble.choose(straps[i]!);
    await expect(await addWithNewStrap(page, patients[i]!)).toBeHidden({ timeout: 20_000 });
  }
  const rows = page.getByTestId('checklist-row');
  await expect(rows).toHaveCount(6);
  for (let i = 0; i < 6; i++) {
    await expect(rows.nth(i)).toContainText(`Strap EMU${i + 1}`);
    await expect(rows.nth(i)).toContainText('battery 80 %');
  }
  // The seventh: its link is refused, and the dialog says why and what to do.
  ble.refuseConnections(straps[6]!);
  ble.choose(straps[6]!);
  const seventh = await addWithNewStrap(page, patients[6]!);
  await expect(seventh.getByRole('alert')).toHaveText(REFUSED_ADVICE, { timeout: 20_000 });
  await page.screenshot({ path: 'test-results/ble-real-class-refused.png' });
  expect(straps[6]!.asked.connection).toBe(1);
  await seventh.getByRole('button', { name: 'Cancel' }).click();
  await expect(rows).toHaveCount(6);
}

/** The banner's alarm for `words` sounds at `priority`, on the banner and on the tile. */
async function expectAlarm(page: Page, tile: Locator, words: string, priority: 'medium' | 'low') {
  const alert = page.getByTestId('alarm-banner').getByRole('alert').filter({ hasText: words });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(alert).toHaveAttribute('data-priority', priority);
  await expect(alert).toContainText(`${priority === 'low' ? 'Low' : 'Medium'} priority · Alarm:`);
  await expect(tile).toHaveAttribute('data-alarm-priority', priority);
}

async function endAndSaveClass(page: Page) {
  await page.getByRole('button', { name: 'End class' }).click();
  await page
    .getByRole('dialog', { name: 'End the class?' })
    .getByRole('button', { name: 'End class' })
    .click();
  await page.getByRole('button', { name: 'Save 6 sessions' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Class saved' })).toBeVisible();
}

test('six real straps: a refused seventh, a strap lost and rediscovered, a low battery', async ({
  page,
}) => {
  await signedIn(page);
  const ble = await EmulatedBluetooth.start(page);
  const patients = [
    ...sixPatients('BLEC'),
    {
      patientId: 'BLEC-7',
      patientName: 'Francisca Oliveira',
      scenario: 'steady',
      birthDate: '1957-03-17',
      restingHr: 66,
    } satisfies ClassPatient,
  ];
  // Steady heart rates inside everyone's 50–70 % target band: no other alarm.
  const bpmOf = (i: number) => 108 + i;
  const straps: EmulatedPeripheral[] = [];
  let feeder: ReadingFeeder | null = null;
  try {
    await makeClassPatients(page, patients);
    for (let i = 0; i < 7; i++) {
      const address = `0A:0B:0C:0D:10:0${i + 1}`;
      straps.push(await ble.add('strap', address, `Strap EMU${i + 1}`, { battery: '50' }));
    }
    const packets = new Map(straps.slice(0, 6).map((s, i) => [s, () => heartRatePacket(bpmOf(i))]));
    feeder = new ReadingFeeder(ble, packets);

    await addSixThenRefuseSeventh(page, ble, straps, patients);

    // Packets flowing; then quiet for the instant the class starts, so the packets counted are
    // exactly those sent while the class records.
    feeder.start();
    const rows = page.getByTestId('checklist-row');
    for (let i = 0; i < 6; i++) await expect(rows.nth(i)).toContainText('· live ·');
    await feeder.stop();
    await page.getByRole('button', { name: /^Start class/ }).click();
    const tiles = page.getByTestId('participant-tile');
    await expect(tiles).toHaveCount(6);
    feeder.resetCounts();
    feeder.start();
    for (let i = 0; i < 6; i++) {
      await expect(tiles.nth(i).getByTestId('tile-hr')).toHaveText(String(bpmOf(i)));
    }

    // José Almeida's strap walks out of range. As over the air, packets stop first and the
    // link drops later (the link supervision timeout): linked but silent, the tile is stale;
    // once the link is down it has no signal (tile-view.ts) and the driver keeps retrying.
    const jose = tiles.filter({ hasText: 'José Almeida' });
    const joseStrap = straps[1]!;
    const before = { ...joseStrap.asked };
    feeder.held.add(joseStrap);
    await expect(jose.getByTestId('tile-freshness')).toHaveText('Stale — no reading for 3 s');
    await expect(jose.getByTestId('tile-hr')).toHaveText(String(bpmOf(1)));
    await ble.outOfRange(joseStrap);
    await expect(jose.getByTestId('tile-freshness')).toHaveText('No signal');
    await expect(jose.getByTestId('tile-hr')).toHaveText('—');
    await expect(jose).toContainText('reconnecting…');
    await expectAlarm(page, jose, 'José Almeida — no signal', 'medium');
    await page.screenshot({ path: 'test-results/ble-real-class-no-signal.png' });

    // Back in range: the driver's next retry connects, discovers the services anew (they died
    // with the link) and subscribes again; only then do packets flow again.
    await ble.backInRange(joseStrap);
    await expect
      .poll(() => joseStrap.asked.subscribe, { timeout: 40_000 })
      .toBeGreaterThanOrEqual(before.subscribe + 2);
    expect(joseStrap.asked.discovery).toBe(before.discovery + 1);
    expect(joseStrap.asked.connection).toBeGreaterThan(before.connection + 1);
    feeder.held.delete(joseStrap);
    await expect(jose.getByTestId('tile-freshness')).toBeHidden({ timeout: 10_000 });
    await expect(jose.getByTestId('tile-hr')).toHaveText(String(bpmOf(1)));
    await expect(jose).toContainText('Strap EMU2 · live');

    // Carlos Eduardo Souza's strap battery falls to 10 %: a low-priority alarm.
    const carlos = tiles.filter({ hasText: 'Carlos Eduardo Souza' });
    expect(await ble.setBattery(straps[3]!, 10)).toBe(true);
    await expect(carlos).toContainText('battery 10 %');
    await expectAlarm(page, carlos, 'Carlos Eduardo Souza — battery low', 'low');
    await page.screenshot({ path: 'test-results/ble-real-class-battery.png' });

    await feeder.stop();
    await endAndSaveClass(page);

    // Each strap's packets are in its patient's session exactly once: none lost, none doubled
    // by a listener left over from before the reconnect.
    for (let i = 0; i < 6; i++) {
      const { patientId } = patients[i]!;
      const session = await savedSessionOf(page, patientId);
      const readings = session.samples.hr.filter((hr) => hr !== null);
      expect(readings.length, patientId).toBe(feeder.delivered.get(straps[i]!));
      expect(new Set(readings), patientId).toEqual(new Set([bpmOf(i)]));
      const rules = session.events.filter((e) => e.kind === 'alarm').map((e) => e.value?.rule);
      expect(rules, patientId).toEqual(i === 1 ? ['no-signal'] : i === 3 ? ['battery-low'] : []);
    }
  } finally {
    await feeder?.stop();
    await ble.stop();
  }
});
