/**
 * Journey (issue 39, the patient's guided session): in pt-BR on a 390 px phone, a patient whose
 * clinic signed a 20-minute walking prescription (band 100–120 bpm, safety maximum 140 from the
 * exercise test's peak) runs the session on an emulated strap (Chromium's BluetoothEmulation,
 * the real Web Bluetooth driver) under Playwright's clock, so the 30 minutes pass at once. The
 * heart rate climbs above the band ("Diminua o ritmo") and above the maximum ("Pare agora", the
 * alarm); the voice is heard through speechSynthesis; the phone goes offline for the cool-down
 * and the After form ("Guardado neste aparelho…"), comes back ("Enviado para sua clínica ✓"),
 * and the clinician reads the session, marked home, through GET /api/activities.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { BLE_EMULATION_USE, EmulatedBluetooth } from './ble-emulation/emulated-bluetooth';
import { heartRatePacket } from './ble-emulation/peripherals';
import { expect, test } from './fixtures';
import { borgSelect, clinicPrescribesWalking, patientJoins } from './steps/home-session';
import { screenReady } from './steps/screen';

test.use({ ...BLE_EMULATION_USE, locale: 'pt-BR', viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });

const PATIENT = 'HS-1';
const MIN = 60_000;

/** What the app said aloud and vibrated, recorded in place of the speaker and the motor. */
function listenToCues(page: Page) {
  return page.addInitScript(() => {
    const heard = { spoken: [] as { text: string; lang: string }[], vibrations: 0 };
    Object.assign(window, { heard });
    const synth = window.speechSynthesis;
    if (synth) {
      synth.speak = (utterance) =>
        void heard.spoken.push({ text: utterance.text, lang: utterance.lang });
      synth.cancel = () => undefined;
    }
    navigator.vibrate = () => {
      heard.vibrations += 1;
      return true;
    };
  });
}

const heard = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { heard: { spoken: { text: string }[] } }).heard.spoken.map(
      (s) => s.text,
    ),
  );

test('a home session on the strap: cues, the alarm, offline cool-down and After, then sent', async ({
  page,
  context,
  browser,
  baseURL,
}, testInfo) => {
  const clinician = await browser.newContext({ baseURL });
  const ble = await EmulatedBluetooth.start(page);
  try {
    const code = await clinicPrescribesWalking(clinician.request, baseURL!, PATIENT);
    await listenToCues(page);
    await page.clock.install();
    await patientJoins(page, code);

    await page.goto('/me/session');
    await screenReady(page, '/me/session');
    await expect(page.getByText('Sua faixa: de 100 a 120 batimentos por minuto')).toBeVisible();
    const strap = await ble.add('strap', '0A:0B:0C:0D:0E:21', 'Polar H10 CASA', { battery: '5A' });
    ble.choose(strap);
    await page.getByRole('button', { name: 'Conectar minha cinta' }).click();
    await expect(page.getByText('Cinta conectada: Polar H10 CASA')).toBeVisible();
    await page.getByRole('button', { name: 'Começar a sessão' }).click();
    await expect(page.getByTestId('home-phase')).toHaveText('Aquecimento');

    // Conditioning: above the band for longer than the 15 s hold, then over the maximum.
    await page.clock.fastForward(5 * MIN);
    await expect(page.getByTestId('home-phase')).toHaveText('Exercício');
    expect(await ble.notify(strap, heartRatePacket(125))).toBe(true);
    await expect(page.getByTestId('home-hr')).toHaveText('125');
    await page.clock.fastForward(16_000);
    expect(await ble.notify(strap, heartRatePacket(126))).toBe(true);
    await expect(page.getByTestId('home-cue')).toHaveText('Diminua o ritmo');
    const shots = testInfo.outputPath();
    for (const width of [360, 820]) {
      await page.setViewportSize({ width, height: width === 360 ? 780 : 1180 });
      await page.screenshot({ path: path.join(shots, `me-session-${width}.png`), fullPage: true });
      // Nothing wider than the phone: no sideways scrolling at 360 px.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    }
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await ble.notify(strap, heartRatePacket(146))).toBe(true);
    await expect(page.getByTestId('home-cue')).toContainText('Pare agora');
    await page.screenshot({ path: path.join(shots, 'me-session-stop-390.png') });
    await expect.poll(() => heard(page)).toEqual(['Diminua o ritmo', 'Pare agora']);
    expect(await ble.notify(strap, heartRatePacket(112))).toBe(true);

    // Borg at the end of conditioning; then offline for the cool-down and the After form.
    await page.clock.fastForward(20 * MIN);
    await expect(page.getByTestId('home-phase')).toHaveText('Volta à calma');
    await borgSelect(page).click();
    await page.getByRole('option', { name: '13 — um pouco intenso' }).click();
    await page.getByRole('button', { name: 'Responder' }).click();
    await context.setOffline(true);
    await page.clock.fastForward(5 * MIN);
    await expect(page).toHaveURL(/\/me\/after\//);
    const activityId = page.url().split('/').at(-1)!;
    await borgSelect(page).click();
    await page.getByRole('option', { name: '11 — leve' }).click();
    await page.getByLabel('Quer contar algo para sua clínica?').fill('Cansei na subida.');
    await page.screenshot({ path: path.join(shots, 'me-after-390.png'), fullPage: true });
    await page.getByRole('button', { name: 'Enviar para a clínica' }).click();
    const sendState = page.getByTestId('after-send-state');
    await expect(sendState).toHaveText(
      'Guardado neste aparelho; será enviado quando houver internet',
    );

    await context.setOffline(false);
    await expect(sendState).toHaveText('Enviado para sua clínica ✓');

    const listed = await clinician.request.get(`/api/activities?patientId=${PATIENT}&setting=home`);
    expect(listed.ok(), await listed.text()).toBe(true);
    const { activities } = await listed.json();
    expect(activities).toHaveLength(1);
    expect(activities[0]).toMatchObject({
      activityId,
      setting: 'home',
      notes: 'Cansei na subida.',
    });
    const detail = await (await clinician.request.get(`/api/activities/${activityId}`)).json();
    expect(detail.activity.prescription).toEqual({ version: 1, signed: true });
    expect(detail.activity.events).toContainEqual(
      expect.objectContaining({
        kind: 'alarm',
        value: { rule: 'above-max', measured: 146, limit: 140 },
      }),
    );
    expect(detail.activity.samples.hr).toEqual([125, 126, 146, 112]);
  } finally {
    await ble.stop();
    await clinician.close();
  }
});
