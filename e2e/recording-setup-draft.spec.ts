/**
 * On a phone, "Connect a sensor" from the recording set-up and back keeps what was chosen:
 * patient, activity type and target zone. Signing out forgets it.
 */
import { expect, test } from './fixtures';
import { signedIn } from './steps/account';
import { shot } from './steps/offline';
import { makePatient } from './steps/patients';
import { navigateTo } from './steps/shell';

test.use({ viewport: { width: 390, height: 844 } });

test('the set-up survives a trip to Connect a sensor and back', async ({ page }) => {
  await signedIn(page);
  await makePatient(page.request, {
    patientId: 'DRAFT-1',
    patientName: 'Teresa Draft',
    birthDate: '1960-03-02',
    restingHr: 64,
  });
  await navigateTo(page, 'Activity');
  const patient = page.getByRole('combobox', { name: 'Patient' });
  await patient.click();
  await patient.fill('teresa');
  await page.getByRole('option', { name: /Teresa Draft/ }).click();
  await page.getByRole('radiogroup', { name: 'Activity type' }).getByText('Cycle').click();
  const target = page.getByRole('combobox', { name: 'Target zone' });
  await target.click();
  await page.getByRole('option', { name: '60–80 % of HR reserve' }).click();

  await page.getByRole('link', { name: 'Connect a sensor' }).click();
  await expect(page).toHaveURL(/\/connect$/);
  await navigateTo(page, 'Activity');

  await expect(patient).toHaveValue('Teresa Draft (DRAFT-1)');
  await expect(page.getByRole('radio', { name: 'Cycle' })).toBeChecked();
  await expect(target).toHaveValue('60–80 % of HR reserve');
  await expect(page.getByRole('button', { name: 'Start' })).toBeEnabled();
  await shot(page, 'recording-setup-kept');
});
