/** Rehabilitation records for the journeys, made through the API as another device would. */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { ClinicalProfileInput } from '../../src/common/schemas/clinical-profile';
import { PASSWORD } from './account';
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
 * A post-infarction patient's clinical profile as a clinic fills it in: a long diagnosis, a
 * medication list one per line (one long unbroken entry among them), a beta-blocker and an ICD.
 */
export const CLINICAL_PROFILE: ClinicalProfileInput = {
  diagnosis:
    'Infarto agudo do miocárdio sem supradesnivelamento do segmento ST, com angioplastia e stent farmacológico na artéria descendente anterior',
  icd10: 'I21.4',
  eventDate: '2026-01-10',
  procedure: 'Angioplastia com stent (DA)',
  lvefPct: 45,
  medications: [
    'Carvedilol 25 mg 12/12 h',
    'Ácido acetilsalicílico 100 mg/dia',
    'Clopidogrel 75 mg/dia',
    'Atorvastatina 80 mg/dia',
    'Sacubitril/valsartana 97/103 mg 12/12 h',
    'Dapagliflozina 10 mg/dia',
    'Hidroclorotiazida+amilorida+espironolactona-manipulada-25mg/dia',
  ].join('\n'),
  betaBlocker: true,
  implantedDevice: 'icd',
  deviceLimitBpm: 150,
  comorbidities: ['hypertension', 'diabetes'],
};

/** Signs the programme's plan as the request's user (a physician), as the signing dialog does. */
export async function signPlanByApi(
  request: APIRequestContext,
  patientId: string,
  programmeId: string,
): Promise<void> {
  const reviews = `/api/patients/${patientId}/programmes/${programmeId}/reviews`;
  const listed = await request.get(reviews);
  expect(listed.ok(), await listed.text()).toBe(true);
  const { planSha256 } = (await listed.json()) as { planSha256: string };
  const signed = await request.post(reviews, {
    data: { sign: true, password: PASSWORD, planSha256 },
  });
  expect(signed.ok(), await signed.text()).toBe(true);
}

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
