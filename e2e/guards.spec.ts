/** Route guards: decided locally, silent replace-redirects. */
import { expect, test } from './fixtures';
import { signedIn } from './steps/account';

const PROTECTED = [
  '/home',
  '/connect',
  '/activity',
  '/results',
  '/results/some-session',
  '/settings',
];

test.describe('signed out', () => {
  for (const path of PROTECTED) {
    test(`${path} sends the visitor to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  }

  test('/ goes to /home, which sends the visitor to /login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('/signup is open', async ({ page }) => {
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByLabel('Name')).toBeVisible();
  });
});

test.describe('signed in', () => {
  test('/login, /signup and / go to /home; protected routes open', async ({ page }) => {
    await signedIn(page);
    for (const path of ['/login', '/signup', '/']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/home$/);
    }
    for (const path of PROTECTED) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test('the redirect replaces history: Back does not return to /login', async ({ page }) => {
    await signedIn(page);
    await page.goto('/settings');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/home$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/settings$/);
  });
});
