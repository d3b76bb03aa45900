/** Accounts for the journeys: a fresh user made through the API, signed in through the form. */
import { writeFile } from 'node:fs/promises';
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { screenReady } from './screen';
import { type Language, uiText } from './ui-text';

export const PASSWORD = 'correct-horse-42';

export function uniqueEmail(): string {
  return `user-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@clinic.test`;
}

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** Signs up a fresh user through the auth API (no browser): the account to sign in with. */
export async function makeAccount(
  request: APIRequestContext,
  overrides: Partial<Account> = {},
): Promise<Account> {
  const account = {
    name: 'Dra. Ana Souza',
    email: uniqueEmail(),
    password: PASSWORD,
    ...overrides,
  };
  const response = await request.post('/api/auth/sign-up/email', { data: account });
  expect(response.ok(), await response.text()).toBe(true);
  // Sign-up makes no auth session (it would tell an e-mail with an account from a new one):
  // sign in, so a journey can seed data through this request context before the form.
  const session = await request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
  });
  expect(session.ok(), await session.text()).toBe(true);
  return account;
}

/** Fills the sign-in form already on screen and sends it. */
export async function submitSignIn(
  page: Page,
  account: Account,
  language: Language = 'en',
): Promise<void> {
  await page.getByLabel(uiText(language, 'auth.email')).fill(account.email);
  await page.getByLabel(uiText(language, 'auth.password'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: uiText(language, 'auth.signIn'), exact: true }).click();
}

/** Signs in through the form, as a clinician would, and waits for Home on screen. */
export async function signIn(page: Page, account: Account, language: Language = 'en') {
  await page.goto('/login');
  await submitSignIn(page, account, language);
  // Home's chunks are loaded and its data drawn: a journey may go offline from here.
  await screenReady(page, '/home');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** A fresh user, signed in on this page. */
export async function signedIn(page: Page, overrides: Partial<Account> = {}): Promise<Account> {
  const account = await makeAccount(page.request, overrides);
  await signIn(page, account);
  return account;
}

/** The inactivity lock's stored state (lock-store.ts): its last input is the moment it was saved. */
const LOCK_STORAGE_KEY = 'ritmo-inactivity-lock';

/**
 * Keeps a signed-in context's cookies and storage in `file` for the tests of a long file, without
 * the lock's stored last input: a state saved at the file's start would otherwise carry that
 * moment into every test, and the lock (rightly) closes a screen whose last input is 15 minutes
 * old, which a loaded machine reaches before the file ends. Each test's page starts its own
 * countdown instead, as a freshly opened tab does.
 */
export async function saveSignedInState(context: BrowserContext, file: string): Promise<void> {
  const state = await context.storageState();
  const origins = state.origins.map((origin) => ({
    ...origin,
    localStorage: origin.localStorage.filter(({ name }) => name !== LOCK_STORAGE_KEY),
  }));
  await writeFile(file, JSON.stringify({ ...state, origins }));
}
