/** Small factories for the journeys: unique accounts, made through the API or signed in by hand. */
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const PASSWORD = 'correct-horse-42';

export function uniqueEmail(): string {
  return `user-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@clinic.test`;
}

export interface Account {
  name: string;
  email: string;
  password: string;
}

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
  return account;
}

/** Signs in through the form, as a clinician would, and waits for Home on screen. */
export async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  // Home's chunks are loaded once its greeting shows: a journey may go offline from here.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

export async function signedIn(page: Page, overrides: Partial<Account> = {}): Promise<Account> {
  const account = await makeAccount(page.request, overrides);
  await signIn(page, account);
  return account;
}
