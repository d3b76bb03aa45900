/** A patient's trends: weekly charts once there are two sessions, and the FHIR R4 bundle export. */
import { readFile } from 'node:fs/promises';
import { fhirBundleSchema } from '../src/common/fhir/fhir-types';
import { expect, test } from './fixtures';
import { makeAccount, signIn } from './steps/account';
import { daysAgo, seedSession } from './steps/activities';
import { seedPatient } from './steps/patients';

test('see a patient’s weekly trends and export their FHIR bundle', async ({ page }) => {
  // A long journey that seeds its data through the API first.
  test.slow();
  const account = await makeAccount(page.request);
  await seedPatient(page.request, 'REC-001', 'Maria da Conceição');
  await seedPatient(page.request, 'REC-002', 'João Pereira');
  const days = [23, 20, 16, 13, 9, 6, 2];
  for (const [index, day] of days.entries()) {
    await seedSession(page.request, 'REC-001', {
      startedAt: daysAgo(day),
      seed: 10 + index,
      durationS: (15 + index * 2) * 60,
      events: [{ t: 5 * 60_000, kind: 'rpe', value: 15 - (index % 3) }],
    });
  }
  await seedSession(page.request, 'REC-002', { startedAt: daysAgo(3), seed: 99 });
  await signIn(page, account);

  await page.goto('/results?patientId=REC-001');
  await page.getByText('Trends', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Trends' })).toBeChecked();
  await expect(page).toHaveURL(/\?patientId=REC-001&view=trends$/);
  await expect(page.getByRole('heading', { name: 'Trends of Maria da Conceição' })).toBeVisible();
  await expect(page.getByText(/^7 sessions over \d weeks$/)).toBeVisible();
  for (const metric of ['Average HR', 'Duration', 'Borg RPE']) {
    const chart = page.getByRole('img', { name: new RegExp(`^${metric} per session`) });
    await expect(chart.locator('canvas')).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Duration' })).toContainText(
    /Week of .+: \d+(\.\d)? min/,
  );

  // FHIR R4: the Patient and heart-rate Observations (LOINC 8867-4) of each session.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export FHIR bundle' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('ritmo-REC-001-fhir.json');
  const bundle = fhirBundleSchema.parse(JSON.parse(await readFile(await download.path(), 'utf8')));
  const resources = bundle.entry.map((entry) => entry.resource);
  const patient = resources.find((resource) => resource.resourceType === 'Patient');
  expect(patient).toMatchObject({ id: 'REC-001', name: [{ text: 'Maria da Conceição' }] });
  const observations = resources.filter((resource) => resource.resourceType === 'Observation');
  expect(observations).toHaveLength(days.length * 2);
  for (const observation of observations) {
    expect(observation.code.coding[0]).toMatchObject({
      system: 'http://loinc.org',
      code: '8867-4',
    });
    expect(observation.subject.reference).toBe('Patient/REC-001');
  }

  // Another patient, same view: one session is not a trend.
  await page.getByRole('combobox', { name: 'Patient' }).click();
  await page.getByRole('option', { name: 'João Pereira' }).click();
  await expect(page).toHaveURL(/\?patientId=REC-002&view=trends$/);
  await expect(page.getByText('Not enough sessions yet')).toBeVisible();
});
