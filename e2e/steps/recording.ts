/** Shared steps of the recording journeys: a patient made through the API, a session started. */
import { expect, type Page } from '@playwright/test';

export interface PatientFields {
  patientId: string;
  patientName: string;
  birthDate?: string;
  restingHr?: number;
}

export async function makePatient(page: Page, fields: PatientFields): Promise<void> {
  const { patientId, ...body } = fields;
  const response = await page.request.put(`/api/patients/${patientId}`, { data: body });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Follows a link of the main navigation: in-app, so the sensor connection stays up. */
export async function navigateTo(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
}

/** Goes to Activity, picks the patient through the searchable select and presses Start. */
export async function startSession(
  page: Page,
  {
    search,
    patientName,
    type = 'Walk',
    target,
  }: { search: string; patientName: string; type?: string; target?: string },
): Promise<void> {
  await navigateTo(page, 'Activity');
  const patient = page.getByRole('combobox', { name: 'Patient' });
  await patient.click();
  await patient.fill(search);
  await page.getByRole('option', { name: new RegExp(patientName) }).click();
  await page
    .getByRole('radiogroup', { name: 'Activity type' })
    .getByText(type, { exact: true })
    .click();
  await expect(page.getByRole('radio', { name: type })).toBeChecked();
  if (target) {
    await page.getByRole('combobox', { name: 'Target zone (Karvonen)' }).click();
    await page.getByRole('option', { name: target }).click();
  }
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
}

/** The checkpoint the app keeps in IndexedDB ("ritmo" → checkpoints) for the session in progress. */
export function readCheckpoint(page: Page): Promise<{
  activityId: string;
  session: { samples: { t: number[]; hr: (number | null)[] }; events: { kind: string }[] };
} | null> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('ritmo');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result
            .transaction('checkpoints')
            .objectStore('checkpoints')
            .getAll();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result[0] ?? null);
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}
