/** Rehabilitation records for the journeys, made through the API as another device would. */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type Language, uiText } from './ui-text';

/** PUTs one of a patient's records (`/assessments/T-1`, `/programmes/P-1/prescription` …). */
export async function putPatientRecord(
  request: APIRequestContext,
  patientId: string,
  path: string,
  data: unknown,
): Promise<void> {
  const response = await request.put(`/api/patients/${patientId}${path}`, { data });
  expect(response.ok(), await response.text()).toBe(true);
}

/** An exercise test with ventilatory thresholds: rest 70, peak 128, VT1 100, VT2 125 bpm. */
export const THRESHOLD_TEST = {
  kind: 'exercise-test',
  date: '2026-11-02',
  restHr: 70,
  peakHr: 128,
  vt1Hr: 100,
  vt2Hr: 125,
  onBetaBlocker: true,
};

/**
 * Discharges the patient whose chart is open on Documents: the recommendations typed, the
 * discharge confirmed, and the frozen summary showing them.
 */
export async function dischargeOnDocuments(
  page: Page,
  recommendations: string,
  language: Language,
): Promise<void> {
  const text = (key: string) => uiText(language, `progress:discharge.${key}`);
  await page.getByLabel(text('recommendations')).fill(recommendations);
  await page.getByRole('button', { name: text('submit') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: text('confirmYes') })
    .click();
  await expect(page.getByText(recommendations)).toBeVisible();
}
