/**
 * A session's detail: chart and summary, notes edited, samples downloaded as CSV, the printable
 * report, then deletion with confirmation.
 */
import { readFile } from 'node:fs/promises';
import { headerOf, parseCsv, tableOf } from '../src/common/csv/csv-read-back.test-helpers';
import { expect, test } from './fixtures';
import { makeAccount, signIn } from './steps/account';
import { daysAgo, seedSession } from './steps/activities';
import { seedPatient } from './steps/patients';

test('open a session, edit its notes, download its CSV, print it and delete it', async ({
  page,
}) => {
  // A long journey that seeds its data through the API first.
  test.slow();
  const account = await makeAccount(page.request);
  await seedPatient(page.request, 'REC-001', 'Maria da Conceição');
  const session = await seedSession(page.request, 'REC-001', {
    startedAt: daysAgo(2),
    type: 'treadmill',
    durationS: 20 * 60,
    seed: 7,
    events: [
      { t: 120_000, kind: 'marker', value: 'Slope' },
      { t: 300_000, kind: 'pause' },
      { t: 360_000, kind: 'resume' },
      { t: 600_000, kind: 'rpe', value: 13 },
      { t: 900_000, kind: 'bp', value: { systolic: 142, diastolic: 86 } },
      { t: 1_000_000, kind: 'note', value: 'Mild dyspnoea on the slope' },
    ],
  });
  const samples = session.samples!;
  await signIn(page, account);

  await page.goto('/results');
  await page.getByRole('link', { name: /^Open session of Maria da Conceição/ }).click();
  await expect(page).toHaveURL(`/results/${session.activityId}`);
  await expect(page.getByRole('heading', { name: 'Maria da Conceição', level: 1 })).toBeVisible();

  // The chart is drawn, and the summary shows the server's numbers.
  await expect(
    page.getByRole('img', { name: /^Heart rate over 20:00/ }).locator('canvas'),
  ).toBeVisible();
  const summary = page.getByTestId('session-summary');
  await expect(summary).toContainText(/Duration\s*20:00/);
  await expect(summary).toContainText(/Active time\s*19:00/);
  await expect(summary).toContainText(
    new RegExp(`Average HR\\s*${Math.round(session.summary.hrAvg)}\\sbpm`),
  );
  await expect(summary).toContainText(
    new RegExp(`Peak HR\\s*${Math.round(session.summary.hrMax)}\\sbpm`),
  );
  await expect(summary).toContainText(/Borg RPE\s*13/);
  await expect(page.getByRole('heading', { name: 'Time in heart-rate zones' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Events' })).toContainText('Slope');
  await expect(page.getByRole('table', { name: 'Events' })).toContainText('142/86');

  // Notes: edited here, saved with the whole session.
  await page.getByRole('button', { name: 'Edit notes' }).click();
  await page.getByLabel('Session notes').fill('Tolerated well; increase slope next week.');
  await page.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByText('Notes saved.')).toBeVisible();
  // Saved on the device at once, then sent by the outbox.
  const storedNotes = async () =>
    (await (await page.request.get(`/api/activities/${session.activityId}`)).json()).activity.notes;
  await expect.poll(storedNotes).toBe('Tolerated well; increase slope next week.');
  const stored = await (await page.request.get(`/api/activities/${session.activityId}`)).json();
  expect(stored.activity.samples.t).toHaveLength(samples.t.length);

  // CSV: header rows naming the patient, then one row per sample and per event, in the dialect
  // of the user's language (English: comma-separated, decimal point), local times with offset.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV (English spreadsheet' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ritmo-REC-001-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csvRows = parseCsv(bytes.toString('utf8'), 'en');
  expect(headerOf(csvRows).Patient).toBe('Maria da Conceição');
  const table = tableOf(csvRows);
  const sampleRows = table.filter((row) => row.Row === 'Sample');
  expect(sampleRows).toHaveLength(samples.t.length);
  expect(table.filter((row) => row.Row !== 'Sample')).toHaveLength(6);
  const first = sampleRows[0]!;
  const time = first['Time (ISO 8601, local)']!;
  expect(time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
  expect(Date.parse(time)).toBe(Math.floor((session.startedAt + samples.t[0]!) / 1000) * 1000);
  expect(Number(first['Offset (s)'])).toBe(samples.t[0]! / 1000);
  expect(Number(first['HR (bpm)'])).toBe(Math.round(samples.hr![0]!));
  const bp = table.find((row) => row.Row === 'BP')!;
  expect([bp['Systolic BP (mmHg)'], bp['Diastolic BP (mmHg)']]).toEqual(['142', '86']);

  // Printable report: the button prints; on paper the navigation goes, the report stays.
  await page.evaluate(() => {
    (window as any).printed = 0;
    window.print = () => {
      (window as any).printed++;
    };
  });
  await page.getByRole('button', { name: 'Print report' }).click();
  expect(await page.evaluate(() => (window as any).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print report' })).toBeHidden();
  // The shared letterhead: the document's name and who is responsible for it.
  const letterhead = page.locator('[data-print-letterhead]');
  await expect(letterhead).toBeVisible();
  await expect(letterhead).toContainText('Session report');
  await expect(letterhead).toContainText(account.name);
  await expect(summary).toBeVisible();
  await expect(page.getByText('Tolerated well; increase slope next week.')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Heart rate over/ }).locator('canvas')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // Delete, after confirming: back to the history, which no longer lists it.
  await page.getByRole('button', { name: 'Delete session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this session?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/results$/);
  await expect(page.getByText('No sessions yet')).toBeVisible();
  await expect
    .poll(async () => (await page.request.get(`/api/activities/${session.activityId}`)).status())
    .toBe(404);
});

test('a deleted or unknown session says so', async ({ page }) => {
  const account = await makeAccount(page.request);
  await signIn(page, account);
  await page.goto('/results/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('This session does not exist or was deleted.')).toBeVisible();
  await page.getByRole('link', { name: /Back to history/ }).click();
  await expect(page).toHaveURL(/\/results$/);
});
