/**
 * Journey: a solo clinician who opens a clinic moves one of their patients into it. Settings
 * says what will happen before it does; afterwards the patient and their session are in the
 * clinic, and only there, while the patient left behind stays personal. A recording in
 * progress holds a switch until it is saved.
 */

import { axeFindings } from './axe-check';
import { expect, test } from './fixtures';
import { signedIn } from './steps/account';
import { createClinic, switcher, switchTo } from './steps/clinic';
import { addPatientOnHome } from './steps/patients';
import { recordShortSession, startRecording, stopAndSaveRecording } from './steps/recording';
import { afterServerAnswer } from './steps/screen';
import { connectSimulatedSensor } from './steps/sensor';
import { navigateTo } from './steps/shell';

test.describe.configure({ timeout: 90_000 });

const CLINIC = 'Clínica Nova';

test('patients move with their sessions into a clinic, after the clinician is told', async ({
  page,
}) => {
  await signedIn(page, { name: 'Dra. Solo' });
  await addPatientOnHome(page, { patientId: 'P-1', patientName: 'Ana Movida' });
  await addPatientOnHome(page, { patientId: 'P-2', patientName: 'Beto Fica' });
  await recordShortSession(page, 'Ana', 'Ana Movida');
  await createClinic(page, CLINIC);
  await switchTo(page, CLINIC, 'Personal');

  await navigateTo(page, 'Settings');
  await page.getByRole('button', { name: 'Move patients into a clinic…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move patients into a clinic' });
  await expect(dialog.getByRole('button', { name: /^Move/ })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Ana Movida (P-1)' }).check();
  await expect(
    dialog.getByText(`1 patient and all their sessions will move to ${CLINIC}.`, { exact: false }),
  ).toBeVisible();
  const { failing } = await axeFindings(page, 'transfer dialog');
  expect(failing).toEqual([]);
  // Moving a patient with her sessions is one transaction; on a busy machine it can take longer
  // than an assertion's few seconds, so the screen is judged once the server has answered.
  await afterServerAnswer(page, '/api/patient-transfers', () =>
    dialog.getByRole('button', { name: 'Move 1 patient' }).click(),
  );

  // The app enters the clinic, where the patient and her session now are.
  await expect(switcher(page, CLINIC)).toBeVisible();
  await expect(page.getByText('Ana Movida').first()).toBeVisible();
  await expect(page.getByText('Beto Fica')).toHaveCount(0);
  await page.goto('/results');
  await expect(page.getByRole('link', { name: /^Open session of Ana Movida/ })).toBeVisible();

  // The personal workspace keeps only the patient who was not chosen.
  await switchTo(page, CLINIC, 'Personal');
  await expect(page.getByText('Beto Fica')).toBeVisible();
  await expect(page.getByText('Ana Movida')).toHaveCount(0);
});

test('a recording in progress holds a workspace switch until it is saved', async ({ page }) => {
  await signedIn(page, { name: 'Dra. Gravando' });
  await addPatientOnHome(page, { patientId: 'P-1', patientName: 'Clara Gravada' });
  await createClinic(page, CLINIC);
  await switchTo(page, CLINIC, 'Personal');
  await connectSimulatedSensor(page);
  await startRecording(page, { search: 'Clara', patientName: 'Clara Gravada' });

  await switcher(page, 'Personal').click();
  await page.getByRole('menuitem', { name: CLINIC }).click();
  const hold = page.getByRole('dialog', { name: 'Finish the recording first' });
  await expect(hold.getByRole('alert')).toContainText('A recording is in progress');
  await hold.getByRole('button', { name: 'Close' }).click();
  await expect(switcher(page, 'Personal')).toBeVisible();

  await stopAndSaveRecording(page);
  await switchTo(page, 'Personal', CLINIC);
});
