/**
 * The guided home session's journeys (issue 39): a physician signs a 20-minute walking
 * prescription (band 100–120 bpm, safety maximum 140 from the exercise test's peak) through the
 * API, and the patient's account joins with the code, accepts the consent and signs in.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { makeAccount, submitSignIn } from './account';
import { createClinicByApi, setRegistration } from './documents';
import { seedPatient } from './patients';
import { putPatientRecord, signPlanByApi } from './programme';

const dayOf = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** The clinic's side, through the API: a physician signs a low-risk walking prescription. */
export async function clinicPrescribesWalking(
  request: APIRequestContext,
  baseURL: string,
  patientId: string,
): Promise<string> {
  await makeAccount(request, { name: 'Dra. Helena Prado' });
  await createClinicByApi(request, baseURL, 'Clínica Casa Ativa');
  await setRegistration(request, 'CRM-SP 123456');
  await seedPatient(request, patientId, 'José Carlos Lima');
  const put = (url: string, data: unknown) => putPatientRecord(request, patientId, url, data);
  await put('/assessments/ET-1', {
    kind: 'exercise-test',
    date: dayOf(20),
    restHr: 66,
    peakHr: 140,
    onBetaBlocker: false,
  });
  await put('/programmes/PR-1', {
    phase: 2,
    startDate: dayOf(20),
    plannedSessions: 24,
    sessionsPerWeek: 3,
    riskClass: 'low',
  });
  await put('/programmes/PR-1/prescription', {
    modality: 'walk',
    minutes: 20,
    intensity: { method: 'manual', lowBpm: 100, highBpm: 120 },
  });
  await signPlanByApi(request, patientId, 'PR-1');
  const access = await request.post(`/api/patients/${patientId}/home-access`, { data: {} });
  expect(access.ok(), await access.text()).toBe(true);
  return (await access.json()).code as string;
}

/** The patient's account joins with the code and accepts the consent, then signs in here. */
export async function patientJoins(page: Page, code: string): Promise<void> {
  const account = await makeAccount(page.request, { name: 'José Carlos Lima' });
  const joined = await page.request.post('/api/home/join', { data: { code } });
  expect(joined.ok(), await joined.text()).toBe(true);
  const consent = await (await page.request.get('/api/home/consent')).json();
  const accepted = await page.request.post('/api/home/consent', {
    data: { sha256: consent.sha256 },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  await page.goto('/login');
  await submitSignIn(page, account, 'pt-BR');
  await expect(page).not.toHaveURL(/\/login/);
}

/** The one Borg select on screen (Mantine labels its listbox with the same words). */
export const borgSelect = (page: Page) => page.locator('input[aria-haspopup="listbox"]');
