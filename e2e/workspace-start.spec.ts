/**
 * The device learns the server's workspace at start-up. When it differs from the one the device
 * last showed (the session was moved to a clinic elsewhere: another tab, the API), the app
 * enters the server's workspace where the clinician is, so a link to a clinic's patient opens
 * that patient rather than Home.
 */
import { expect, test } from './fixtures';
import { makeAccount, signIn } from './steps/account';
import { createClinicByApi, enterClinicByApi } from './steps/documents';
import { makePatient } from './steps/patients';

test("a link to a clinic's patient opens the patient when the device last showed Personal", async ({
  page,
  baseURL,
}) => {
  const account = await makeAccount(page.request, { name: 'Dra. Marina Teles' });
  const clinicId = await createClinicByApi(page.request, baseURL!, 'Clínica Reabilita');
  await makePatient(page.request, { patientId: 'LU-1', patientName: 'Lúcia Ferreira' });
  await signIn(page, account);
  await expect(page.getByRole('button', { name: /Personal/ })).toBeVisible();

  await enterClinicByApi(page.request, baseURL!, clinicId);
  await page.goto('/patients/LU-1?tab=prescription');
  await expect(page.getByRole('heading', { level: 1, name: 'Lúcia Ferreira' })).toBeVisible();
  await expect(page).toHaveURL(/\/patients\/LU-1\?tab=prescription$/);
  await expect(page.getByRole('button', { name: /Clínica Reabilita/ })).toBeVisible();
});
