/** Sign-up: creates the account and signs in. */
import { expect, test } from './fixtures';
import { PASSWORD, uniqueEmail } from './steps/account';

test('a new clinician signs up from the sign-in page and lands on Home', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByLabel('Name').fill('Carla Dias');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Hello, Carla Dias' })).toBeVisible();
});
