/** The greeting falls back to "Você" (pt-BR) / "you" (English) when the name is empty. */
import { expect, test } from './fixtures';
import { makeAccount, signedIn, submitSignIn } from './steps/account';

test.describe('in Portuguese', () => {
  test.use({ locale: 'pt-BR' });

  test('an account without a name is greeted "Olá, Você"', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    const created = await makeAccount(page.request, { name: '' });
    await submitSignIn(page, created, 'pt-BR');
    await expect(page.getByRole('heading', { name: 'Olá, Você' })).toBeVisible();
  });
});

test('in English an account without a name is greeted "Hello, you"', async ({ page }) => {
  await signedIn(page, { name: '' });
  await expect(page.getByRole('heading', { name: 'Hello, you' })).toBeVisible();
});
