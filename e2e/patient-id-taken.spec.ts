/**
 * "Add patient" never replaces a patient: a Patient ID already taken is refused online in the
 * form (choose another ID and save), and offline, once the device is back online, in Settings →
 * Sync with the server's reason; the patient who had the ID is left as they were.
 */
import { expect, test } from './fixtures';
import { signedIn } from './steps/account';
import { shot } from './steps/offline';
import { addPatientOnHome, seedPatient } from './steps/patients';
import { syncBadge } from './steps/shell';

test('online: the form refuses a taken ID, then saves under another one', async ({ page }) => {
  await signedIn(page);
  await seedPatient(page.request, 'TAKEN-1', 'Helena Prado');
  await page.reload();
  await page.getByRole('button', { name: 'Add patient' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add patient' });
  const idField = dialog.getByLabel('Patient ID');
  await idField.fill('TAKEN-1');
  await dialog.getByLabel('Name').fill('Rosa Lima');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('already used by Helena Prado');
  await dialog.getByRole('button', { name: 'Choose another ID' }).click();
  await expect(idField).toBeFocused();
  await idField.fill('TAKEN-2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const { patients } = await (await page.request.get('/api/patients')).json();
  expect(patients.map((p: { patientId: string; patientName: string }) => p)).toEqual([
    expect.objectContaining({ patientId: 'TAKEN-1', patientName: 'Helena Prado' }),
    expect.objectContaining({ patientId: 'TAKEN-2', patientName: 'Rosa Lima' }),
  ]);
});

test('offline: a create refused later shows in Settings → Sync with the reason', async ({
  page,
  context,
}) => {
  await signedIn(page);
  await seedPatient(page.request, 'TAKEN-9', 'Helena Prado');
  await context.setOffline(true);
  await expect(syncBadge(page)).toHaveText('Offline');
  await addPatientOnHome(page, { patientId: 'TAKEN-9', patientName: 'Rosa Lima' });
  await context.setOffline(false);
  await syncBadge(page).click();
  const list = page.getByRole('list', { name: 'Unsynced items' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Patient ID TAKEN-9 is already used by Helena Prado');
  await expect(list.getByRole('button', { name: 'Discard' })).toBeVisible();
  await expect(list.getByRole('button', { name: 'Keep mine' })).toHaveCount(0);
  await shot(page, 'create-refused');
  // Home lists the patient who has the ID, not the refused one.
  await page.goto('/home');
  await expect(page.getByRole('listitem').filter({ hasText: 'TAKEN-9' })).toContainText(
    'Helena Prado',
  );
  await expect(page.getByText('Rosa Lima')).toHaveCount(0);
  const { patient } = await (await page.request.get('/api/patients/TAKEN-9')).json();
  expect(patient).toMatchObject({ patientName: 'Helena Prado', version: 1 });
});
