/** Results history: newest first, filtered by patient, type and dates, the filters kept in the URL. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { makeAccount, signIn } from './steps/account';
import { daysAgo, isoDay, seedSession } from './steps/activities';
import { seedPatient } from './steps/patients';

const sessions = (page: Page) => page.getByRole('list', { name: 'Sessions' }).getByRole('listitem');

test('filter the history by patient, type and date, and keep the view in the URL', async ({
  page,
}) => {
  // A long journey that seeds its data through the API first.
  test.slow();
  const account = await makeAccount(page.request);
  await seedPatient(page.request, 'REC-001', 'Maria da Conceição');
  await seedPatient(page.request, 'REC-002', 'João Pereira');
  await seedSession(page.request, 'REC-001', { startedAt: daysAgo(20), type: 'walk', seed: 1 });
  await seedSession(page.request, 'REC-002', { startedAt: daysAgo(10), type: 'cycle', seed: 2 });
  await seedSession(page.request, 'REC-001', { startedAt: daysAgo(5), type: 'treadmill', seed: 3 });
  await seedSession(page.request, 'REC-001', { startedAt: daysAgo(1), type: 'walk', seed: 4 });
  await signIn(page, account);

  await page.goto('/results');
  await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible();
  await expect(sessions(page)).toHaveCount(4);
  await expect(page.getByText('4 sessions', { exact: true })).toBeVisible();
  // Newest first, named from the patient dictionary, type translated.
  await expect(sessions(page).first()).toContainText('Maria da Conceição');
  await expect(sessions(page).first()).toContainText('Walk');
  await expect(sessions(page).nth(1)).toContainText('Treadmill');
  await expect(sessions(page).nth(2)).toContainText('João Pereira');

  // Patient: a searchable select that ignores accents.
  const patient = page.getByRole('combobox', { name: 'Patient' });
  await patient.click();
  await patient.fill('conceicao');
  await page.getByRole('option', { name: 'Maria da Conceição' }).click();
  await expect(page).toHaveURL(/\?patientId=REC-001$/);
  await expect(sessions(page)).toHaveCount(3);
  await expect(sessions(page).filter({ hasText: 'João' })).toHaveCount(0);

  // Date range: the last week only.
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(isoDay(daysAgo(7)));
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(isoDay(daysAgo(0)));
  await expect(sessions(page)).toHaveCount(2);
  await expect(page).toHaveURL(new RegExp(`from=${isoDay(daysAgo(7))}&to=${isoDay(daysAgo(0))}`));

  // Type.
  await page.getByRole('combobox', { name: 'Activity type' }).click();
  await page.getByRole('option', { name: 'Treadmill' }).click();
  await expect(sessions(page)).toHaveCount(1);
  await expect(sessions(page).first()).toContainText('Treadmill');

  // A bookmarked URL opens the same view.
  const bookmarked = page.url();
  await page.goto('/home');
  await page.goto(bookmarked);
  // A full page load: the app's chunks load again first.
  await expect(sessions(page)).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByRole('combobox', { name: 'Patient' })).toHaveValue('Maria da Conceição');

  // Nothing matches: say so, and offer to clear.
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(isoDay(daysAgo(3)));
  await expect(page.getByText('No sessions match these filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL(/\/results$/);
  await expect(sessions(page)).toHaveCount(4);
});

test('a clinician without sessions sees an empty history', async ({ page }) => {
  const account = await makeAccount(page.request);
  await signIn(page, account);
  await page.goto('/results');
  await expect(page.getByText('No sessions yet')).toBeVisible();
});
