/**
 * The prescription review's signing dialog: it must show what is being signed (the journeys name
 * what they expect to read there), then the account password signs and the dialog closes.
 */
import { expect, type Page } from '@playwright/test';
import { PASSWORD } from './account';
import { type Language, uiText } from './ui-text';

export async function confirmSignature(
  page: Page,
  language: Language,
  shown: readonly (string | RegExp)[],
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: uiText(language, 'prescription:signing.title') });
  await expect(dialog).toBeVisible();
  for (const text of shown) await expect(dialog.getByText(text).first()).toBeVisible();
  await dialog.getByLabel(uiText(language, 'prescription:signing.password')).fill(PASSWORD);
  const sign = uiText(language, 'prescription:signing.confirm');
  await dialog.getByRole('button', { name: sign }).click();
  await expect(dialog).toHaveCount(0);
}
