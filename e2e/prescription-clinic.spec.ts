/**
 * The prescription in a clinic (issue 25): the owner marks herself physician with her CRM in
 * Settings → Clinic (the fields sit under her row of the members), a viewer reads the plan with
 * its target and is offered no change and no signature; the owner signs and the viewer reads who
 * signed when.
 */
import type { Browser, Page } from '@playwright/test';
import { axeFindings, formatFindings } from './axe-check';
import { expect, test } from './fixtures';
import { makeAccount, signIn } from './steps/account';
import { createClinic, switcher } from './steps/clinic';
import { makePatient } from './steps/patients';
import { putPatientRecord, THRESHOLD_TEST } from './steps/programme';
import { navigateTo } from './steps/shell';
import { confirmSignature } from './steps/signature';

test.describe.configure({ timeout: 150_000 });
test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

const CLINIC = 'Clínica Prescrição';

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  return context.newPage();
}

/** Exercise test, programme and a prescription by thresholds (VT1–VT2 100–125, peak 128). */
async function seedPlan(page: Page) {
  await makePatient(page.request, {
    patientId: 'RX-2',
    patientName: 'Jorge Lima',
    sex: 'male',
    birthDate: '1960-05-20',
    restingHr: 64,
  });
  const put = (path: string, data: unknown) => putPatientRecord(page.request, 'RX-2', path, data);
  await put('/assessments/T-2', { ...THRESHOLD_TEST, onBetaBlocker: false });
  await put('/programmes/P-2', {
    phase: 2,
    startDate: '2026-11-04',
    plannedSessions: 24,
    sessionsPerWeek: 2,
    riskClass: 'low',
  });
  await put('/programmes/P-2/prescription', {
    modality: 'treadmill',
    minutes: 40,
    intensity: { method: 'thresholds' },
    basedOn: 'T-2',
  });
}

test('a physician owner signs; a viewer reads the plan and is offered no change', async ({
  page: owner,
  browser,
  baseURL,
}) => {
  const ownerAccount = await makeAccount(owner.request, { name: 'Dra. Clara Moura' });
  await signIn(owner, ownerAccount);
  await createClinic(owner, CLINIC);
  await seedPlan(owner);

  const viewer = await newPage(browser, baseURL);
  const viewerAccount = await makeAccount(viewer.request, { name: 'Vera Vieira' });
  await navigateTo(owner, 'Settings');
  const form = owner.getByRole('form', { name: 'Invite a colleague' });
  await form.getByLabel('E-mail').fill(viewerAccount.email);
  await form.getByRole('combobox', { name: 'Role' }).click();
  await owner.getByRole('option', { name: 'Viewer', exact: true }).click();
  await form.getByRole('button', { name: 'Send invitation' }).click();
  const link = owner.getByRole('textbox', { name: `Invitation link for ${viewerAccount.email}` });
  await expect(link).toHaveValue(/\/invite\/[\w-]+$/);
  await signIn(viewer, viewerAccount);
  await viewer.goto(await link.inputValue());
  await viewer.getByRole('button', { name: `Join ${CLINIC}` }).click();
  await expect(switcher(viewer, CLINIC)).toBeVisible();

  // Settings → Clinic: the physician flag and registration under the owner's own row.
  const mine = owner.getByRole('group', { name: 'Clinical role of Dra. Clara Moura' });
  // The profession sets the placeholder; only a physician is offered the flag that signs.
  await expect(mine.getByLabel('Physician (signs plans)')).toHaveCount(0);
  await mine.getByLabel('Profession', { exact: true }).selectOption('physician');
  await expect(mine.getByLabel('Professional registration')).toHaveAttribute(
    'placeholder',
    'CRM-SP 123456',
  );
  await mine.getByLabel('Physician (signs plans)').check();
  await mine.getByLabel('Professional registration').fill('CRM-RJ 52.12345-6');
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(mine.getByText('✓ Saved')).toBeVisible();
  const clinicians = await (await owner.request.get('/api/clinicians')).json();
  expect(clinicians.clinicians).toEqual([
    expect.objectContaining({
      physician: true,
      profession: 'physician',
      registration: 'CRM-RJ 52.12345-6',
    }),
  ]);

  // The viewer reads the plan and its target; nothing to change, nothing to sign.
  await viewer.goto('/patients/RX-2?tab=prescription');
  await expect(viewer.getByText('Target 100–125 bpm').first()).toBeVisible();
  await expect(
    viewer.getByText('the peak heart rate of the exercise test (128 bpm)'),
  ).toBeVisible();
  for (const name of ['Edit programme', 'Change prescription', 'Review and sign']) {
    await expect(viewer.getByRole('button', { name })).toHaveCount(0);
  }
  await expect(viewer.getByText('Not signed by a physician yet.')).toBeVisible();
  const { failing } = await axeFindings(viewer, 'prescription tab (viewer)');
  expect(failing, formatFindings(failing)).toEqual([]);

  // The owner, now a physician, signs; the viewer reads who signed.
  await owner.goto('/patients/RX-2?tab=prescription');
  await owner.getByRole('button', { name: 'Review and sign' }).click();
  await confirmSignature(owner, 'en', ['Jorge Lima', 'Plan fingerprint (SHA-256)']);
  await expect(owner.getByText(/Signed by Dra\. Clara Moura \(CRM-RJ 52\.12345-6\)/)).toBeVisible();
  await viewer.reload();
  await expect(
    viewer.getByText(/Signed by Dra\. Clara Moura \(CRM-RJ 52\.12345-6\)/),
  ).toBeVisible();
  await expect(viewer.getByText('Plan as signed')).toBeVisible();
});
