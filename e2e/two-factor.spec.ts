/**
 * Journey: two-factor sign-in, in English and Brazilian Portuguese. A clinician turns it on in
 * Settings (password, the key read off the screen into an authenticator — here the same TOTP
 * computation Better Auth verifies with — a code, the backup codes shown once), signs out, signs
 * in with the password and then the code, trusting the device, and the next sign-in on this
 * device skips the code. axe on each screen; screenshots at 390 and 820 px.
 */
import type { Page } from '@playwright/test';
import { totpCode } from '../src/server/test/totp';
import { axeFindings, formatFindings } from './axe-check';
import { expect, test } from './fixtures';
import { makeAccount, submitSignIn } from './steps/account';
import { type Language, uiText } from './steps/ui-text';

test.describe.configure({ timeout: 180_000 });

const SHOTS = '.tmp/screens/two-factor';

/** axe finds nothing serious, then a full-page screenshot at each width. */
async function check(page: Page, name: string, language: Language) {
  for (const width of [390, 820]) {
    await page.setViewportSize({ width, height: 900 });
    const { failing } = await axeFindings(page, `${name} at ${width} px in ${language}`);
    expect(failing, formatFindings(failing)).toEqual([]);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${name} at ${width} px fits`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}-${language}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const language of ['en', 'pt-BR'] as const) {
  test(`turning on two-factor, then signing in with the code (${language})`, async ({ page }) => {
    const s = (key: string) => uiText(language, `security:${key}`);
    await page.addInitScript((lang) => localStorage.setItem('ritmo.lang', lang), language);
    const account = await makeAccount(page.request);
    await page.goto('/login');
    await submitSignIn(page, account, language);
    await expect(page).toHaveURL(/\/home$/);

    await page.goto('/settings');
    await page.getByRole('button', { name: s('twoFactor.turnOn') }).click();
    await page.getByLabel(s('twoFactor.password')).fill(account.password);
    await page.getByRole('button', { name: s('twoFactor.continue') }).click();
    await expect(page.getByRole('img', { name: s('twoFactor.qrLabel') })).toBeVisible();
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await check(page, 'enrol-scan', language);
    await page.getByLabel(s('twoFactor.code')).fill(await totpCode(secret));
    await page.getByRole('button', { name: s('twoFactor.confirm') }).click();
    const codes = page
      .getByRole('list', { name: s('twoFactor.backupTitle') })
      .getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await check(page, 'enrol-backup-codes', language);
    await page.getByRole('button', { name: s('twoFactor.backupSaved') }).click();
    await expect(page.getByText(s('twoFactor.on'))).toBeVisible();

    await page
      .getByRole('button', { name: uiText(language, 'settings.signOut'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await submitSignIn(page, account, language);
    // The password alone signed nobody in: the second step asks for the code.
    await expect(page.getByRole('form', { name: s('step.title') })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await check(page, 'sign-in-code', language);
    await page.getByLabel(s('step.code')).fill('000000');
    await page.getByRole('button', { name: s('step.submit') }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    // The next step's code: each is taken once, and enrolling took this step's.
    await page.getByLabel(s('step.code')).fill(await totpCode(secret, 1));
    await page.getByLabel(s('step.trust')).check();
    await page.getByRole('button', { name: s('step.submit') }).click();
    await expect(page).toHaveURL(/\/home$/);

    // Settings → Your devices lists this one, marked.
    await page.goto('/settings');
    const devices = page.getByRole('list', { name: s('devices.listLabel') });
    await expect(devices.getByText(s('devices.thisDevice'), { exact: true })).toBeVisible();
    await check(page, 'settings-security', language);
    // The session the account's set-up made through the API is another "device": sign out there.
    const others = devices.getByRole('button', { name: s('devices.signOutThere') });
    const before = await others.count();
    expect(before).toBeGreaterThan(0);
    await others.first().click();
    await expect(
      page.getByRole('status').filter({ hasText: s('devices.signedOut') }),
    ).toBeVisible();
    await expect(others).toHaveCount(before - 1);

    // A trusted device: the password alone is enough for 30 days.
    await page
      .getByRole('button', { name: uiText(language, 'settings.signOut'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await submitSignIn(page, account, language);
    await expect(page).toHaveURL(/\/home$/);
  });
}
