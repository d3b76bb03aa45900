/** The signed-in frame as a user meets it: the main navigation and the header's sync badge. */
import type { Page } from '@playwright/test';
import { screenReady } from './screen';
import { type Language, uiText } from './ui-text';

/**
 * What does not fit the window, as "screen: problem" lines: a link of the main navigation off
 * screen (a header that wraps pushes its first row above the top) or the page wider than the
 * window. From the top of the page.
 */
export async function notFitting(page: Page, language: Language, screen: string) {
  const viewport = page.viewportSize()!;
  const problems: string[] = [];
  const links = page
    .getByRole('navigation', { name: uiText(language, 'nav.label') })
    .getByRole('link');
  for (const link of await links.all()) {
    const box = await link.boundingBox();
    const inside =
      box !== null &&
      box.x >= 0 &&
      box.y >= 0 &&
      box.x + box.width <= viewport.width &&
      box.y + box.height <= viewport.height;
    if (!inside)
      problems.push(`${screen}: link "${await link.textContent()}" at ${JSON.stringify(box)}`);
  }
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  if (scrollWidth > viewport.width) {
    // Name the innermost elements past the right edge, so a failure says what to fix.
    const culprits = await page.evaluate((width) => {
      const past = [...document.querySelectorAll('body *')].filter(
        (el) => el.getBoundingClientRect().right > width + 1,
      );
      return past
        .filter((el) => !past.some((other) => other !== el && el.contains(other)))
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
    }, viewport.width);
    problems.push(`${screen}: ${scrollWidth} px wide (${culprits.join('; ')})`);
  }
  return problems;
}

/** Follows a link of the main navigation: in-app, so the sensor connection stays up. */
export async function navigateTo(page: Page, label: string, language: Language = 'en') {
  const link = page
    .getByRole('navigation', { name: uiText(language, 'nav.label') })
    .getByRole('link', { name: label });
  const href = await link.getAttribute('href');
  await link.click();
  if (href) await screenReady(page, new URL(href, page.url()).pathname);
}

/** The header badge: a link named by its text, then its state ("Offline · 2: Offline. 2 unsynced items"). */
export const syncBadge = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^(Online|Offline|Syncing)\b/ });
