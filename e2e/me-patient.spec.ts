/**
 * The patient's side of home sessions (issue 39), in Portuguese at 390 px: a clinic makes a
 * home-access code for its patient (through the API); the patient opens the link in a browser of
 * their own, creates an account there, accepts the clinic's consent and is told in plain words
 * that the plan is not signed yet; once the physician signs, Today shows the band in numbers and
 * words, and a chest pain at check-in gives the advice (SAMU 192) and closes the day. The
 * patient's pages never ask for a clinic screen (decision 0017; the service worker's precache of
 * the whole build is not split by audience yet and is left out). axe on every screen;
 * screenshots of /me and /me/check-in at 360 and 820 px to ME_SHOTS when set.
 */
import type { Page } from '@playwright/test';
import { type AxeFinding, axeFindings, formatFindings } from './axe-check';
import { expect, test } from './fixtures';
import { makeAccount, PASSWORD, uniqueEmail } from './steps/account';
import { createClinicByApi, enterClinicByApi, setRegistration } from './steps/documents';
import { seedPatient } from './steps/patients';
import { putPatientRecord, signPlanByApi, THRESHOLD_TEST } from './steps/programme';
import { screenReady } from './steps/screen';
import { uiText } from './steps/ui-text';

const me = (key: string) => uiText('pt-BR', `me:${key}`);

/** The clinic's screens' chunks: none may be fetched by a patient account's browser. */
const CLINIC_CHUNK =
  /\/assets\/(shell|home-screen|chart-screen|results-screen|activity-screen|settings-screen|class-screen|class-report-screen|devices-screen|recording-screen|schedule-screen|attendance-screen)-[\w-]+\.js$/;

async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.ME_SHOTS;
  if (!dir) return;
  for (const width of [360, 820]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test.use({ locale: 'pt-BR', viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

test('a patient joins by the link, consents, waits for the signature, then a red flag stops the day', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  // The clinic, through the API: a physiotherapist marked physician, the patient and an unsigned plan.
  const clinic = page.request;
  await makeAccount(clinic, { name: 'Fisio Marta Lima' });
  const clinicId = await createClinicByApi(clinic, baseURL!, 'Clínica Coração');
  await enterClinicByApi(clinic, baseURL!, clinicId);
  await setRegistration(clinic, 'CRM-SP 123456');
  await seedPatient(clinic, 'P-1', 'Maria Aparecida');
  await putPatientRecord(clinic, 'P-1', '/assessments/T-1', THRESHOLD_TEST);
  await putPatientRecord(clinic, 'P-1', '/programmes/PR-1', {
    phase: 2,
    startDate: '2026-11-02',
    plannedSessions: 36,
    sessionsPerWeek: 3,
    riskClass: 'low',
  });
  await putPatientRecord(clinic, 'P-1', '/programmes/PR-1/prescription', {
    modality: 'walk',
    minutes: 30,
    intensity: { method: 'thresholds' },
    basedOn: 'T-1',
  });
  const access = await clinic.post('/api/patients/P-1/home-access', { data: {} });
  expect(access.ok(), await access.text()).toBe(true);
  const { code } = (await access.json()) as { code: string };

  // The patient, on a phone of their own.
  const phone = await browser.newContext({
    baseURL,
    locale: 'pt-BR',
    viewport: { width: 390, height: 844 },
    reducedMotion: 'reduce',
  });
  // What the app's pages ask for. The service worker's precache of the whole build is apart
  // (decision 0017: not split by audience yet), counted only to be reported.
  const requested: string[] = [];
  const precached: string[] = [];
  phone.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    (request.serviceWorker() ? precached : requested).push(path);
  });
  const patient = await phone.newPage();
  const failing: AxeFinding[] = [];

  await patient.goto(`/join/${code}`);
  await expect(patient.getByText(me('join.signedOut'))).toBeVisible();
  failing.push(...(await axeFindings(patient, 'join signed out')).failing);
  await patient.getByRole('link', { name: me('join.signUp') }).click();
  await patient.getByLabel(uiText('pt-BR', 'auth.name')).fill('Maria Aparecida');
  await patient.getByLabel(uiText('pt-BR', 'auth.email')).fill(uniqueEmail());
  await patient.getByLabel(uiText('pt-BR', 'auth.password'), { exact: true }).fill(PASSWORD);
  await patient.getByRole('button', { name: uiText('pt-BR', 'auth.createAccount') }).click();

  // Joined: the patient's space, the clinic named, the consent first.
  await screenReady(patient, '/me');
  await expect(patient).toHaveURL(/\/me$/);
  await expect(patient.getByRole('banner').getByText('Clínica Coração')).toBeVisible();
  await expect(patient.getByRole('heading', { name: me('consent.title') })).toBeVisible();
  failing.push(...(await axeFindings(patient, 'consent')).failing);
  await patient.getByRole('button', { name: me('consent.accept'), exact: true }).click();
  await expect(patient.getByText(me('reasons.not_signed.todo'))).toBeVisible();
  failing.push(...(await axeFindings(patient, 'today not signed')).failing);
  await shoot(patient, 'me-not-signed');

  // The patient's screens are preloaded for offline; the clinic's never were.
  await expect
    .poll(() => requested.some((path) => /\/assets\/history-screen-/.test(path)))
    .toBe(true);
  expect(requested.filter((path) => CLINIC_CHUNK.test(path))).toEqual([]);

  // Signed by the physician: Today has the plan, the band in numbers and words.
  await signPlanByApi(clinic, 'P-1', 'PR-1');
  await patient.reload();
  await screenReady(patient, '/me');
  await expect(patient.getByRole('heading', { name: me('today.planTitle') })).toBeVisible();
  await expect(patient.getByText(/batimentos por minuto$/).first()).toBeVisible();
  // The reminder opt-in, a chunk of its own loaded after the plan (issue 40).
  const reminders = uiText('pt-BR', 'me-reminders:title');
  await expect(patient.getByRole('heading', { name: reminders })).toBeVisible();
  await expect(patient.getByLabel(uiText('pt-BR', 'me-reminders:time'))).toHaveValue('08:00');
  failing.push(...(await axeFindings(patient, 'today plan')).failing);
  await shoot(patient, 'me-today');

  await patient.getByRole('link', { name: me('today.start') }).click();
  await screenReady(patient, '/me/check-in');
  // Heart failure is not in her profile: no weight or swelling question.
  await expect(
    patient.getByRole('radiogroup', { name: me('checkIn.questions.swelling') }),
  ).toHaveCount(0);
  failing.push(...(await axeFindings(patient, 'check-in')).failing);
  await shoot(patient, 'me-check-in');
  for (const question of ['chestPain', 'breathless', 'dizzy', 'palpitations', 'ill']) {
    const answer = question === 'chestPain' ? me('checkIn.yes') : me('checkIn.no');
    await patient
      .getByRole('radiogroup', { name: me(`checkIn.questions.${question}`) })
      .getByRole('radio', { name: answer })
      .click();
  }
  await patient.getByRole('button', { name: me('checkIn.continue') }).click();
  await expect(patient.getByRole('alert').filter({ hasText: me('advice.title') })).toBeVisible();
  await expect(patient.getByRole('link', { name: me('advice.callSamu') })).toHaveAttribute(
    'href',
    'tel:192',
  );
  failing.push(...(await axeFindings(patient, 'advice')).failing);
  await shoot(patient, 'me-advice');

  // The clinic has the check-in with its red flag; the day is closed.
  await patient.getByRole('link', { name: me('advice.back') }).click();
  await expect(patient.getByText(me('reasons.red_flag_today.todo'))).toBeVisible();
  expect(requested.filter((path) => CLINIC_CHUNK.test(path))).toEqual([]);
  test.info().annotations.push({
    type: 'service-worker precache',
    description: `${precached.filter((path) => CLINIC_CHUNK.test(path)).length} clinic screen chunks`,
  });
  expect(failing, formatFindings(failing)).toEqual([]);
  await phone.close();
});
