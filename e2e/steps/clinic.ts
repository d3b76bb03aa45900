/** Clinic steps shared by the journeys: the header's workspace menu and creating a clinic. */
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { makeAccount, signIn } from './account';

/** The header's workspace button, which names the current workspace. */
export const switcher = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name: `Workspace: ${name}. Switch workspace` });

/** Creates a clinic from the workspace menu (checking the empty-name message) and enters it. */
export async function createClinic(page: Page, name: string) {
  await switcher(page, 'Personal').click();
  await page.getByRole('menuitem', { name: 'Create clinic…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a clinic' });
  await dialog.getByRole('button', { name: 'Create clinic' }).click();
  await expect(dialog.getByText("Enter the clinic's name")).toBeVisible();
  await dialog.getByLabel('Clinic name').fill(name);
  await dialog.getByRole('button', { name: 'Create clinic' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(switcher(page, name)).toBeVisible();
}

/** Switches workspace from the header menu and waits for the app to show it. */
export async function switchTo(page: Page, from: string, to: string) {
  await switcher(page, from).click();
  await page.getByRole('menuitem', { name: to }).click();
  await expect(switcher(page, to)).toBeVisible();
}

const ORG = '/api/auth/organization';

/**
 * `email` invited to `clinicId` with `role` by `inviter` (a member allowed to invite) and the
 * invitation accepted by `joiner`, both through the auth API.
 */
export async function joinClinicByApi(
  inviter: APIRequestContext,
  joiner: APIRequestContext,
  {
    email,
    role,
    clinicId,
    origin,
  }: { email: string; role: string; clinicId: string; origin: string },
): Promise<void> {
  // The auth service refuses a cookie-carrying POST without an Origin, as a browser sends.
  const invited = await inviter.post(`${ORG}/invite-member`, {
    data: { email, role, organizationId: clinicId },
    headers: { origin },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const accepted = await joiner.post(`${ORG}/accept-invitation`, {
    data: { invitationId: (await invited.json()).id },
    headers: { origin },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
}

/**
 * A clinic made by `owner` through the auth API (owner's page already signed in), and a colleague
 * with `role` invited to it, joined and signed in on a page of their own with the clinic active.
 */
export async function clinicWithColleague(
  browser: Browser,
  baseURL: string | undefined,
  owner: Page,
  { clinicName, role }: { clinicName: string; role: string },
): Promise<Page> {
  // The auth service refuses a cookie-carrying POST without an Origin, as a browser sends.
  const post = (request: APIRequestContext, route: string, data: unknown) =>
    request.post(`${ORG}/${route}`, { data, headers: { origin: baseURL ?? '' } });
  const slug = `${clinicName.toLowerCase().replace(/[^a-z]+/g, '-')}-${Date.now()}`;
  const created = await post(owner.request, 'create', { name: clinicName, slug });
  expect(created.ok(), await created.text()).toBe(true);
  const clinicId = (await created.json()).id as string;
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  const page = await context.newPage();
  const account = await makeAccount(page.request, { name: `Colleague ${role}` });
  const invited = await post(owner.request, 'invite-member', { email: account.email, role });
  expect(invited.ok(), await invited.text()).toBe(true);
  const invitationId = (await invited.json()).id as string;
  expect((await post(page.request, 'accept-invitation', { invitationId })).ok()).toBe(true);
  await signIn(page, account);
  expect((await post(page.request, 'set-active', { organizationId: clinicId })).ok()).toBe(true);
  await page.goto('/home');
  await expect(switcher(page, clinicName)).toBeVisible();
  return page;
}
