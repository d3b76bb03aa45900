/** Language: from the browser first, then the saved choice in Settings; <html lang> follows. */
import { expect, test } from './fixtures';
import { signedIn } from './steps/account';

test('switching to Português (Brasil) in Settings changes the whole app and is kept', async ({
  page,
}) => {
  await signedIn(page, { name: 'Ana' });
  await page.getByRole('link', { name: 'Settings' }).first().click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByLabel('Language').selectOption('pt-BR');

  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('heading', { name: 'Ajustes', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sair', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ritmo.lang'))).toBe('pt-BR');

  await page.reload();
  await page.getByRole('link', { name: 'Início' }).first().click();
  await expect(page.getByRole('heading', { name: 'Olá, Ana' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Adicionar paciente' })).toBeVisible();

  await page.goto('/settings');
  await page.getByLabel('Idioma').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
});
