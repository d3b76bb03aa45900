/**
 * The sign-in page arrives prerendered in the browser's language and the app hydrates it: the
 * form shows before any script runs, and hydration keeps the same elements (nothing repainted).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Before any script: notes console errors and any removal of the prerendered form or heading. */
async function watchPage(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedNodes: string[] }).removedNodes = removed;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && node.matches('main, form, h1')) removed.push(node.tagName);
        }
      }
    }).observe(document, { subtree: true, childList: true });
  });
  return {
    errors,
    removed: () =>
      page.evaluate(() => (window as unknown as { removedNodes: string[] }).removedNodes),
  };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in form is already in the HTML, in English', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in to Ritmo', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    // Until the app runs, nothing can be typed or sent: the browser would send the form itself.
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();
    await expect(page.getByLabel('Email')).not.toBeEditable();
  });

  test.describe('in a Portuguese browser', () => {
    test.use({ locale: 'pt-BR' });

    test('the form is in Portuguese', async ({ page }) => {
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
      await expect(page.getByRole('heading', { name: 'Entrar no Ritmo', level: 1 })).toBeVisible();
      await expect(page.getByLabel('E-mail')).toBeVisible();
    });
  });
});

test('hydration reuses the prerendered form, without errors, and the form works', async ({
  page,
}) => {
  const watch = await watchPage(page);
  await page.goto('/login');
  // Hydrated: the client-side check answers an empty submit without a request.
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('link', { name: 'Create account' })).toBeVisible();
  expect(await watch.removed()).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('a language saved on this device wins over the prerendered one, with no errors', async ({
  page,
}) => {
  const watch = await watchPage(page);
  await page.addInitScript(() => localStorage.setItem('ritmo.lang', 'pt-BR'));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Entrar no Ritmo', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to Ritmo' })).toHaveCount(0);
  expect(watch.errors).toEqual([]);
});
