/**
 * Journey: the inactivity lock during a class. A clinic's owner sets the lock to 1 minute; a
 * class runs with a participant above target; with no input past the minute the screen locks,
 * hiding the tiles, while the alarm banner (patient and reason) stays visible above the lock,
 * the tone keeps sounding and recording goes on. The server holds the lock too: the page's own
 * request for the patient list answers 423 until the unlock. A wrong password is refused; the
 * right one unlocks onto the running class, and the server answers again.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PASSWORD, signedIn } from './steps/account';
import {
  type ClassPatient,
  makeClassPatients,
  readClassCheckpoints,
  startClass,
} from './steps/class';
import { createClinic } from './steps/clinic';
import { afterServerAnswer } from './steps/screen';
import { navigateTo } from './steps/shell';

test.describe.configure({ timeout: 180_000 });

const MARIA: ClassPatient = {
  patientId: 'LCK-1',
  patientName: 'Maria Conceição',
  scenario: 'exceeds-target',
  birthDate: '1950-03-10',
  restingHr: 64,
};

/** Whether the element drawn at the locator's centre belongs to it (not covered by another). */
function drawnOnTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top !== null && element.contains(top);
  });
}

/** Alarm bursts played so far: each beep is one oscillator of the page's AudioContext. */
const beeps = (page: Page) => page.evaluate(() => (window as { beeps?: number }).beeps ?? 0);

/** What the server answers this page's session for the patient list (the same cookie). */
const patientListStatus = (page: Page) =>
  page.evaluate(async () => (await fetch('/api/patients')).status);

const samplesRecorded = async (page: Page) =>
  (await readClassCheckpoints(page))[0]?.session.samples.t.length ?? 0;

test('a locked class keeps its alarm in view and sounding; the password unlocks it', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const original = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      const counter = window as { beeps?: number };
      counter.beeps = (counter.beeps ?? 0) + 1;
      return original.call(this);
    };
  });
  // Timers run in real time, and fastForward jumps over the idle minute.
  await page.clock.install();
  await signedIn(page);
  await createClinic(page, 'Clínica do Ritmo');

  await navigateTo(page, 'Settings');
  const setting = page.getByRole('region', { name: 'Inactivity lock' });
  const minutes = setting.getByLabel('Lock the screen after (minutes)');
  await minutes.fill('61');
  await setting.getByRole('button', { name: 'Save' }).click();
  await expect(setting.getByText('must be at most 60 minutes')).toBeVisible();
  await minutes.fill('1');
  await setting.getByRole('button', { name: 'Save' }).click();
  await expect(setting.getByRole('status')).toHaveText('Saved.');

  await makeClassPatients(page, [MARIA]);
  await startClass(page, [MARIA]);
  const alarm = page
    .getByTestId('alarm-banner')
    .getByRole('alert')
    .filter({ hasText: 'Maria Conceição — above target' });
  await expect(alarm).toBeVisible({ timeout: 90_000 });
  const tile = page.getByTestId('participant-tile');

  await page.clock.fastForward('01:01');
  const lock = page.getByTestId('inactivity-lock');
  await expect(lock.getByRole('heading', { name: 'Screen locked' })).toBeVisible();
  await expect(lock).toContainText('after 1 minute without use');
  // The tiles are covered; the alarm, naming the patient and the reason, is drawn above the lock.
  expect(await drawnOnTop(tile)).toBe(false);
  await expect(alarm).toBeVisible();
  expect(await drawnOnTop(alarm)).toBe(true);
  const liftedAlarms = lock.getByRole('region', { name: 'Alarms' }).getByRole('alert');
  await expect(liftedAlarms.filter({ hasText: 'Maria Conceição — above target' })).toBeVisible();
  await page.screenshot({ path: 'test-results/inactivity-lock-class-alarm.png' });
  await expect.poll(() => patientListStatus(page)).toBe(423);

  // Under the lock the tone repeats and the session keeps recording samples.
  const [beepsAtLock, samplesAtLock] = [await beeps(page), await samplesRecorded(page)];
  await expect.poll(() => beeps(page), { timeout: 15_000 }).toBeGreaterThan(beepsAtLock);
  await expect
    .poll(() => samplesRecorded(page), { timeout: 15_000 })
    .toBeGreaterThan(samplesAtLock);

  const password = lock.getByLabel('Password');
  await password.fill('not-my-password');
  const unlock = () => lock.getByRole('button', { name: 'Unlock', exact: true }).click();
  await afterServerAnswer(page, '/api/me/unlock', unlock);
  await expect(lock.getByText('That is not your password.')).toBeVisible();
  await expect(lock).toBeVisible();
  await password.fill(PASSWORD);
  await afterServerAnswer(page, '/api/me/unlock', unlock);
  await expect(lock).toBeHidden();
  await expect(tile).toBeVisible();
  await expect(alarm).toBeVisible();
  await expect(liftedAlarms).toHaveCount(0);
  expect(await patientListStatus(page)).toBe(200);
});
