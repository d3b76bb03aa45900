/** Settings: display name (account and greeting), HR-max formula, time zone, change password. */
import { expect, test } from './fixtures';
import { signedIn, signIn } from './steps/account';
import { afterServerAnswer } from './steps/screen';

const CHANGE_PASSWORD = '/api/auth/change-password';

test('a new display name is saved and greets the clinician', async ({ page }) => {
  await signedIn(page, { name: 'Ana' });
  await page.goto('/settings');
  await page.getByLabel('Display name').fill('Dra. Ana Ribeiro');
  // Settings has other Save buttons (the clinical role): this is the profile's.
  await page.getByRole('region', { name: 'Profile' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Name saved.' })).toBeVisible();
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('ritmo.user') ?? '{}').name),
  ).toBe('Dra. Ana Ribeiro');
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page.getByRole('heading', { name: 'Hello, Dra. Ana Ribeiro' })).toBeVisible();
});

test("the HR-max formula is Fox by default and the choice is the workspace's, on the server", async ({
  page,
}) => {
  await signedIn(page);
  await page.goto('/settings');
  await expect(page.getByRole('radio', { name: 'Fox' })).toBeChecked();
  await page.getByRole('radio', { name: 'Tanaka' }).check();
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved for the whole clinic.' }),
  ).toBeVisible();
  // Not a device setting any more: another device (here, the API) reads the same formula.
  const settings = await (await page.request.get('/api/clinic-settings')).json();
  expect(settings.hrMaxFormula).toBe('tanaka');
  await page.evaluate(() => localStorage.removeItem('ritmo.hrMaxFormula'));
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Tanaka' })).toBeChecked();
});

test("the clinic's time zone is UTC until chosen, then the server counts its days in it", async ({
  page,
}) => {
  await signedIn(page);
  await page.goto('/settings');
  const zone = page.getByRole('combobox', { name: 'Clinic time zone' });
  await expect(zone).toHaveValue('UTC');
  await zone.fill('Sao_Paulo');
  await page.getByRole('option', { name: 'America/Sao_Paulo' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Time zone saved for the whole clinic.' }),
  ).toBeVisible();
  const settings = await (await page.request.get('/api/clinic-settings')).json();
  expect(settings.timeZone).toBe('America/Sao_Paulo');
  await page.setViewportSize({ width: 390, height: 844 });
  await zone.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/clinic-time-zone-390.png' });
});

test('changing the password needs the current one, then the new one signs in', async ({ page }) => {
  const account = await signedIn(page);
  await page.goto('/settings');
  const newPassword = 'battery-staple-77';
  await page.getByLabel('Current password', { exact: true }).fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  const submit = () => page.getByRole('button', { name: 'Change password' }).click();
  await afterServerAnswer(page, CHANGE_PASSWORD, submit);
  await expect(page.getByRole('alert')).toBeVisible();

  await page.getByLabel('Current password', { exact: true }).fill(account.password);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await afterServerAnswer(page, CHANGE_PASSWORD, submit);
  await expect(page.getByText('Password changed.')).toBeVisible();

  // Not "Sign out there" (Your devices): this device's own sign-out.
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, { ...account, password: newPassword });
});
