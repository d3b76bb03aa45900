/**
 * Two devices edit one patient: this device's copy is older than the server's, so its edit
 * meets a 409 and waits in Settings, side by side with the server's version, for the clinician
 * to choose. Nothing is replaced silently; "Keep mine" then sends it over the newer version.
 */

import { axeFindings, formatFindings } from './axe-check';
import { expect, test } from './fixtures';
import { signedIn } from './steps/account';
import { addPatientOnHome } from './steps/patients';
import { navigateTo, syncBadge } from './steps/shell';

test('an edit made on a stale copy is shown as a conflict and kept only when chosen', async ({
  page,
}) => {
  await signedIn(page);
  await addPatientOnHome(page, { patientId: 'CONF-1', patientName: 'Maria Antiga' });
  await expect(syncBadge(page)).toHaveAccessibleName(/Everything is synced/);

  // Another device renames her first (the server's copy goes from version 1 to 2).
  const other = await page.request.put('/api/patients/CONF-1', {
    data: { patientName: 'Maria do Outro Tablet', notes: 'alergia a dipirona' },
    headers: { 'if-match': '1' },
  });
  expect(other.status()).toBe(200);

  await page.getByRole('button', { name: 'Edit Maria Antiga' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit patient' });
  await edit.getByLabel('Name').fill('Maria Deste Tablet');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(syncBadge(page)).toHaveAccessibleName(/1 unsynced item/);

  await navigateTo(page, 'Settings');
  const sync = page.locator('#sync');
  await expect(sync).toContainText("Changed on another device since this device's copy");
  const table = sync.getByRole('table');
  await expect(table.getByRole('row', { name: /Name/ })).toContainText('Maria Deste Tablet');
  await expect(table.getByRole('row', { name: /Name/ })).toContainText('Maria do Outro Tablet');
  // The server still has the other device's edit: nothing was overwritten on its own.
  const before = await (await page.request.get('/api/patients/CONF-1')).json();
  expect(before.patient.patientName).toBe('Maria do Outro Tablet');

  const findings = await axeFindings(page, 'Settings with a conflict');
  expect(findings.failing, formatFindings(findings.failing)).toEqual([]);
  if (process.env.A11Y_SHOTS) {
    await sync.screenshot({ path: `${process.env.A11Y_SHOTS}/sync-conflict-1280.png` });
    await page.setViewportSize({ width: 360, height: 800 });
    await sync.screenshot({ path: `${process.env.A11Y_SHOTS}/sync-conflict-360.png` });
  }

  await sync.getByRole('button', { name: 'Keep mine' }).click();
  await expect(syncBadge(page)).toHaveAccessibleName(/Everything is synced/);
  const after = await (await page.request.get('/api/patients/CONF-1')).json();
  expect(after.patient).toMatchObject({ patientName: 'Maria Deste Tablet', version: 3 });
});
