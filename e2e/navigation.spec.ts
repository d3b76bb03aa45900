/** The shell: header navigation on desktop, tab bar on phones; later screens load no new chunk. */
import { expect, test } from '@playwright/test';
import { signedIn } from './helpers';

test('after the first screen, moving between places loads no more JavaScript', async ({ page }) => {
  await signedIn(page);
  // Idle preloading has fetched every screen's chunk.
  await page.waitForLoadState('networkidle');
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
