/** The clinician's own data from Settings: export it all as JSON, then delete the account. */
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { makeAccount, signIn } from './steps/account';
import { daysAgo, seedSession } from './steps/activities';
import { seedPatient } from './steps/patients';
import { afterServerAnswer } from './steps/screen';

test('export my data, then delete my account and everything in it', async ({ page }) => {
  // A long journey that seeds its data through the API first.
  test.slow();
  const account = await makeAccount(page.request);
  await seedPatient(page.request, 'REC-001', 'Maria da Conceição');
  const session = await seedSession(page.request, 'REC-001', { startedAt: daysAgo(1), seed: 3 });
  await signIn(page, account);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Your data' });

  // A refusal (the role changed since the screen was drawn) says why instead of failing silently.
  // The export names its file for the device's day (`?timeZone=`): matched by path alone.
  const isExport = (url: URL) => url.pathname === '/api/export';
  await page.route(isExport, (route) =>
    route.fulfill({
      status: 403,
      json: { error: { code: 'forbidden', message: 'Only a clinic owner or admin can export' } },
    }),
  );
  await section.getByRole('button', { name: 'Export my data' }).click();
  const refusal = section.getByRole('alert');
  await expect(refusal).toContainText('Could not export the data');
  await expect(refusal).toContainText("Only the clinic's owner or an admin can export its data.");
  await page.unroute(isExport);

  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Export my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ritmo-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(exported.format).toBe('ritmo-export');
  expect(exported.user.email).toBe(account.email);
  expect(exported.patients.map((p: any) => p.patientId)).toEqual(['REC-001']);
  expect(exported.activities.map((a: any) => a.activityId)).toEqual([session.activityId]);

  await section.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  const email = dialog.getByLabel('Type your e-mail to confirm');
  await email.fill('someone-else@clinic.test');
  await expect(dialog.getByText('This is not your account’s e-mail.')).toBeVisible();
  await expect(confirm).toBeDisabled();
  await email.fill(account.email.toUpperCase());
  // The password too: a session left open on a shared tablet must not be enough.
  await dialog.getByLabel('Your password').fill(account.password);
  await afterServerAnswer(page, '/api/me', () => confirm.click(), 'DELETE');

  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('ritmo.user'))).toBeNull();
  // Gone from the server: no session, and the credentials no longer sign in.
  expect((await page.request.get('/api/patients')).status()).toBe(401);
  const signInAgain = await page.request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
  });
  expect(signInAgain.ok()).toBe(false);
});
