/**
 * The journeys' `test`: Playwright's, with pages whose navigations wait for the app's ready
 * signal (steps/screen.ts), so a journey on a busy machine waits for the app, not a clock. Pages
 * a journey opens itself (a second device: `browser.newContext()` then `newPage()`) get it too.
 */
import { type BrowserContext, test as base } from '@playwright/test';
import { waitForScreensOn } from './steps/screen';

export { expect } from '@playwright/test';

function withScreenWaits(context: BrowserContext): BrowserContext {
  const newPage = context.newPage.bind(context);
  return Object.assign(context, {
    newPage: async () => waitForScreensOn(await newPage()),
  });
}

export const test = base.extend<object, object>({
  // Playwright's own `page` comes from this context's newPage.
  context: async ({ context }, use) => {
    await use(withScreenWaits(context));
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      Object.assign(browser, {
        newContext: async (...args: Parameters<typeof newContext>) =>
          withScreenWaits(await newContext(...args)),
      });
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
