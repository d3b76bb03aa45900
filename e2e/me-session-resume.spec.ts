/**
 * Journey (issue 39, "never losing a recorded session"): in pt-BR on a phone, a patient starts
 * the guided session on an emulated strap (Chromium's BluetoothEmulation), the page reloads in
 * the middle of it, and Today offers it back in plain words. "Continuar a sessão" goes on with
 * the plan it started from; the strap is connected again from the session screen; the patient
 * ends it, answers After and sees it sent. The clinic reads one session with every reading and
 * the time away marked as a gap. Then a session by time, reloaded and ended from Today: it waits
 * on Today ("A sessão de … ainda espera suas respostas") until its After is sent.
 */
import path from 'node:path';
import { BLE_EMULATION_USE, EmulatedBluetooth } from './ble-emulation/emulated-bluetooth';
import { heartRatePacket } from './ble-emulation/peripherals';
import { expect, test } from './fixtures';
import { borgSelect, clinicPrescribesWalking, patientJoins } from './steps/home-session';
import { readCheckpoints } from './steps/recording';
import { screenReady } from './steps/screen';

test.use({ ...BLE_EMULATION_USE, locale: 'pt-BR', viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });

const PATIENT = 'HS-R1';

test('a reload mid-session: Today offers it back, it goes on with a gap, ends and is sent', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const clinician = await browser.newContext({ baseURL });
  const ble = await EmulatedBluetooth.start(page);
  try {
    const code = await clinicPrescribesWalking(clinician.request, baseURL!, PATIENT);
    await patientJoins(page, code);

    await page.goto('/me/session');
    await screenReady(page, '/me/session');
    const strap = await ble.add('strap', '0A:0B:0C:0D:0E:31', 'Polar H10 CASA', { battery: '5A' });
    ble.choose(strap);
    await page.getByRole('button', { name: 'Conectar minha cinta' }).click();
    await expect(page.getByText('Cinta conectada: Polar H10 CASA')).toBeVisible();
    await page.getByRole('button', { name: 'Começar a sessão' }).click();
    await expect(page.getByTestId('home-phase')).toHaveText('Aquecimento');
    expect(await ble.notify(strap, heartRatePacket(105))).toBe(true);
    await expect(page.getByTestId('home-hr')).toHaveText('105');
    // The reading reaches the device's checkpoint within its 5 s interval.
    await expect
      .poll(async () => (await readCheckpoints(page))[0]?.session.samples.hr)
      .toEqual([105]);
    const activityId = (await readCheckpoints(page))[0]!.activityId;

    await page.reload();
    await page.goto('/me');
    await screenReady(page, '/me');
    const offer = page.getByRole('region', { name: 'Sua sessão foi interrompida' });
    await expect(offer).toContainText('o tempo em que você ficou fora fica marcado como uma pausa');
    await page.setViewportSize({ width: 360, height: 780 });
    await page.screenshot({
      path: path.join(testInfo.outputPath(), 'me-resume-offer-360.png'),
      fullPage: true,
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await offer.getByRole('button', { name: 'Continuar a sessão' }).click();

    await expect(page).toHaveURL(/\/me\/session$/);
    await expect(page.getByTestId('home-phase')).toHaveText('Aquecimento');
    // The strap is connected again with a tap (the browser asks for one after a reload). The
    // emulated adapter went with the page that was reloaded: it is enabled again first.
    await ble.reloaded();
    ble.choose(strap);
    await page.getByRole('button', { name: 'Conectar minha cinta' }).click();
    await expect(page.getByRole('button', { name: 'Conectar minha cinta' })).toBeHidden();
    expect(await ble.notify(strap, heartRatePacket(108))).toBe(true);
    await expect(page.getByTestId('home-hr')).toHaveText('108');

    await page.getByRole('button', { name: 'Terminar a sessão' }).click();
    await expect(page).toHaveURL(new RegExp(`/me/after/${activityId}$`));
    await borgSelect(page).click();
    await page.getByRole('option', { name: '11 — leve' }).click();
    await page.getByRole('button', { name: 'Enviar para a clínica' }).click();
    await expect(page.getByTestId('after-send-state')).toHaveText('Enviado para sua clínica ✓');
    expect(await readCheckpoints(page)).toEqual([]);

    // Today has nothing waiting any more.
    await page.goto('/me');
    await screenReady(page, '/me');
    await expect(page.getByText('ainda espera suas respostas')).toBeHidden();
    await expect(page.getByRole('region', { name: 'Sua sessão foi interrompida' })).toBeHidden();

    const detail = await clinician.request.get(`/api/activities/${activityId}`);
    expect(detail.ok(), await detail.text()).toBe(true);
    const { activity } = await detail.json();
    expect(activity.setting).toBe('home');
    expect(activity.samples.hr).toEqual([105, 108]);
    const markers = activity.events.map((e: { value?: unknown }) => e.value);
    expect(markers).toEqual(expect.arrayContaining(['recording-interrupted', 'recording-resumed']));
  } finally {
    await ble.stop();
    await clinician.close();
  }
});

test('a reload mid-session, ended from Today: it waits there for its After until that is sent', async ({
  page,
  browser,
  baseURL,
}) => {
  const clinician = await browser.newContext({ baseURL });
  try {
    const code = await clinicPrescribesWalking(clinician.request, baseURL!, 'HS-R2');
    await patientJoins(page, code);
    await page.goto('/me/session');
    await screenReady(page, '/me/session');
    // No Bluetooth adapter here: the session goes by time and Borg.
    await page.getByRole('button', { name: 'Começar a sessão' }).click();
    await expect(page.getByTestId('home-phase')).toHaveText('Aquecimento');
    await expect.poll(async () => (await readCheckpoints(page)).length).toBe(1);
    const activityId = (await readCheckpoints(page))[0]!.activityId;

    await page.reload();
    await page.goto('/me');
    await screenReady(page, '/me');
    const offer = page.getByRole('region', { name: 'Sua sessão foi interrompida' });
    await offer.getByRole('button', { name: 'Encerrar e responder' }).click();
    await expect(page).toHaveURL(new RegExp(`/me/after/${activityId}$`));
    expect(await readCheckpoints(page)).toEqual([]);

    // Not answered yet: Today says so, and leads back to it.
    await page.getByRole('link', { name: 'Hoje' }).click();
    await expect(page.getByText(/^A sessão de .+ ainda espera suas respostas$/)).toBeVisible();
    await expect(offer).toBeHidden();
    await page.getByRole('link', { name: 'Responder agora' }).click();
    await expect(page).toHaveURL(new RegExp(`/me/after/${activityId}$`));
    await borgSelect(page).click();
    await page.getByRole('option', { name: '11 — leve' }).click();
    await page.getByRole('button', { name: 'Enviar para a clínica' }).click();
    await expect(page.getByTestId('after-send-state')).toHaveText('Enviado para sua clínica ✓');
    await page.getByRole('link', { name: 'Hoje' }).click();
    await expect(page.getByRole('heading', { name: 'Hoje', exact: true })).toBeVisible();
    await expect(page.getByText(/ainda espera suas respostas/)).toBeHidden();

    const detail = await clinician.request.get(`/api/activities/${activityId}`);
    expect(detail.ok(), await detail.text()).toBe(true);
  } finally {
    await clinician.close();
  }
});
