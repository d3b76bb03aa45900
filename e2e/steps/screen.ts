/**
 * The app's own "ready" signal, which journeys wait for instead of a fixed delay: the screen of
 * the current path has rendered (its chunk loaded: `data-screen-ready` in lazy-screen.tsx) and
 * nothing inside it is still loading (`aria-busy="true"`, which every loading state carries).
 */
import { expect, type Page } from '@playwright/test';

/** How long a screen may take on a busy 2-core machine before the journey goes on regardless. */
export const SCREEN_READY_MS = 45_000;

/** Waits until the screen of `pathname` (default: wherever the page is now) is ready. */
export async function screenReady(page: Page, pathname?: string): Promise<void> {
  // Polled with evaluate, not waitForFunction: the app's Content-Security-Policy forbids the
  // eval that waitForFunction's polling needs, so its predicate would never run.
  await expect
    // A navigation under way destroys the page's context: that try is "not yet", not a failure.
    .poll(() => page.evaluate(isScreenReady, pathname ?? null).catch(() => false), {
      timeout: SCREEN_READY_MS,
      intervals: [100, 250, 500],
      message: `the screen at ${pathname ?? 'the current path'} to be ready`,
    })
    .toBe(true);
}

function isScreenReady(expected: string | null): boolean {
  if (expected !== null && location.pathname !== expected) return false;
  const marks = document.querySelectorAll('[data-screen-ready]');
  const drawn = [...marks].some(
    (mark) => mark.getAttribute('data-screen-ready') === location.pathname,
  );
  return drawn && document.querySelector('[aria-busy="true"]') === null;
}

/**
 * After a navigation (goto, reload, back): waits for the screen, but lets the journey's own
 * assertions judge a page that never becomes ready (an error page, a screen meant to fail).
 */
async function settle(page: Page): Promise<void> {
  // The API's own answers (a journey reading /api/health in the browser) hold no screen.
  if (new URL(page.url()).pathname.startsWith('/api/')) return;
  try {
    await screenReady(page);
  } catch (error) {
    if (page.isClosed()) return;
    console.warn(`screen not ready at ${page.url()}: ${(error as Error).message.split('\n')[0]}`);
  }
}

type Navigation = 'goto' | 'reload' | 'goBack' | 'goForward';

/** Makes every full navigation of `page` wait for the screen it lands on. */
export function waitForScreensOn(page: Page): Page {
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] satisfies Navigation[]) {
    const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await original(...args);
        await settle(page);
        return response;
      },
    });
  }
  return page;
}

/**
 * Does `act` (a click that sends a password) and waits for the server's answer to the `method`
 * request to `pathname`: the password is hashed in a queue shared with every other journey's sign-ins, so on
 * a busy 2-core machine the answer can take longer than an assertion's few seconds.
 */
export async function afterServerAnswer(
  page: Page,
  pathname: string,
  act: () => Promise<void>,
  method = 'POST',
): Promise<void> {
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === method && new URL(response.url()).pathname === pathname,
    { timeout: SCREEN_READY_MS },
  );
  await act();
  await answered;
}
