/**
 * Working offline on a phone: a patient added and a session recorded with the network off are
 * on screen at once, survive a reload while still offline, and reach the server exactly once
 * when the connection returns. A write the server refuses stays listed with its reason.
 */
import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { signedIn } from './steps/account';
import { shot, waitForServiceWorker } from './steps/offline';
import { addPatientOnHome } from './steps/patients';
import { recordShortSession } from './steps/recording';
import { navigateTo, syncBadge } from './steps/shell';

test.use({ viewport: { width: 360, height: 740 } });

const writesTo = (requests: Request[], pattern: RegExp) =>
  requests.filter((request) => request.method() === 'PUT' && pattern.test(request.url())).length;

test('offline: a patient and a session are kept across a reload and sync once when online', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signedIn(page);
  await waitForServiceWorker(page);
  const sent: Request[] = [];
  page.on('request', (request) => sent.push(request));

  await context.setOffline(true);
  await expect(syncBadge(page)).toHaveText('Offline');
  await addPatientOnHome(page, { patientId: 'OFF-1', patientName: 'Lúcia Offline' });
  await expect(page.getByRole('listitem').filter({ hasText: 'Lúcia Offline' })).toBeVisible();
  await expect(syncBadge(page)).toHaveText('Offline · 1');
  await recordShortSession(page, 'lucia', 'Lúcia Offline');
  await expect(syncBadge(page)).toHaveText('Offline · 2');

  // Still offline: the app shell, the cached list and the outbox all come back.
  await page.reload();
  await navigateTo(page, 'Home');
  const patientList = page.getByRole('region', { name: 'Patients' });
  await expect(
    patientList.getByRole('listitem').filter({ hasText: 'Lúcia Offline' }),
  ).toBeVisible();
  // The session too, among the recent ones, marked as not on the server yet.
  const recent = page.getByRole('list', { name: 'Recent sessions' }).getByRole('listitem');
  await expect(recent.filter({ hasText: 'Lúcia Offline' })).toContainText('Not synced yet');
  await expect(syncBadge(page)).toHaveText('Offline · 2');
  await shot(page, 'header-badge');
  await syncBadge(page).click();
  const list = page.getByRole('list', { name: 'Unsynced items' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').nth(0)).toContainText(
    'Save · Patient Lúcia Offline (OFF-1)',
  );
  await expect(list.getByRole('listitem').nth(1)).toContainText(
    'Save · Session for Lúcia Offline (OFF-1)',
  );
  await expect(list).toContainText('Waiting to be sent');
  await shot(page, 'settings-unsynced');

  await context.setOffline(false);
  await expect(syncBadge(page)).toHaveText('Online');
  await expect(page.getByText('Everything on this device is on the server.')).toBeVisible();

  const { patients } = await (await page.request.get('/api/patients')).json();
  expect(patients.filter((p: { patientId: string }) => p.patientId === 'OFF-1')).toHaveLength(1);
  const { activities } = await (await page.request.get('/api/activities?patientId=OFF-1')).json();
  expect(activities).toHaveLength(1);
  // Each write went out exactly once: nothing was sent while offline, nothing twice after.
  expect(writesTo(sent, /\/api\/patients\/OFF-1$/)).toBe(1);
  expect(writesTo(sent, /\/api\/activities\//)).toBe(1);

  // The recent history seen online stays readable after an offline reload.
  await navigateTo(page, 'Results');
  const history = page.getByRole('main');
  await expect(history).toContainText('Walk');
  await context.setOffline(true);
  await page.reload();
  await expect(history).toContainText('Lúcia Offline');
  await expect(history).toContainText('Walk');
  await shot(page, 'results-offline');
});

test('a write the server refuses stays listed with its reason until the clinician decides', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  // A tablet whose clock runs two days ahead: its "today" is the server's future.
  const ahead = Date.now() + 2 * 24 * 60 * 60 * 1000;
  await context.clock.install({ time: ahead });
  await signedIn(page);
  // The simulated sensor's code comes from the service worker's cache once offline.
  await waitForServiceWorker(page);
  const tabletToday = new Date(ahead).toISOString().slice(0, 10);

  await context.setOffline(true);
  await addPatientOnHome(page, {
    patientId: 'SKEW-1',
    patientName: 'Rui Adiantado',
    birthDate: tabletToday,
  });
  await recordShortSession(page, 'rui', 'Rui Adiantado');

  await context.setOffline(false);
  await navigateTo(page, 'Settings');
  const list = page.getByRole('list', { name: 'Unsynced items' });
  const patientItem = list
    .getByRole('listitem')
    .filter({ hasText: 'Save · Patient Rui Adiantado (SKEW-1)' });
  const sessionItem = list
    .getByRole('listitem')
    .filter({ hasText: 'Save · Session for Rui Adiantado' });
  await expect(patientItem).toContainText('The server refused it:');
  await expect(patientItem).toContainText('body.birthDate: must not be in the future');
  // Its times are two days in the server's future: refused, each field named.
  await expect(sessionItem).toContainText('The server refused it:');
  await expect(sessionItem).toContainText('body.startedAt: must not be more than a day from now');
  await expect(syncBadge(page)).toHaveText('Online · 2');
  await list.scrollIntoViewIfNeeded();
  await shot(page, 'settings-rejected');

  // Discarding asks first; Cancel keeps the item.
  await sessionItem.getByRole('button', { name: 'Discard' }).click();
  const confirm = page.getByRole('dialog', { name: 'Discard this change?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await patientItem.getByRole('button', { name: 'Discard' }).click();
  await confirm.getByRole('button', { name: 'Discard' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(syncBadge(page)).toHaveText('Online · 1');

  // The refused session is still in the history and opens, saying the server refused it.
  await navigateTo(page, 'Results');
  const row = page.getByRole('list', { name: 'Sessions' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Refused by the server');
  await row.getByRole('link', { name: /^Open session of / }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Refused by the server' })).toContainText(
    'see the unsynced items in Settings',
  );
});

test('signing out with unsynced items asks before discarding them', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signedIn(page);
  // Settings' code comes from the service worker's cache once offline (right after sign-in the
  // idle preloading may not have fetched it yet).
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await addPatientOnHome(page, { patientId: 'OUT-1', patientName: 'Ana Pendente' });
  await navigateTo(page, 'Settings');
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();

  const ask = page.getByRole('dialog');
  await expect(ask).toContainText('1');
  await shot(page, 'sign-out-warning');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(syncBadge(page)).toHaveText('Offline · 1');

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Sign out/ })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  const outbox = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('ritmo');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('outbox')) return resolve(0);
          const count = db.transaction('outbox').objectStore('outbox').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
  expect(outbox).toBe(0);
});
