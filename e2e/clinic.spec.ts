/**
 * Journey: clinics. An admin creates a clinic and invites a member and a viewer; both join
 * through the copied link (one signs in, one signs up); the member records a session for a
 * clinic patient; the viewer sees it with no write control; the admin removes the member, whose
 * next change is refused and kept on their device as refused.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  type Account,
  makeAccount,
  PASSWORD,
  signIn,
  submitSignIn,
  uniqueEmail,
} from './steps/account';
import { createClinic, switcher } from './steps/clinic';
import { shot } from './steps/offline';
import { addPatientOnHome } from './steps/patients';
import { recordShortSession } from './steps/recording';
import { navigateTo } from './steps/shell';

// Three browsers and a recorded session on a shared, sometimes busy machine.
test.describe.configure({ timeout: 120_000 });

const CLINIC = 'Clínica Vida';
/** Invites on Settings → Clinic and returns the link shown for the invitation. */
async function invite(page: Page, email: string, role: 'Member' | 'Viewer'): Promise<string> {
  const form = page.getByRole('form', { name: 'Invite a colleague' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: role, exact: true }).click();
  await form.getByRole('button', { name: 'Send invitation' }).click();
  const link = page.getByRole('textbox', { name: `Invitation link for ${email}` });
  await expect(link).toHaveValue(/\/invite\/[\w-]+$/);
  return link.inputValue();
}

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

async function join(page: Page, role: string) {
  await expect(page.getByText(`You are invited to join ${CLINIC} as ${role}.`)).toBeVisible();
  await page.getByRole('button', { name: `Join ${CLINIC}` }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(switcher(page, CLINIC)).toBeVisible();
}

test('a clinic: invitations, a member records, a viewer reads only, a removed member is refused', async ({
  page: admin,
  browser,
  baseURL,
}) => {
  const adminAccount = await makeAccount(admin.request, { name: 'Dra. Ana Souza' });
  await signIn(admin, adminAccount);
  await createClinic(admin, CLINIC);
  await addPatientOnHome(admin, {
    patientId: 'C-1',
    patientName: 'Maria Clínica',
    birthDate: '1958-05-04',
    restingHr: '66',
  });

  // The member has an account already; the viewer will make one from the link.
  const member = await newPage(browser, baseURL);
  const memberAccount: Account = await makeAccount(member.request, { name: 'Enf. Bruno Lima' });
  const viewerAccount: Account = {
    name: 'Dr. Carlos Reis',
    email: uniqueEmail(),
    password: PASSWORD,
  };

  await navigateTo(admin, 'Settings');
  await expect(admin.getByRole('heading', { name: `Clinic: ${CLINIC}` })).toBeVisible();
  await expect(admin.getByRole('heading', { name: '1 member' })).toBeVisible();
  const memberLink = await invite(admin, memberAccount.email, 'Member');
  const viewerLink = await invite(admin, viewerAccount.email, 'Viewer');
  // One pending invitation per person: a second one for the same address is refused, in words.
  const inviteForm = admin.getByRole('form', { name: 'Invite a colleague' });
  await inviteForm.getByLabel('E-mail').fill(memberAccount.email);
  await inviteForm.getByRole('button', { name: 'Send invitation' }).click();
  await expect(inviteForm.getByRole('alert')).toHaveText(
    'This person already has a pending invitation or is already a member of this clinic.',
  );
  // For review when CLINIC_SHOTS names a folder (e.g. /tmp/shots).
  const shots = process.env.CLINIC_SHOTS;
  if (shots) await admin.screenshot({ path: `${shots}/invite-twice.png`, fullPage: true });
  await inviteForm.getByLabel('E-mail').fill('');

  // The member opens the link signed out, signs in and comes back to join.
  await member.goto(memberLink);
  await member.getByRole('link', { name: 'Sign in' }).click();
  await expect(member).toHaveURL(/\/login\?next=/);
  await submitSignIn(member, memberAccount);
  await expect(member).toHaveURL(/\/invite\//, { timeout: 15_000 });
  await join(member, 'Member');
  await expect(member.getByText('Maria Clínica')).toBeVisible();

  // The viewer has no account yet: signs up from the link.
  const viewer = await newPage(browser, baseURL);
  await viewer.goto(viewerLink);
  await viewer.getByRole('link', { name: 'Create account' }).click();
  await viewer.getByLabel('Name').fill(viewerAccount.name);
  await viewer.getByLabel('Email').fill(viewerAccount.email);
  await viewer.getByLabel('Password', { exact: true }).fill(viewerAccount.password);
  await viewer.getByRole('button', { name: 'Create account' }).click();
  await expect(viewer).toHaveURL(/\/invite\//, { timeout: 15_000 });
  await join(viewer, 'Viewer');

  // The member records a session for the clinic's patient.
  await recordShortSession(member, 'Maria', 'Maria Clínica');

  // The viewer sees the patient and the session, and no control that would change anything.
  await viewer.reload();
  await expect(viewer.getByText('Maria Clínica').first()).toBeVisible();
  await expect(viewer.getByText(`Last changed by ${adminAccount.name}`)).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Add patient' })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: /^Edit Maria/ })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: /^Archive Maria/ })).toHaveCount(0);
  await viewer.goto('/results');
  await viewer.getByRole('link', { name: /^Open session of Maria Clínica/ }).click();
  await expect(viewer.getByRole('heading', { name: 'Maria Clínica', level: 1 })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Download CSV' })).toBeVisible();
  await expect(viewer.getByText(`Recorded by ${memberAccount.name}`)).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Delete session' })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: 'Edit notes' })).toHaveCount(0);
  // Her navigation offers only what she can use; Connect, Activity and Class were dead ends.
  // The header links (wide screens) and the tab bar (phones): one shows at a time.
  const navLinks = viewer.getByRole('navigation', { name: 'Main' }).getByRole('link');
  await expect(navLinks).toHaveText(['Home', 'Schedule', 'Results', 'Settings']);
  await viewer.setViewportSize({ width: 390, height: 800 });
  await expect(navLinks).toHaveText(['Home', 'Schedule', 'Results', 'Settings']);
  await viewer.setViewportSize({ width: 1280, height: 720 });
  // Opened by a link anyway, the screen says why it offers nothing.
  await viewer.goto('/activity');
  await expect(viewer.getByText(/read-only access in this clinic/)).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Start' })).toHaveCount(0);
  await navigateTo(viewer, 'Settings');
  await expect(viewer.getByText('Your role: Viewer.')).toBeVisible();
  // Exporting the clinic's data is for its owner or an admin: not offered to fail with a 403.
  await expect(viewer.getByRole('button', { name: 'Export my data' })).toHaveCount(0);

  // The member, offline, adds a patient: the write waits in their outbox.
  await navigateTo(member, 'Home');
  await member.context().setOffline(true);
  await addPatientOnHome(member, { patientId: 'C-2', patientName: 'João Recusado' });

  // The admin sees both members and removes the member.
  await admin.reload();
  await expect(admin.getByRole('heading', { name: '3 members' })).toBeVisible();
  await expect(admin.getByText('No pending invitations.')).toBeVisible();
  // The audit trail names who recorded the session and who looked at it.
  const trail = admin.getByRole('table', { name: 'Audit trail' });
  const rows = trail.getByRole('row');
  await expect(
    rows.filter({ hasText: memberAccount.name }).filter({ hasText: 'Saved session' }).first(),
  ).toBeVisible();
  await expect(
    rows.filter({ hasText: viewerAccount.name }).filter({ hasText: 'Opened session' }).first(),
  ).toBeVisible();
  await expect(
    rows.filter({ hasText: adminAccount.name }).filter({ hasText: 'Saved patient' }).first(),
  ).toBeVisible();
  // Who may access is in the trail too, each name with its e-mail (a name is free text).
  await expect(
    rows
      .filter({ hasText: 'Joined the clinic' })
      .filter({ hasText: memberAccount.name })
      .filter({ hasText: memberAccount.email }),
  ).toBeVisible();
  await expect(
    rows
      .filter({ hasText: 'Invited someone' })
      .filter({ hasText: `${viewerAccount.email} viewer` }),
  ).toBeVisible();
  await trail.scrollIntoViewIfNeeded();
  await shot(admin, 'audit-trail');
  // The owner may hand ownership over (a clinic always keeps an owner).
  await expect(
    admin.getByRole('button', { name: `Make owner: ${viewerAccount.name}` }),
  ).toBeVisible();
  if (shots) await admin.screenshot({ path: `${shots}/members-make-owner.png`, fullPage: true });
  await admin.getByRole('button', { name: `Remove ${memberAccount.name}` }).click();
  const confirm = admin.getByRole('dialog', {
    name: `Remove ${memberAccount.name} from the clinic?`,
  });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toBeHidden();
  await expect(admin.getByRole('heading', { name: '2 members' })).toBeVisible();

  // Back online, the member's queued change is refused: shown as such, kept, and the way out.
  await member.context().setOffline(false);
  const refused = member.getByRole('alert').filter({
    hasText: `You are no longer a member of ${CLINIC}`,
  });
  await expect(refused).toBeVisible();
  await refused.getByRole('link', { name: /See them in Settings/ }).click();
  const item = member.getByRole('list', { name: 'Unsynced items' }).getByRole('listitem');
  // Named once the patient dictionary is read from this device (slow on a busy machine).
  await expect(item).toContainText('João Recusado', { timeout: 20_000 });
  await expect(item).toContainText(
    'The server refused it: You are no longer a member of this clinic',
  );
  // The device follows the server's session, which lost the clinic at the removal: it may enter
  // the personal workspace by itself before the clinician uses the way out offered here.
  await member
    .getByRole('button', { name: 'Switch to my personal workspace' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(switcher(member, 'Personal')).toBeVisible();
  await expect(member.getByText('Maria Clínica')).toHaveCount(0);
  // Still listed as refused in the personal workspace, never sent there.
  await navigateTo(member, 'Settings');
  await expect(
    member.getByRole('list', { name: 'Unsynced items' }).getByRole('listitem'),
  ).toContainText('The server refused it');
  const personal = await member.request.get('/api/patients');
  expect((await personal.json()).patients).toEqual([]);
});
