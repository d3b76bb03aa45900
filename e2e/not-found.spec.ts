/** Unknown paths show a not-found screen with a way home. */
import { expect, test } from './fixtures';
import { signedIn } from './steps/account';

test('an unknown path shows "Page not found" and links home', async ({ page }) => {
  await signedIn(page);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('signed out, the link home leads to sign-in', async ({ page }) => {
  await page.goto('/nowhere');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
