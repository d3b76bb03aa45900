/**
 * A session already on the server opens without a connection: Results fetches the newest
 * sessions' details ahead while online, so in a gym with no signal the clinician still sees the
 * chart, summary and notes of one never opened on this device, marked as the copy kept here.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signedIn } from './steps/account';
import { daysAgo, seedSession } from './steps/activities';
import { shot, waitForServiceWorker } from './steps/offline';
import { seedPatient } from './steps/patients';
import { navigateTo, syncBadge } from './steps/shell';

const NAME = 'Otávio Offline';
const NOTES = 'Tolerou bem a rampa; manter a carga.';

/** Whether the app's IndexedDB cache holds the session's details (written by the prefetch). */
function isKept(page: Page, activityId: string): Promise<boolean> {
  return page.evaluate(
    (key) =>
      new Promise<boolean>((resolve) => {
        const opening = indexedDB.open('ritmo');
        opening.onerror = () => resolve(false);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('cache')) return resolve(false);
          const read = db.transaction('cache').objectStore('cache').get(key);
          read.onsuccess = () => resolve(read.result !== undefined);
          read.onerror = () => resolve(false);
        };
      }),
    `session-details:${activityId}`,
  );
}

test('a session synced to the server, never opened here, opens offline from the kept copy', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signedIn(page);
  await seedPatient(page.request, 'OFF-1', NAME);
  const session = await seedSession(page.request, 'OFF-1', {
    startedAt: daysAgo(1),
    durationS: 30 * 60,
    seed: 11,
    notes: NOTES,
  });
  const detailsPath = `/api/activities/${session.activityId}`;
  const fetchedAhead: number[] = [];
  const opened: string[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname === detailsPath) opened.push(url.href);
    if (url.pathname === '/api/activities/offline-copies') {
      fetchedAhead.push((await response.body()).length);
    }
  });

  // Online: the history lists the session; nobody opens it.
  await navigateTo(page, 'Results');
  const link = page.getByRole('link', { name: new RegExp(`^Open session of ${NAME}`) });
  await expect(link).toBeVisible();
  await waitForServiceWorker(page);
  await expect.poll(() => isKept(page, session.activityId), { timeout: 20_000 }).toBe(true);
  expect(fetchedAhead).toHaveLength(1);
  // Copied for offline use, not opened: the audit trail says so, once, naming the patient.
  expect(opened).toEqual([]);
  const audit = async (action: string) =>
    (await (await page.request.get(`/api/audit?action=${action}`)).json()).events;
  expect(await audit('activity.read')).toEqual([]);
  expect(await audit('activity.offline-copy')).toEqual([
    expect.objectContaining({ patientIds: ['OFF-1'], activityId: null }),
  ]);
  test.info().annotations.push({
    type: 'prefetched bytes',
    description: `${fetchedAhead[0]} bytes for one 30-minute session`,
  });

  await context.setOffline(true);
  await expect(syncBadge(page)).toHaveText('Offline');
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(
    page.getByText(/^Offline: showing this session as kept on this device on /),
  ).toBeVisible();
  await expect(
    page.getByRole('img', { name: /^Heart rate over 30:00/ }).locator('canvas'),
  ).toBeVisible();
  await expect(page.getByTestId('session-summary')).toContainText(/Duration\s*30:00/);
  await expect(page.getByText(NOTES)).toBeVisible();
  await shot(page, 'session-cached');
  expect(fetchedAhead).toHaveLength(1);

  // The connection returns: the screen asks the server again and the note goes.
  await context.setOffline(false);
  await expect(page.getByText(/^Offline: showing this session/)).toBeHidden();
  await expect(page.getByText(NOTES)).toBeVisible();
  // Now a person opened it: one "opened session", and no second offline copy.
  await expect.poll(() => opened.length).toBe(1);
  expect(fetchedAhead).toHaveLength(1);
  await expect
    .poll(async () =>
      (await audit('activity.read')).map((e: { activityId: string }) => e.activityId),
    )
    .toEqual([session.activityId]);
});
