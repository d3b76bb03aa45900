/**
 * Journey: passkeys with Chromium's DevTools virtual authenticator (the WebAuthn domain, a real
 * platform authenticator with user verification, nothing mocked). A clinician adds a passkey in
 * Settings, signs out, signs in with it, and later unlocks the inactivity lock with it.
 * On http://localhost: the relying party is the server's host (PUBLIC_URL, localhost here).
 */
import type { Page } from '@playwright/test';
import { axeFindings, formatFindings } from './axe-check';
import { expect, test } from './fixtures';
import { makeAccount, submitSignIn } from './steps/account';
import { uiText } from './steps/ui-text';

const t = (key: string) => uiText('en', `security:${key}`);

test.describe.configure({ timeout: 180_000 });

async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const credentials = async () =>
    (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
  return { credentials };
}

test('a passkey added in Settings signs in and unlocks the inactivity lock', async ({
  page,
  baseURL,
}) => {
  const origin = (baseURL ?? '').replace('127.0.0.1', 'localhost');
  await page.clock.install();
  const authenticator = await addVirtualAuthenticator(page);
  const account = await makeAccount(page.request);
  await page.goto(`${origin}/login`);
  await submitSignIn(page, account);
  await expect(page).toHaveURL(/\/home$/);

  await page.goto(`${origin}/settings`);
  await page.getByLabel(t('passkeys.name')).fill('Clinic tablet');
  await page.getByRole('button', { name: t('passkeys.add') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('passkeys.added') })).toBeVisible();
  const list = page.getByRole('list', { name: t('passkeys.title') });
  await expect(list.getByText('Clinic tablet')).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);
  const { failing } = await axeFindings(page, 'settings with a passkey');
  expect(failing, formatFindings(failing)).toEqual([]);
  for (const width of [390, 820]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: `.tmp/screens/passkey/settings-${width}-en.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: t('passkeys.signIn') }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // No input for longer than the lock's 15 minutes: the lock, then the passkey opens it.
  await page.clock.fastForward('16:00');
  const lock = page.getByTestId('inactivity-lock');
  await expect(lock).toBeVisible();
  await lock.getByRole('button', { name: t('passkeys.unlock') }).click();
  await expect(lock).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
