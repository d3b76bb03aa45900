/**
 * Journey: the front desk. A clinic's owner invites a receptionist with the role "Front desk"
 * (the form explains what it sees); she joins, and her navigation offers Home (the patient list),
 * Schedule, Attendance and Settings only. She sees the patient and who attended the class, never the notes
 * or readings; the clinical API answers her 403, and a results link opens nothing of them.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { makeAccount, signIn } from './steps/account';
import { daysAgo, seedSession } from './steps/activities';
import { createClinic, switcher } from './steps/clinic';
import { makePatient } from './steps/patients';
import { navigateTo } from './steps/shell';

test.describe.configure({ timeout: 120_000 });

const CLINIC = 'Clínica Recepção';

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test('a front-desk member sees patients and attendance, and no clinical data', async ({
  page: owner,
  browser,
  baseURL,
}) => {
  const ownerAccount = await makeAccount(owner.request, { name: 'Dra. Olga Dona' });
  await signIn(owner, ownerAccount);
  await createClinic(owner, CLINIC);
  await makePatient(owner.request, {
    patientId: 'FD-1',
    patientName: 'Maria Recepção',
    birthDate: '1955-02-01',
    sex: 'female',
    restingHr: 71,
    notes: 'angina at rest',
  });
  const classId = crypto.randomUUID();
  const session = await seedSession(owner.request, 'FD-1', {
    startedAt: daysAgo(1),
    classId,
    notes: 'tired after 10 min',
  });

  const desk = await newPage(browser, baseURL);
  const deskAccount = await makeAccount(desk.request, { name: 'Rita Recepção' });
  await navigateTo(owner, 'Settings');
  const form = owner.getByRole('form', { name: 'Invite a colleague' });
  await form.getByLabel('E-mail').fill(deskAccount.email);
  await form.getByRole('combobox', { name: 'Role' }).click();
  await owner.getByRole('option', { name: 'Front desk', exact: true }).click();
  await expect(form).toContainText('see the patient list and who attended which class');
  await owner.screenshot({ path: 'test-results/front-desk-invite.png' });
  await form.getByRole('button', { name: 'Send invitation' }).click();
  const link = owner.getByRole('textbox', { name: `Invitation link for ${deskAccount.email}` });
  await expect(link).toHaveValue(/\/invite\/[\w-]+$/);

  await signIn(desk, deskAccount);
  await desk.goto(await link.inputValue());
  await expect(desk.getByText(`You are invited to join ${CLINIC} as Front desk.`)).toBeVisible();
  await desk.getByRole('button', { name: `Join ${CLINIC}` }).click();
  await expect(switcher(desk, CLINIC)).toBeVisible();

  const nav = desk.getByRole('navigation', { name: 'Main' }).first();
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Schedule', 'Attendance', 'Settings']);
  await expect(desk.getByText('Maria Recepção')).toBeVisible();
  await expect(desk.getByText('Recent sessions')).toHaveCount(0);

  await navigateTo(desk, 'Attendance');
  await expect(desk.getByRole('heading', { name: 'Class attendance' })).toBeVisible();
  await expect(desk.getByRole('cell', { name: 'Maria Recepção' })).toBeVisible();
  await desk.screenshot({ path: 'test-results/front-desk-attendance.png', fullPage: true });
  await expect(desk.getByText(/angina|tired/)).toHaveCount(0);

  // The server, not the navigation, keeps the records from her.
  for (const path of [
    `/api/activities/${session.activityId}`,
    '/api/activities',
    '/api/patients/FD-1',
    '/api/patients/FD-1/fhir',
    '/api/export',
  ]) {
    expect((await desk.request.get(path)).status(), path).toBe(403);
  }
  const list = await (await desk.request.get('/api/patients')).json();
  expect(JSON.stringify(list)).not.toContain('angina');
});
