/** Clinic steps shared by the journeys: the header's workspace menu and creating a clinic. */
import { expect, type Page } from '@playwright/test';

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
