/**
 * The clinic's review inbox of home sessions (issue 40), in Portuguese at 820 px: a patient
 * user (seeded through the API, as the patient's phone would send them) records a home session
 * above the safety maximum, then a check-in with chest pain that refuses the day. The
 * physician-owner opens Home, sees the count, opens the inbox: the refused check-in first, the
 * session above the maximum second, each with its reason in words; opens the session (marked
 * "home"), reviews the check-in at once and the session with a message to the patient, and
 * Home's count goes to nothing; the patient signs in on the phone and reads the message in their
 * Messages. Screenshots to HOME_INBOX_SHOTS when set.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { makeAccount, signIn, submitSignIn } from './steps/account';
import { createClinicByApi, enterClinicByApi, setRegistration } from './steps/documents';
import { seedPatient } from './steps/patients';
import { putPatientRecord, signPlanByApi, THRESHOLD_TEST } from './steps/programme';
import { screenReady } from './steps/screen';
import { uiText } from './steps/ui-text';

test.use({ locale: 'pt-BR', viewport: { width: 820, height: 1100 }, reducedMotion: 'reduce' });

const PT = 'pt-BR';
const PATIENT = 'Helena Costa';
const tx = (key: string, vars: Record<string, string | number> = {}) =>
  Object.entries(vars).reduce(
    (text, [name, value]) => text.replaceAll(`{{${name}}}`, String(value)),
    uiText(PT, key),
  );

async function shot(page: Page, name: string) {
  if (process.env.HOME_INBOX_SHOTS) {
    await page.screenshot({ path: `${process.env.HOME_INBOX_SHOTS}/${name}.png`, fullPage: true });
  }
}

async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<any> {
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

/** The clinic's record ready for home sessions: test, low-risk programme, signed prescription. */
async function seedClinic(request: APIRequestContext, baseURL: string) {
  const clinicId = await createClinicByApi(request, baseURL, 'Clínica Casa Ativa');
  await enterClinicByApi(request, baseURL, clinicId);
  await setRegistration(request, 'CRM-SP 123456');
  await seedPatient(request, 'P-1', PATIENT);
  await putPatientRecord(request, 'P-1', '/assessments/ET-1', THRESHOLD_TEST);
  await putPatientRecord(request, 'P-1', '/programmes/PR-1', {
    phase: 2,
    startDate: '2026-10-12',
    plannedSessions: 36,
    sessionsPerWeek: 3,
    riskClass: 'low',
  });
  await putPatientRecord(request, 'P-1', '/programmes/PR-1/prescription', {
    modality: 'treadmill',
    minutes: 30,
    intensity: { method: 'thresholds' },
    basedOn: 'ET-1',
  });
  await signPlanByApi(request, 'P-1', 'PR-1');
  return clinicId;
}

/** The patient's phone: joins with the code, accepts the consent, sends a session and a check-in. */
async function patientSends(patient: APIRequestContext, code: string) {
  await ok(await patient.post('/api/home/join', { data: { code } }));
  const consent = await ok(await patient.get('/api/home/consent'));
  await ok(await patient.post('/api/home/consent', { data: { sha256: consent.sha256 } }));
  expect((await ok(await patient.get('/api/home/today'))).allowed).toBe(true);
  const startedAt = Date.now() - 10 * 60_000;
  const t = Array.from({ length: 120 }, (_, i) => i * 1000);
  const session = await patient.put(`/api/home/sessions/${randomUUID()}`, {
    data: {
      patientId: 'P-1',
      type: 'walk',
      startedAt,
      endedAt: startedAt + 120_000,
      samples: { t, hr: t.map((_, i) => (i >= 40 && i < 100 ? 140 : 110)) },
      events: [],
      notes: '',
      device: { name: 'Cinta da Helena', kind: 'heart-rate' },
      safetyMaxBpm: 128,
      safetyMaxSource: 'peak',
    },
  });
  await ok(session);
  const checkIn = await patient.put(`/api/home/check-ins/${randomUUID()}`, {
    data: { answers: { chestPain: true }, at: Date.now() },
  });
  expect((await ok(checkIn)).redFlags).toEqual(['chestPain']);
}

test('the inbox puts the refused check-in first, the session above the maximum second, and both are reviewed', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await makeAccount(page.request, { name: 'Dra. Olga Lima' });
  const clinicId = await seedClinic(page.request, baseURL ?? '');
  const invited = await ok(await page.request.post('/api/patients/P-1/home-access', { data: {} }));
  const phone = await browser.newContext({ baseURL, locale: PT });
  const helena = await makeAccount(phone.request, { name: 'Helena em casa' });
  await patientSends(phone.request, invited.code);

  await signIn(page, owner, PT);
  // The form's sign-in is a new session: into the clinic, as the workspace menu would.
  await enterClinicByApi(page.request, baseURL ?? '', clinicId);
  await page.goto('/home');
  await expect(page.getByRole('banner').getByText('Clínica Casa Ativa')).toBeVisible();
  const card = page.getByTestId('home-inbox-card');
  await expect(card.getByText(tx('app:home.inboxCount_other', { count: 2 }))).toBeVisible();
  await shot(page, 'home-card');
  await card.getByRole('link', { name: tx('app:home.inboxOpen') }).click();
  await screenReady(page, '/inbox');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tx('home-clinic:inbox.title'));

  const rows = page
    .getByRole('list', { name: tx('home-clinic:inbox.listLabel') })
    .getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveAttribute('data-reason', 'red_flag');
  await expect(rows.nth(0)).toContainText('dor no peito');
  await expect(rows.nth(1)).toHaveAttribute('data-reason', 'above_safety_max');
  await expect(rows.nth(1)).toContainText('acima do máximo de segurança de 128 bpm (pico 140 bpm)');
  await shot(page, 'inbox');

  // The session opens on the session screen, marked as done at home.
  await rows
    .nth(1)
    .getByRole('link', { name: tx('home-clinic:inbox.openSession') })
    .click();
  await screenReady(page);
  await expect(page.getByTestId('session-setting')).toHaveText(tx('results:detail.home'));
  await shot(page, 'session');
  await page.goBack();
  await screenReady(page, '/inbox');

  // The red flag is reviewed at once; the session with a short message to the patient.
  await rows
    .nth(0)
    .getByRole('button', { name: tx('home-clinic:inbox.reviewFor', { name: PATIENT }) })
    .click();
  await expect(rows.nth(0).getByRole('status')).toContainText(tx('home-clinic:inbox.reviewed'));
  await rows
    .nth(1)
    .getByRole('button', { name: tx('home-clinic:inbox.withMessageFor', { name: PATIENT }) })
    .click();
  const message = rows.nth(1).getByLabel(tx('home-clinic:inbox.messageLabel', { name: PATIENT }));
  await expect(message).toBeFocused();
  await shot(page, 'inbox-message-form');
  await message.fill('Helena, sua frequência passou do máximo. Na próxima, reduza o ritmo.');
  await rows
    .nth(1)
    .getByRole('button', { name: tx('home-clinic:inbox.reviewAndSend') })
    .click();
  await expect(rows.nth(1).getByRole('status')).toContainText(
    tx('home-clinic:inbox.reviewedWithMessage'),
  );
  await expect(rows.nth(1)).toBeFocused();
  await shot(page, 'inbox-reviewed');
  await page.setViewportSize({ width: 360, height: 800 });
  await shot(page, 'inbox-360');
  await page.setViewportSize({ width: 820, height: 1100 });

  // The chart's Home sessions tab: the linked account, the consent accepted, the way to invite.
  await rows.nth(0).getByRole('link', { name: PATIENT }).click();
  await screenReady(page);
  await expect(page.getByRole('tab', { name: tx('chart:tabs.home') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText(/^Helena em casa, desde /)).toBeVisible();
  await expect(page.getByText(/^Aceito em .* \(versão [0-9a-f]{12}\)$/)).toBeVisible();
  await expect(
    page.getByRole('button', { name: tx('home-clinic:access.inviteAgain') }),
  ).toBeVisible();
  await shot(page, 'chart-home');
  await page.goBack();
  await screenReady(page, '/inbox');

  await page.getByRole('link', { name: `← ${tx('home-clinic:inbox.back')}` }).click();
  await screenReady(page, '/home');
  await expect(card.getByText(tx('app:home.inboxCount_zero'))).toBeVisible();

  // The patient reads the clinic's message in their Messages.
  const patient = await phone.newPage();
  await patient.goto('/login');
  await submitSignIn(patient, helena, PT);
  await screenReady(patient, '/me');
  await patient.goto('/me/messages');
  await screenReady(patient, '/me/messages');
  await expect(
    patient.getByText('Helena, sua frequência passou do máximo. Na próxima, reduza o ritmo.'),
  ).toBeVisible();
  await expect(
    patient.getByText(tx('me:messages.fromClinic', { name: 'Dra. Olga Lima' })),
  ).toBeVisible();
  await shot(patient, 'me-messages');
  await phone.close();
});
