/**
 * Coming back online, the screens on display follow the outbox as it drains, with no reload:
 * history rows keep naming a patient added offline (never their Patient ID), and a class report
 * opened offline stops saying "Not synced yet" once its sessions reach the server (issue 24).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signedIn } from './steps/account';
import { type ClassPatient, endClass, startClass } from './steps/class';
import { shot, waitForServiceWorker } from './steps/offline';
import { addPatientOnHome } from './steps/patients';
import { recordShortSession } from './steps/recording';
import { navigateTo, syncBadge } from './steps/shell';

test.use({ viewport: { width: 1280, height: 900 } });

const ROSA: ClassPatient = {
  patientId: 'REC-1',
  patientName: 'Rosa Reconexão',
  scenario: 'steady',
  birthDate: '1955-02-11',
  restingHr: 68,
};
const JOAO: ClassPatient = {
  patientId: 'REC-2',
  patientName: 'João Religado',
  scenario: 'steady',
  birthDate: '1958-07-23',
  restingHr: 64,
};

async function addOnHome(
  page: Page,
  { patientId, patientName, birthDate, restingHr }: ClassPatient,
) {
  await navigateTo(page, 'Home');
  await addPatientOnHome(page, {
    patientId,
    patientName,
    birthDate: birthDate ?? undefined,
    restingHr: String(restingHr),
  });
}

/** Waits until the header says online with nothing left to send. */
async function drained(page: Page) {
  await expect(syncBadge(page)).toHaveText('Online', { timeout: 20_000 });
}

test('back online, history and the class report follow the sync without a reload', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signedIn(page);
  // Results seen online once, as a clinician who used the app before (its lists are kept).
  await navigateTo(page, 'Results');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await addOnHome(page, ROSA);
  await recordShortSession(page, 'rosa', ROSA.patientName);
  await navigateTo(page, 'Results');
  // The app opened again while still offline (a tablet woken from sleep), on Results.
  await page.reload();
  const history = page.getByRole('list', { name: 'Sessions' });
  const rosaRows = history.getByRole('listitem').filter({ hasText: ROSA.patientName });
  await expect(rosaRows).toHaveCount(1);
  await expect(rosaRows).toContainText('Not synced yet');

  await context.setOffline(false);
  await drained(page);
  await expect(rosaRows).toHaveCount(1);
  await expect(rosaRows).not.toContainText('Not synced yet');
  await expect(history).not.toContainText(ROSA.patientId);
  // The patient filter lists her too, though the directory read offline did not.
  await page.getByRole('combobox', { name: 'Patient' }).click();
  await expect(page.getByRole('option', { name: ROSA.patientName })).toBeVisible();
  await page.keyboard.press('Escape');
  await shot(page, 'reconnect-history');

  // A class of two, run and saved offline, its report open while the connection returns.
  await context.setOffline(true);
  await addOnHome(page, JOAO);
  await startClass(page, [ROSA, JOAO]);
  await expect(page.getByTestId('tile-hr').first()).toHaveText(/^\d{2,3}$/, { timeout: 10_000 });
  await endClass(page);
  await page.getByRole('button', { name: 'Save 2 sessions' }).click();
  const saved = page.getByRole('status').filter({ hasText: 'Class saved' });
  await saved.getByRole('link', { name: 'Open the class report' }).click();
  await expect(page).toHaveURL(/\/class\/[^/]+\/report$/);
  await page.reload();

  const report = page.locator('[data-class-report-wide]');
  for (const { patientName } of [ROSA, JOAO]) {
    await expect(report.getByRole('row').filter({ hasText: patientName })).toContainText(
      'Not synced yet',
    );
  }
  await shot(page, 'reconnect-report-offline');

  await context.setOffline(false);
  await drained(page);
  for (const { patientName } of [ROSA, JOAO]) {
    const row = report.getByRole('row').filter({ hasText: patientName });
    await expect(row).toHaveCount(1);
    await expect(row).not.toContainText('Not synced yet');
  }
  await shot(page, 'reconnect-report-online');
});
