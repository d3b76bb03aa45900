/** The shell: header navigation on desktop, tab bar on phones; later screens load no new chunk. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signedIn } from './steps/account';

const SIGNED_IN_SCREEN_CHUNK =
  /\/assets\/(shell|home-screen|devices-screen|recording-screen|results-screen|session-screen|settings-screen)-/;

function scriptsLoaded(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
}

/** Once signed in, idle preloading fetches every screen: wait until the script list settles. */
async function screenChunksPreloaded(page: Page): Promise<void> {
  let previous = -1;
  await expect
    .poll(
      async () => {
        const scripts = await scriptsLoaded(page);
        const settled =
          scripts.length === previous && scripts.some((s) => s.includes('/settings-screen-'));
        previous = scripts.length;
        return settled;
      },
      { intervals: [500], timeout: 20_000 },
    )
    .toBe(true);
}

test('signed out, the sign-in page fetches no screen that needs an account', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to Ritmo' })).toBeVisible();
  // Nothing more is fetched until the form is used (preload-policy.ts)…
  await page.waitForLoadState('networkidle');
  expect((await scriptsLoaded(page)).some((s) => s.includes('/signup-screen-'))).toBe(false);
  // …then the sign-up screen is preloaded at idle: once it is in, the preloading is done.
  await page.getByLabel('Email').focus();
  await expect
    .poll(async () => (await scriptsLoaded(page)).some((s) => s.includes('/signup-screen-')))
    .toBe(true);
  await page.waitForLoadState('networkidle');
  expect((await scriptsLoaded(page)).filter((s) => SIGNED_IN_SCREEN_CHUNK.test(s))).toEqual([]);
});

test('after the first screen, moving between places loads no more JavaScript', async ({ page }) => {
  await signedIn(page);
  await screenChunksPreloaded(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  for (const [name, path] of [
    ['Connect', '/connect'],
    ['Activity', '/activity'],
    ['Results', '/results'],
    ['Settings', '/settings'],
    ['Home', '/home'],
  ]) {
    await page.getByRole('navigation').getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('status', { name: 'Loading…' })).toHaveCount(0);
  }
  expect(scripts, 'scripts fetched after the first screen').toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the tab bar at the bottom leads to each place', async ({ page }) => {
    await signedIn(page);
    const tabs = page.getByRole('navigation', { name: 'Main' });
    await expect(tabs).toHaveCount(1);
    const box = await tabs.boundingBox();
    expect(box?.y).toBeGreaterThan(600);
    await tabs.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await tabs.getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { name: 'Hello, Dra. Ana Souza' })).toBeVisible();
  });
});
