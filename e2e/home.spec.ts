/**
 * Home's cards: the latest sessions (each opens its session; a call to record when there are
 * none) and the device and sync state (sensor, online or offline, unsynced items).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { makeAccount, signedIn, signIn } from './steps/account';
import { daysAgo, seedSession } from './steps/activities';
import { addPatientOnHome, seedPatient } from './steps/patients';
import { connectSimulatedSensor } from './steps/sensor';
import { navigateTo } from './steps/shell';

const recentCard = (page: Page) => page.getByRole('region', { name: 'Recent sessions' });
const deviceCard = (page: Page) => page.getByRole('region', { name: 'Device and sync' });

/** Screenshots for review when HOME_SHOTS names a folder (e.g. /tmp/shots). */
async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.HOME_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/home-${name}.png`, fullPage: true });
}

test('with no sessions yet, Home invites the clinician to record one', async ({ page }) => {
  await signedIn(page);
  await expect(recentCard(page)).toContainText('No sessions recorded yet');
  await recentCard(page).getByRole('link', { name: 'Record a session' }).click();
  await expect(page).toHaveURL(/\/activity$/);
});

test('Home lists the latest sessions, newest first, each opening its session', async ({ page }) => {
  await signedIn(page);
  await seedPatient(page.request, 'H-1', 'Helena Prado');
  await seedPatient(page.request, 'H-2', 'Otávio Reis');
  await seedSession(page.request, 'H-1', { startedAt: daysAgo(3), durationS: 15 * 60 });
  const newest = await seedSession(page.request, 'H-2', { startedAt: daysAgo(1), seed: 2 });
  await page.reload();

  const links = recentCard(page).getByRole('link', { name: /^Open session of / });
  await expect(links).toHaveCount(2);
  await expect(links.nth(0)).toHaveText('Otávio Reis');
  await expect(links.nth(1)).toHaveText('Helena Prado');
  const items = recentCard(page).getByRole('listitem');
  await expect(items.nth(1)).toContainText('Duration 15:00');
  await expect(items.nth(0)).toContainText(`Avg HR ${Math.round(newest.summary.hrAvg)}\u00a0bpm`);
  await shot(page, 'en-1280');
  await page.setViewportSize({ width: 360, height: 740 });
  await shot(page, 'en-360');
  await page.setViewportSize({ width: 1280, height: 720 });

  await links.nth(0).click();
  await expect(page).toHaveURL(new RegExp(`/results/${newest.activityId}$`));
  await expect(page.getByRole('button', { name: 'Edit notes' })).toBeVisible();

  // Back on Home (a fresh start), the cached sessions show at once, then the API's.
  await navigateTo(page, 'Home');
  await expect(links).toHaveCount(2);
});

test('Home shows the sensor and the sync state, offline and with unsynced items', async ({
  page,
  context,
}) => {
  await signedIn(page);
  const device = deviceCard(page);
  await expect(device).toContainText('Not connected');
  await expect(device).toContainText('Online');
  await expect(device).toContainText('Everything on this device is on the server.');

  await connectSimulatedSensor(page);
  await navigateTo(page, 'Home');
  await expect(device).toContainText('Connected');
  await expect(device).toContainText('Ritmo simulator');

  await context.setOffline(true);
  await expect(device).toContainText('Offline');
  await addPatientOnHome(page, { patientId: 'SYNC-1', patientName: 'Sara Pendente' });
  await expect(device).toContainText('1 item is not on the server yet.');

  await device.getByRole('link', { name: 'See unsynced items' }).click();
  await expect(page).toHaveURL(/\/settings#sync$/);
  await expect(page.getByRole('list', { name: 'Unsynced items' })).toContainText('Sara Pendente');

  await context.setOffline(false);
  await navigateTo(page, 'Home');
  await expect(device).toContainText('Everything on this device is on the server.');
});

test.describe('layout on a phone and in Portuguese', () => {
  test.use({ locale: 'pt-BR' });

  test('Home reads in pt-BR at 360 px and 1280 px', async ({ page }) => {
    const account = await makeAccount(page.request, { name: 'Ana' });
    await seedPatient(page.request, 'PT-1', 'Maria da Conceição Albuquerque');
    await seedSession(page.request, 'PT-1', { startedAt: daysAgo(2) });
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, account, 'pt-BR');

    const recent = page.getByRole('region', { name: 'Sessões recentes' });
    await expect(
      recent.getByRole('link', { name: /^Abrir sessão de Maria da Conceição/ }),
    ).toBeVisible();
    const device = page.getByRole('region', { name: 'Dispositivo e sincronização' });
    await expect(device).toContainText('Tudo o que está neste aparelho já está no servidor.');
    await shot(page, 'pt-BR-360');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'pt-BR-1280');
  });
});
