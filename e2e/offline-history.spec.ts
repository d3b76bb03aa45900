/**
 * A session recorded offline is part of the clinic's record at once: after a reload while still
 * offline it is in Results history and on Home, marked as not synced yet, and opens; when the
 * connection returns it reaches the server once and shows once, as a plain server row.
 */
import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { signedIn } from './steps/account';
import { shot, waitForServiceWorker } from './steps/offline';
import { makePatient } from './steps/patients';
import { recordShortSession } from './steps/recording';
import { navigateTo, syncBadge } from './steps/shell';

test.use({ viewport: { width: 360, height: 740 } });

const NAME = 'Helena Histórico';

test('a session recorded offline shows in history, on Home and on its own screen before it syncs', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signedIn(page);
  await makePatient(page.request, { patientId: 'HIST-1', patientName: NAME });
  // Home lists the new patient (and keeps the list for offline use).
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: NAME })).toBeVisible();
  await waitForServiceWorker(page);
  const sent: Request[] = [];
  page.on('request', (request) => sent.push(request));

  await context.setOffline(true);
  await recordShortSession(page, 'helena', NAME);
  await page.reload();
  await expect(syncBadge(page)).toHaveText('Offline · 1');

  await navigateTo(page, 'Home');
  const recent = page.getByRole('list', { name: 'Recent sessions' });
  const recentItem = recent.getByRole('listitem').filter({ hasText: NAME });
  await expect(recentItem).toContainText('Not synced yet');

  await navigateTo(page, 'Results');
  const history = page.getByRole('list', { name: 'Sessions' });
  const row = history.getByRole('listitem').filter({ hasText: NAME });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Not synced yet');
  await expect(row).toContainText('Walk');
  await shot(page, 'history-unsynced');

  await row.getByRole('link', { name: new RegExp(`^Open session of ${NAME}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  const notice = page.getByRole('alert').filter({ hasText: 'Not synced yet' });
  await expect(notice).toContainText('Saved on this device only');
  await expect(page.getByRole('region', { name: 'Summary' })).toBeVisible();
  await shot(page, 'session-unsynced');

  await context.setOffline(false);
  await expect(syncBadge(page)).toHaveText('Online');
  // The screen asks the server again once the save has left the device.
  await expect(notice).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();

  await navigateTo(page, 'Results');
  await expect(row).toHaveCount(1);
  await expect(row).not.toContainText('Not synced yet');
  await navigateTo(page, 'Home');
  await expect(recentItem).toHaveCount(1);
  await expect(recentItem).not.toContainText('Not synced yet');

  const { activities } = await (await page.request.get('/api/activities?patientId=HIST-1')).json();
  expect(activities).toHaveLength(1);
  const puts = sent.filter((r) => r.method() === 'PUT' && /\/api\/activities\//.test(r.url()));
  expect(puts).toHaveLength(1);
});
