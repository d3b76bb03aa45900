/**
 * The patient's chart (issue 25), in English and Portuguese: a clinician opens a patient from
 * Home's list, fills the clinical profile in its form, and reads the flags that change exercise in
 * the header with the prescription's target; an edit made offline is queued, shown at once, and
 * reaches the server once the connection returns. axe on the chart; it fits 390, 820 and 1280 px
 * (screenshots to CHART_SHOTS when set).
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { type AxeFinding, axeFindings, formatFindings } from './axe-check';
import { expect, test } from './fixtures';
import { type Account, makeAccount, signIn } from './steps/account';
import { waitForServiceWorker } from './steps/offline';
import { makePatient, seedPatient } from './steps/patients';
import { notFitting, syncBadge } from './steps/shell';
import { BOTH_LANGUAGES, uiText } from './steps/ui-text';

/** A programme with a prescription by thresholds from an exercise test: VT1–VT2 100–125 bpm. */
async function seedProgramme(page: Page, patientId: string): Promise<void> {
  const base = `/api/patients/${patientId}`;
  const put = async (path: string, data: unknown) => {
    const response = await page.request.put(`${base}${path}`, { data });
    expect(response.ok(), await response.text()).toBe(true);
  };
  await put('/assessments/T-1', {
    kind: 'exercise-test',
    date: '2026-01-05',
    restHr: 70,
    peakHr: 128,
    vt1Hr: 100,
    vt2Hr: 125,
    onBetaBlocker: true,
  });
  await put('/programmes/R-1', {
    phase: 2,
    startDate: '2026-01-06',
    plannedSessions: 36,
    sessionsPerWeek: 3,
    riskClass: 'intermediate',
  });
  await put('/programmes/R-1/prescription', {
    modality: 'cycle',
    minutes: 30,
    intensity: { method: 'thresholds' },
    basedOn: 'T-1',
  });
}

async function serverProfile(page: Page, patientId: string) {
  const { patients } = await (await page.request.get('/api/patients')).json();
  return patients.find((p: { patientId: string }) => p.patientId === patientId)?.clinicalProfile;
}

for (const { language, locale } of BOTH_LANGUAGES) {
  test.describe(`patient chart (${language})`, () => {
    test.use({ locale, viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
    const text = (key: string) => uiText(language, `chart:${key}`);

    test('open a patient, fill the clinical profile, see the flags, edit offline and sync', async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000);
      const account = await makeAccount(page.request);
      await seedPatient(page.request, 'CH-1', 'Maria Oliveira');
      await seedProgramme(page, 'CH-1');
      await signIn(page, account, language);

      // From Home's patient list (the reviews due list links the chart's prescription tab too).
      await page
        .getByRole('region', { name: uiText(language, 'patients.title') })
        .getByRole('link', { name: 'Maria Oliveira' })
        .click();
      await expect(page).toHaveURL(/\/patients\/CH-1$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Maria Oliveira' })).toBeVisible();
      await expect(page.getByText(text('header.noPrescription'))).toHaveCount(0);
      // The prescription's band as the server computed it from the exercise test.
      const band = text('header.target').replace('{{low}}', '100').replace('{{high}}', '125');
      await expect(page.getByText(band).first()).toBeVisible();
      await expect(page.getByRole('tab', { name: text('tabs.timeline') })).toHaveAttribute(
        'aria-selected',
        'true',
      );

      // The clinical profile, as a nurse fills it.
      await page.getByRole('button', { name: text('profile.fill') }).click();
      const dialog = page.getByRole('dialog', { name: text('profile.title') });
      await dialog.getByLabel(text('profile.fields.diagnosis')).fill('Infarto agudo do miocárdio');
      await dialog.getByLabel(text('profile.fields.icd10')).fill('i21.4');
      await dialog.getByLabel(text('profile.fields.lvefPct')).fill('38');
      await dialog.getByLabel(text('profile.fields.medications')).fill('carvedilol 25 mg');
      await dialog.getByLabel(text('profile.fields.betaBlocker')).check();
      await dialog.getByLabel(text('profile.fields.implantedDevice')).selectOption('icd');
      // The limit is required with a device: saving without it names the field.
      await dialog.getByRole('button', { name: uiText(language, 'common.save') }).click();
      await expect(dialog.getByText(text('profile.errors.deviceLimitBpm'))).toBeVisible();
      await dialog.getByLabel(text('profile.fields.deviceLimitBpm')).fill('150');
      await dialog.getByLabel(text('profile.comorbidities.diabetes')).check();
      await dialog.getByRole('button', { name: uiText(language, 'common.save') }).click();
      await expect(dialog).toBeHidden();

      const flags = page.getByRole('list', { name: text('header.flagsLabel') });
      await expect(flags.getByRole('listitem')).toHaveText([
        text('header.betaBlocker'),
        text('header.deviceLimit')
          .replace('{{device}}', text('header.devices.icd'))
          .replace('{{bpm}}', '150'),
        text('header.diabetes'),
      ]);
      await expect(page.getByText('Infarto agudo do miocárdio (I21.4)')).toBeVisible();
      await expect
        .poll(() => serverProfile(page, 'CH-1'))
        .toMatchObject({
          icd10: 'I21.4',
          betaBlocker: true,
          implantedDevice: 'icd',
          deviceLimitBpm: 150,
          comorbidities: ['diabetes'],
        });

      // axe, and the chart at three widths.
      const failing: AxeFinding[] = [];
      const problems: string[] = [];
      for (const width of [390, 820, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.getByRole('heading', { level: 1, name: 'Maria Oliveira' }).waitFor();
        failing.push(...(await axeFindings(page, `chart ${width}px`)).failing);
        problems.push(...(await notFitting(page, language, `chart ${width}px`)));
        if (process.env.CHART_SHOTS) {
          await page.screenshot({
            path: `${process.env.CHART_SHOTS}/chart-${language}-${width}.png`,
            fullPage: true,
          });
        }
      }
      await page.getByRole('button', { name: text('profile.edit') }).click();
      failing.push(...(await axeFindings(page, 'profile form')).failing);
      if (process.env.CHART_SHOTS) {
        await page.screenshot({ path: `${process.env.CHART_SHOTS}/profile-${language}-1280.png` });
      }
      await page.keyboard.press('Escape');
      expect(failing, formatFindings(failing)).toEqual([]);
      expect(problems).toEqual([]);

      // Offline: the edit is kept and shown at once, then sent when the connection returns.
      await page.setViewportSize({ width: 390, height: 844 });
      await waitForServiceWorker(page);
      await context.setOffline(true);
      await page.getByRole('button', { name: text('profile.edit') }).click();
      await dialog.getByLabel(text('profile.fields.deviceLimitBpm')).fill('160');
      await dialog.getByRole('button', { name: uiText(language, 'common.save') }).click();
      await expect(dialog).toBeHidden();
      await expect(flags).toContainText('160');
      await expect(syncBadge(page)).toHaveText('Offline · 1');
      expect((await serverProfile(page, 'CH-1')).deviceLimitBpm).toBe(150);
      await context.setOffline(false);
      await expect.poll(() => serverProfile(page, 'CH-1')).toMatchObject({ deviceLimitBpm: 160 });
      await expect(flags).toContainText('160');
    });
  });
}

const ORG = '/api/auth/organization';

/** A clinic's colleague with `role`, joined through the auth API, signed in on a page of its own. */
async function colleague(
  browser: Browser,
  baseURL: string | undefined,
  owner: Page,
  { role, clinicId }: { role: string; clinicId: string },
) {
  // The auth service refuses a cookie-carrying POST without an Origin, as a browser sends.
  const post = (request: APIRequestContext, route: string, data: unknown) =>
    request.post(`${ORG}/${route}`, { data, headers: { origin: baseURL ?? '' } });
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  const page = await context.newPage();
  const account: Account = await makeAccount(page.request, { name: `Colleague ${role}` });
  const invited = await post(owner.request, 'invite-member', { email: account.email, role });
  expect(invited.ok(), await invited.text()).toBe(true);
  const invitationId = (await invited.json()).id as string;
  expect((await post(page.request, 'accept-invitation', { invitationId })).ok()).toBe(true);
  await signIn(page, account);
  expect((await post(page.request, 'set-active', { organizationId: clinicId })).ok()).toBe(true);
  await page.goto('/home');
  await expect(page.getByRole('button', { name: /^Workspace: Clínica Prontuário/ })).toBeVisible();
  return page;
}

test('in a clinic, a viewer reads the chart without changing it; the front desk has no chart', async ({
  page: owner,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await makeAccount(owner.request, { name: 'Dra. Olga Dona' });
  const created = await owner.request.post(`${ORG}/create`, {
    data: { name: 'Clínica Prontuário', slug: `prontuario-${Date.now()}` },
    headers: { origin: baseURL ?? '' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await makePatient(owner.request, {
    patientId: 'CV-1',
    patientName: 'João Viewer',
    sex: 'male',
    birthDate: '1958-03-02',
    clinicalProfile: { diagnosis: 'Heart failure', betaBlocker: true },
  });
  const clinicId = (await created.json()).id as string;

  const viewer = await colleague(browser, baseURL, owner, { role: 'viewer', clinicId });
  await viewer.getByRole('link', { name: 'João Viewer' }).click();
  await expect(viewer.getByRole('heading', { level: 1, name: 'João Viewer' })).toBeVisible();
  await expect(viewer.getByRole('list', { name: 'Flags that change exercise' })).toHaveText(
    'Beta-blocker',
  );
  await expect(viewer.getByText('Heart failure')).toBeVisible();
  await expect(viewer.getByText(uiText('en', 'chart:readOnly'))).toBeVisible();
  await expect(viewer.getByRole('button', { name: /clinical profile/ })).toHaveCount(0);

  const desk = await colleague(browser, baseURL, owner, { role: 'front-desk', clinicId });
  await expect(desk.getByText('João Viewer')).toBeVisible();
  await expect(desk.getByRole('link', { name: 'João Viewer' })).toHaveCount(0);
  await desk.goto('/patients/CV-1');
  await expect(desk.getByText(uiText('en', 'chart:noAccess'))).toBeVisible();
  await expect(desk.getByText('Heart failure')).toHaveCount(0);
});
