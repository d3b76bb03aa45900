/** Patients on Home: add, a Patient ID already taken refused, edit, archive. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signedIn } from './steps/account';
import { shot } from './steps/offline';
import { addPatientOnHome } from './steps/patients';

const rows = (page: Page) => page.getByRole('listitem');

test('add, refuse a taken Patient ID, edit and archive a patient', async ({ page }) => {
  await signedIn(page);
  await expect(page.getByText('No patients yet')).toBeVisible();

  await addPatientOnHome(page, {
    patientId: 'REC-001',
    patientName: 'Maria da Conceição',
    restingHr: '64',
  });
  await addPatientOnHome(page, { patientName: 'João Pereira' });
  await expect(rows(page)).toHaveCount(2);
  // Sorted by name.
  await expect(rows(page).nth(0)).toContainText('João Pereira');
  await expect(rows(page).nth(1)).toContainText('Maria da Conceição');

  // Adding the same Patient ID again never replaces that patient: the form says who has it and
  // offers to open them, where the edit is made on purpose.
  await page.getByRole('button', { name: 'Add patient' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add patient' });
  await dialog.getByLabel('Patient ID').fill('REC-001');
  await dialog.getByLabel('Name').fill('Outra Pessoa');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'Patient ID REC-001 is already used by Maria da Conceição. Nothing was saved.',
  );
  await shot(page, 'patient-id-taken');
  await dialog.getByRole('button', { name: 'Open Maria da Conceição' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit patient' });
  await expect(edit.getByLabel('Name')).toHaveValue('Maria da Conceição');
  await edit.getByLabel('Name').fill('Maria Conceição Alves');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByText('Outra Pessoa')).toHaveCount(0);
  await expect(rows(page).filter({ hasText: 'REC-001' })).toContainText('Maria Conceição Alves');

  // Search ignores accents and matches ids.
  await page.getByLabel('Search patients').fill('conceicao');
  await expect(rows(page)).toHaveCount(1);
  await page.getByLabel('Search patients').fill('rec-001');
  await expect(rows(page)).toHaveCount(1);
  await page.getByLabel('Search patients').fill('');

  await page.getByRole('button', { name: 'Archive Maria Conceição Alves' }).click();
  const confirm = page.getByRole('dialog', { name: 'Archive Maria Conceição Alves?' });
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(confirm).toBeHidden();
  await expect(rows(page)).toHaveCount(1);

  // The server agrees after a reload.
  await page.reload();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('João Pereira');
});

test('field errors: required name on the client, edit keeps the Patient ID', async ({ page }) => {
  await signedIn(page);
  await page.getByRole('button', { name: 'Add patient' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add patient' });
  await dialog.getByLabel('Patient ID').fill('bad id!');
  await dialog.getByLabel('Resting HR (bpm)').fill('20');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Use only letters, digits')).toBeVisible();
  await expect(dialog.getByText('Required', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Must be at least 30')).toBeVisible();
  await dialog.getByLabel('Patient ID').fill('P-EDIT1');
  await dialog.getByLabel('Name').fill('Rita Gomes');
  await dialog.getByLabel('Resting HR (bpm)').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Edit Rita Gomes' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit patient' });
  await expect(edit.getByLabel('Patient ID')).toHaveValue('P-EDIT1');
  await expect(edit.getByLabel('Patient ID')).not.toBeEditable();
  await edit.getByLabel('Name').fill('Rita Gomes Silva');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Rita Gomes Silva');
});
