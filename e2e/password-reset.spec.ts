/**
 * Password reset, in the browser against the built server with SMTP_URL pointing at a real
 * smtp-server this journey starts (src/server/test/mailbox.ts, as the invitation tests use):
 * "Esqueceu a senha?" in Portuguese on a phone, the e-mail in Portuguese, its link sets a new
 * password once and ends the other session; in English on a tablet, an owner makes a reset link
 * for a member in Settings → Clinic and the member uses it. Screenshots in both languages at
 * 390 and 820 px.
 */
import type { APIRequestContext, Browser } from '@playwright/test';
import { type Mailbox, startMailbox } from '../src/server/test/mailbox';
import { type ServerProcess, startServerProcess } from '../src/server/test/server-process';
import { expect, test } from './fixtures';
import { type Account, makeAccount, submitSignIn } from './steps/account';
import { switchTo } from './steps/clinic';
import { type Language, uiText } from './steps/ui-text';

let mailbox: Mailbox;
let server: ServerProcess;
const NEW_PASSWORD = 'vento sul na serra 42';

test.beforeAll(async () => {
  test.setTimeout(90_000);
  mailbox = await startMailbox();
  server = await startServerProcess({ entry: 'dist', env: { SMTP_URL: mailbox.url } });
});
test.afterAll(async () => {
  await server?.stop();
  await mailbox?.close();
});

async function open(browser: Browser, language: Language, width: number) {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width, height: width < 500 ? 844 : 1180 },
    locale: language === 'pt-BR' ? 'pt-BR' : 'en-US',
  });
  return { context, page: await context.newPage() };
}

/** The link's path and query, opened on this server (PUBLIC_URL names localhost). */
const onServer = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

async function meStatus(request: APIRequestContext) {
  return (await request.get('/api/me')).status();
}

test('Esqueceu a senha? on a phone: a Portuguese e-mail, a new password, the other session ended', async ({
  browser,
}) => {
  const { context, page } = await open(browser, 'pt-BR', 390);
  const ana = await makeAccount(context.request, { name: 'Dra. Ana Reis' });
  // Signed in elsewhere (this request context): the reset must end that session.
  expect(await meStatus(context.request)).toBe(200);
  await context.clearCookies();
  const other = await browser.newContext({ baseURL: server.baseUrl });
  await other.request.post('/api/auth/sign-in/email', {
    data: { email: ana.email, password: ana.password },
  });
  expect(await meStatus(other.request)).toBe(200);

  await page.goto('/login');
  await page.getByRole('link', { name: uiText('pt-BR', 'reset:forgotLink') }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel(uiText('pt-BR', 'auth.email')).fill(ana.email);
  await page.screenshot({ path: 'test-results/reset-forgot-pt-BR-390.png' });
  await page.getByRole('button', { name: uiText('pt-BR', 'reset:send') }).click();
  await expect(page.getByRole('status')).toContainText(ana.email);
  await page.screenshot({ path: 'test-results/reset-sent-pt-BR-390.png' });

  const { mail } = await mailbox.next(ana.email);
  expect(mail.subject).toBe('Redefinição de senha do Ritmo');
  const link = mail.text?.match(/http\S+\/reset-password\?token=\S+/)?.[0] ?? '';
  expect(link).not.toBe('');

  await page.goto(onServer(link));
  await page.getByLabel(uiText('pt-BR', 'reset:newPassword')).fill(NEW_PASSWORD);
  await page.screenshot({ path: 'test-results/reset-new-password-pt-BR-390.png' });
  await page.getByRole('button', { name: uiText('pt-BR', 'reset:save') }).click();
  await expect(page.getByRole('status')).toContainText(uiText('pt-BR', 'reset:done'));
  expect(await meStatus(other.request)).toBe(401);

  // The link works once.
  await page.goto(onServer(link));
  await page.getByLabel(uiText('pt-BR', 'reset:newPassword')).fill(`${NEW_PASSWORD} 2`);
  await page.getByRole('button', { name: uiText('pt-BR', 'reset:save') }).click();
  await expect(page.getByRole('alert')).toContainText(uiText('pt-BR', 'reset:invalidLink'));

  await page.goto('/login');
  await submitSignIn(page, { ...ana, password: NEW_PASSWORD }, 'pt-BR');
  await expect(page).toHaveURL(/\/home$/);
  await other.close();
  await context.close();
});

async function clinicWithMember(request: APIRequestContext): Promise<{ member: Account }> {
  // The organization routes check the Origin, as the browser sends it.
  const headers = { origin: server.baseUrl };
  const created = await request.post('/api/auth/organization/create', {
    headers,
    data: { name: 'Clínica Coração', slug: `coracao-${Date.now()}` },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const member = {
    name: 'Fisio Fábio',
    email: `fabio-${Date.now()}@clinic.test`,
    password: 'correct-horse-42',
  };
  const invited = await request.post('/api/auth/organization/invite-member', {
    headers,
    data: { email: member.email, role: 'member' },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const { id } = (await invited.json()) as { id: string };
  const { request: memberRequest } = await import('@playwright/test');
  const asMember = await memberRequest.newContext({ baseURL: server.baseUrl });
  await makeAccount(asMember, member);
  const joined = await asMember.post('/api/auth/organization/accept-invitation', {
    headers,
    data: { invitationId: id },
  });
  expect(joined.ok(), await joined.text()).toBe(true);
  await asMember.dispose();
  return { member };
}

test('an owner makes a reset link for a member in Settings → Clinic, on a tablet in English', async ({
  browser,
}) => {
  const { context, page } = await open(browser, 'en', 820);
  const owner = await makeAccount(context.request, { name: 'Dra. Olga Dona' });
  const { member } = await clinicWithMember(context.request);
  await context.clearCookies();

  await page.goto('/login');
  await submitSignIn(page, owner);
  await expect(page).toHaveURL(/\/home$/);
  await switchTo(page, 'Personal', 'Clínica Coração');
  await page.goto('/settings');
  await page
    .getByRole('button', {
      name: uiText('en', 'reset:memberLinkFor').replace('{{name}}', member.name),
    })
    .click();
  const dialog = page.getByRole('dialog');
  const linkField = dialog.getByRole('textbox');
  await expect(linkField).toHaveValue(/\/reset-password\?token=/);
  await expect(dialog.getByRole('button', { name: uiText('en', 'reset:copy') })).toBeVisible();
  await page.waitForTimeout(400); // the dialog's fade-in, for the screenshot only
  await page.screenshot({ path: 'test-results/reset-member-link-en-820.png' });
  const link = await linkField.inputValue();
  await dialog.getByRole('button', { name: uiText('en', 'reset:close') }).click();

  const { context: memberContext, page: memberPage } = await open(browser, 'en', 820);
  await memberPage.goto(onServer(link));
  await memberPage.getByLabel(uiText('en', 'reset:newPassword')).fill(NEW_PASSWORD);
  await memberPage.screenshot({ path: 'test-results/reset-new-password-en-820.png' });
  await memberPage.getByRole('button', { name: uiText('en', 'reset:save') }).click();
  await expect(memberPage.getByRole('status')).toContainText(uiText('en', 'reset:done'));
  await memberPage.getByRole('link', { name: uiText('en', 'reset:signIn') }).click();
  await submitSignIn(memberPage, { ...member, password: NEW_PASSWORD });
  await expect(memberPage).toHaveURL(/\/home$/);
  await memberContext.close();
  await context.close();
});

test('the forgot-password page in both languages at 390 and 820 px', async ({ browser }) => {
  for (const language of ['en', 'pt-BR'] as const) {
    for (const width of [390, 820]) {
      const { context, page } = await open(browser, language, width);
      await page.goto('/forgot-password');
      await expect(
        page.getByRole('button', { name: uiText(language, 'reset:send') }),
      ).toBeVisible();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `test-results/reset-forgot-${language}-${width}.png` });
      await context.close();
    }
  }
});
