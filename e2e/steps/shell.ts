/** The signed-in frame as a user meets it: the main navigation and the header's sync badge. */
import type { Page } from '@playwright/test';
import { type Language, uiText } from './ui-text';

/** Follows a link of the main navigation: in-app, so the sensor connection stays up. */
export async function navigateTo(page: Page, label: string, language: Language = 'en') {
  await page
    .getByRole('navigation', { name: uiText(language, 'nav.label') })
    .getByRole('link', { name: label })
    .click();
}

/** The header badge: a link named "Offline. 2 unsynced items" or "Online. Everything is synced". */
export const syncBadge = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^(Online|Offline|Syncing)\./ });
