/**
 * Assessments on the patient's chart (issue 25), in English and Portuguese: a clinician records an
 * exercise test in its form (a value out of range is refused, naming the field), then a live
 * 6-minute walk timed by Ritmo with a heart-rate strap on Chromium's Bluetooth emulation: the
 * countdown, each minute announced, the strap's HR on screen and filled in before and after;
 * a walk cancelled midway is discarded only after confirming. Both are listed with baseline and
 * latest. Six minutes pass on Playwright's fake clock (page.clock), never through an app flag.
 * axe on the tab, the form and the walk; fits 390, 820 and 1280 px (screenshots to
 * ASSESSMENTS_SHOTS when set).
 */
import type { Page } from '@playwright/test';
import { type AxeFinding, axeFindings, formatFindings } from './axe-check';
import { BLE_EMULATION_USE, EmulatedBluetooth } from './ble-emulation/emulated-bluetooth';
import { heartRatePacket } from './ble-emulation/peripherals';
import { expect, test } from './fixtures';
import { makeAccount, signIn } from './steps/account';
import { clinicWithColleague } from './steps/clinic';
import { waitForServiceWorker } from './steps/offline';
import { makePatient } from './steps/patients';
import { navigateTo, notFitting } from './steps/shell';
import { BOTH_LANGUAGES, uiText } from './steps/ui-text';

test.use(BLE_EMULATION_USE);

async function serverAssessments(page: Page, patientId: string) {
  const response = await page.request.get(`/api/patients/${patientId}/assessments`);
  return (await response.json()).assessments as Record<string, unknown>[];
}

for (const { language, locale } of BOTH_LANGUAGES) {
  test.describe(`assessments (${language})`, () => {
    test.use({ locale, viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
    const tx = (key: string, vars: Record<string, string | number> = {}) =>
      Object.entries(vars).reduce(
        (text, [name, value]) => text.replace(`{{${name}}}`, String(value)),
        uiText(language, key.includes(':') ? key : `assessments:${key}`),
      );
    const save = uiText(language, 'common.save');

    test('record an exercise test and a live 6-minute walk with the strap, see them listed', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const failing: AxeFinding[] = [];
      const problems: string[] = [];
      const check = async (screen: string, widths = [390]) => {
        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          failing.push(...(await axeFindings(page, `${screen} ${width}px`)).failing);
          problems.push(...(await notFitting(page, language, `${screen} ${width}px`)));
          if (process.env.ASSESSMENTS_SHOTS) {
            const path = `${process.env.ASSESSMENTS_SHOTS}/${screen}-${language}-${width}.png`;
            await page.screenshot({ path, fullPage: true });
          }
        }
        await page.setViewportSize({ width: 390, height: 844 });
      };
      // Time flows as usual until the walk, which then jumps forward (fake timers in the page only).
      await page.clock.install();
      const account = await makeAccount(page.request);
      await makePatient(page.request, {
        patientId: 'AS-1',
        patientName: 'Helena Costa',
        sex: 'female',
        birthDate: '1958-03-02',
      });
      // A baseline walk from before, so the live one shows the change.
      const seeded = await page.request.put('/api/patients/AS-1/assessments/W-0', {
        data: { kind: 'six-minute-walk', date: '2026-10-01', distanceM: 350 },
      });
      expect(seeded.ok(), await seeded.text()).toBe(true);
      await signIn(page, account, language);
      const ble = await EmulatedBluetooth.start(page);
      try {
        const strap = await ble.add('strap', '0A:0B:0C:0D:0E:21', 'Polar H10 WALK', {
          battery: '5A',
          location: '01',
        });
        ble.choose(strap);
        await navigateTo(page, uiText(language, 'nav.connect'), language);
        await page.getByRole('button', { name: uiText(language, 'devices:connect') }).click();
        await expect(
          page.getByRole('status').filter({ hasText: uiText(language, 'devices:state.connected') }),
        ).toBeVisible();

        await navigateTo(page, uiText(language, 'nav.home'), language);
        await page.getByRole('link', { name: 'Helena Costa' }).click();
        await page.getByRole('tab', { name: uiText(language, 'chart:tabs.assessments') }).click();
        await expect(page.getByText(tx('empty.exercise-test'))).toBeVisible();
        const tests = page.getByRole('list', { name: tx('kinds.exercise-test') });
        const walks = page.getByRole('list', { name: tx('kinds.six-minute-walk') });
        await expect(walks.getByRole('listitem')).toHaveCount(1);
        await check('empty');

        // An exercise test: a peak out of range is refused, naming the field and the limit.
        await page.getByRole('button', { name: tx('add.exercise-test') }).click();
        const form = page.getByRole('dialog', { name: tx('newTitle.exercise-test') });
        await form.getByLabel(tx('fields.restHr')).fill('70');
        await form.getByLabel(tx('fields.peakHr')).fill('300');
        await form.getByRole('button', { name: save }).click();
        await expect(form.getByText(tx('errors.max', { limit: 250 }))).toBeVisible();
        await expect(form.getByLabel(tx('fields.peakHr'))).toHaveAttribute('aria-invalid', 'true');
        await form.getByLabel(tx('fields.peakHr')).fill('128');
        await form.getByLabel(tx('fields.vt1Hr')).fill('100');
        await form.getByLabel(tx('fields.vt2Hr')).fill('125');
        await form.getByLabel(tx('fields.peakMets')).fill(language === 'pt-BR' ? '6,5' : '6.5');
        await form.getByLabel(tx('fields.onBetaBlocker')).check();
        await check('exercise-test-form');
        await form.getByRole('button', { name: save }).click();
        await expect(form).toBeHidden();
        await expect(tests.getByRole('listitem')).toHaveCount(1);
        const serverTest = async () =>
          (await serverAssessments(page, 'AS-1')).find((a) => a.kind === 'exercise-test');
        await expect.poll(serverTest, { timeout: 15_000 }).toBeTruthy();
        expect(await serverTest()).toMatchObject({
          kind: 'exercise-test',
          restHr: 70,
          peakHr: 128,
          vt1Hr: 100,
          vt2Hr: 125,
          peakMets: 6.5,
          onBetaBlocker: true,
          version: 1,
        });

        // Edited: a new version over the one shown (If-Match), listed as version 2.
        await tests.getByRole('button', { name: new RegExp(`^${tx('edit')} `) }).click();
        const edit = page.getByRole('dialog', {
          name: tx('editTitle', { kind: tx('kinds.exercise-test'), version: 1 }),
        });
        await expect(edit.getByLabel(tx('fields.vt2Hr'))).toHaveValue('125');
        await edit.getByLabel(tx('fields.peakHr')).fill('130');
        await edit.getByRole('button', { name: save }).click();
        await expect(edit).toBeHidden();
        await expect
          .poll(serverTest, { timeout: 15_000 })
          .toMatchObject({ peakHr: 130, vt2Hr: 125, version: 2 });
        await expect(tests).toContainText(tx('version', { version: 2 }));

        // A walk cancelled midway: kept on "Cancel", discarded after confirming.
        const walkDialog = page.getByRole('dialog', { name: tx('walk.title') });
        await page.getByRole('button', { name: tx('walk.start') }).click();
        await walkDialog.getByRole('button', { name: tx('walk.begin') }).click();
        await page.clock.fastForward('00:30');
        await walkDialog.getByRole('button', { name: tx('walk.cancel') }).click();
        const discard = page.getByRole('dialog', { name: tx('walk.discardTitle') });
        await discard.getByRole('button', { name: uiText(language, 'common.cancel') }).click();
        await expect(discard).toBeHidden();
        await expect(walkDialog.getByRole('timer')).toHaveText(/^5:[23]\d$/);
        await walkDialog.getByRole('button', { name: tx('walk.cancel') }).click();
        await discard.getByRole('button', { name: tx('walk.discard') }).click();
        await expect(walkDialog).toBeHidden();

        // The live walk: HR from the strap before, during and at the end.
        expect(await ble.notify(strap, heartRatePacket(76))).toBe(true);
        await page.getByRole('button', { name: tx('walk.start') }).click();
        await expect(walkDialog.getByTestId('walk-hr')).toHaveText('76 bpm');
        await expect(walkDialog.getByRole('timer')).toHaveText('6:00');
        await walkDialog.getByRole('button', { name: tx('walk.begin') }).click();
        const announcement = walkDialog.getByRole('status');
        await page.clock.fastForward('01:00');
        await expect(announcement).toHaveText(tx('walk.minutesToGo_other', { count: 5 }));
        await expect(walkDialog.getByRole('timer')).toHaveText('5:00');
        expect(await ble.notify(strap, heartRatePacket(118))).toBe(true);
        await expect(walkDialog.getByTestId('walk-hr')).toHaveText('118 bpm');
        await check('walk');
        await page.clock.fastForward('04:00');
        await expect(announcement).toHaveText(tx('walk.minutesToGo_one', { count: 1 }));
        // The fake clock also runs at the wall's pace between steps (the axe check above takes
        // seconds on a loaded machine): the last reading comes ten seconds before the end, the
        // most the walk's "HR after" takes (HR_FRESH_MS), so up to ten seconds of that pace fit.
        await page.clock.fastForward('00:50');
        expect(await ble.notify(strap, heartRatePacket(112))).toBe(true);
        await expect(walkDialog.getByTestId('walk-hr')).toHaveText('112 bpm');
        await page.clock.fastForward('00:11');
        await expect(walkDialog.getByText(tx('walk.finishedTitle'))).toBeVisible();
        await expect(announcement).toHaveText(tx('walk.over'));
        await expect(walkDialog.getByText(tx('walk.peak', { bpm: 118 }))).toBeVisible();
        await expect(walkDialog.getByLabel(tx('fields.preHr'))).toHaveValue('76');
        await expect(walkDialog.getByLabel(tx('fields.postHr'))).toHaveValue('112');
        await walkDialog.getByLabel(tx('fields.distanceM')).fill('420');
        await walkDialog.getByLabel(tx('fields.minSpo2')).fill('91');
        await walkDialog.getByLabel(tx('fields.borgDyspnoea')).selectOption('3');
        await walkDialog.getByLabel(tx('fields.borgFatigue')).selectOption('2.5');
        await check('walk-result');
        await walkDialog.getByRole('button', { name: save }).click();
        await expect(walkDialog).toBeHidden();

        await expect
          .poll(async () => (await serverAssessments(page, 'AS-1')).length, { timeout: 15_000 })
          .toBe(3);
        const walk = (await serverAssessments(page, 'AS-1')).find(
          (a) => a.kind === 'six-minute-walk' && a.assessmentId !== 'W-0',
        );
        expect(walk).toMatchObject({
          distanceM: 420,
          preHr: 76,
          postHr: 112,
          minSpo2: 91,
          borgDyspnoea: 3,
          borgFatigue: 2.5,
        });
        await expect(walks.getByRole('listitem')).toHaveCount(2);
        await expect(walks.getByRole('listitem').first()).toContainText('420');
        // Baseline 350 m, latest 420 m: +70 m (+20 %).
        const compared = page.getByRole('table', { name: tx('compare.label') });
        await expect(compared).toHaveCount(1);
        await expect(compared.getByRole('row', { name: tx('fields.distanceM') })).toContainText(
          '+70 m (+20 %)',
        );
        await check('listed', [390, 820, 1280]);

        // Stopped early (ATS 2002): the clock is held at the press while the reason is asked, the
        // HR after comes from the strap then, and the time and reason are saved and listed.
        await page.getByRole('button', { name: tx('walk.start') }).click();
        await walkDialog.getByRole('button', { name: tx('walk.begin') }).click();
        await page.clock.fastForward('02:30');
        expect(await ble.notify(strap, heartRatePacket(131))).toBe(true);
        await expect(walkDialog.getByTestId('walk-hr')).toHaveText('131 bpm');
        await walkDialog.getByRole('button', { name: tx('walk.endEarly') }).click();
        const early = page.getByRole('dialog', { name: tx('walk.endEarlyTitle') });
        await expect(early).toContainText(/2:3\d/);
        await page.clock.fastForward('00:20');
        await early.getByLabel(tx('walk.endEarlyReason')).selectOption('leg-cramps');
        await check('early-stop');
        await early.getByRole('button', { name: tx('walk.endEarlyConfirm') }).click();
        const reason = tx('stopReasons.leg-cramps');
        // "Stopped at 2:3x — Leg cramps": the seconds as the fake clock ran while the test typed.
        const stopText = (key: string) =>
          new RegExp(
            tx(key, { time: '@@', reason }).replace(/[()]/g, '\\$&').replace('@@', '2:3\\d'),
          );
        // Shown under the title and read once by the walk's live region.
        await expect(walkDialog.getByRole('status')).toHaveText(stopText('walk.stoppedAt'));
        await expect(walkDialog.getByText(stopText('walk.stoppedAt'))).toHaveCount(2);
        await expect(walkDialog.getByLabel(tx('fields.postHr'))).toHaveValue('131');
        await walkDialog.getByLabel(tx('fields.distanceM')).fill('190');
        await walkDialog.getByRole('button', { name: save }).click();
        await expect(walkDialog).toBeHidden();
        await expect
          .poll(async () => (await serverAssessments(page, 'AS-1')).length, { timeout: 15_000 })
          .toBe(4);
        const stopped = (await serverAssessments(page, 'AS-1')).find((a) => a.stopReason);
        expect(stopped).toMatchObject({ distanceM: 190, postHr: 131, stopReason: 'leg-cramps' });
        expect(stopped?.stoppedEarlyAtS).toBeGreaterThanOrEqual(150);
        expect(stopped?.stoppedEarlyAtS).toBeLessThan(160);
        await expect(walks.getByRole('listitem').filter({ hasText: '190' })).toContainText(
          stopText('walk.stoppedEarly'),
        );
        await check('listed-early');
        expect(failing, formatFindings(failing)).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await ble.stop();
      }
    });
  });
}

test('vital signs recorded offline show as not synced, then reach the server', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const account = await makeAccount(page.request);
  await makePatient(page.request, { patientId: 'AO-1', patientName: 'Rita Alves' });
  await signIn(page, account);
  await page.getByRole('link', { name: 'Rita Alves' }).click();
  await page.getByRole('tab', { name: uiText('en', 'chart:tabs.assessments') }).click();
  await expect(page.getByText(uiText('en', 'assessments:empty.vitals'))).toBeVisible();
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: uiText('en', 'assessments:add.vitals') }).click();
  const form = page.getByRole('dialog', { name: uiText('en', 'assessments:newTitle.vitals') });
  // Nothing measured is refused, naming the first field.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(uiText('en', 'assessments:errors.order.sbp'))).toBeVisible();
  await form.getByLabel('Systolic BP').fill('130');
  await form.getByLabel('Diastolic BP').fill('85');
  await form.getByLabel('Weight').fill('80,5');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  const vitals = page.getByRole('list', { name: uiText('en', 'assessments:kinds.vitals') });
  await expect(vitals).toContainText(
    'Systolic BP 130 mmHg · Diastolic BP 85 mmHg · Weight 80.5 kg',
  );
  await expect(vitals.getByText(uiText('en', 'assessments:unsynced'))).toBeVisible();
  expect(await serverAssessments(page, 'AO-1')).toEqual([]);
  await context.setOffline(false);
  await expect
    .poll(() => serverAssessments(page, 'AO-1'), { timeout: 20_000 })
    .toMatchObject([{ kind: 'vitals', sbp: 130, dbp: 85, weightKg: 80.5, version: 1 }]);
  await expect(vitals.getByText(uiText('en', 'assessments:unsynced'))).toHaveCount(0);
});

test('in a clinic, a viewer reads the assessments and is offered no change', async ({
  page: owner,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await makeAccount(owner.request, { name: 'Dra. Olga Dona' });
  const viewer = await clinicWithColleague(browser, baseURL, owner, {
    clinicName: 'Clínica Avaliações',
    role: 'viewer',
  });
  await makePatient(owner.request, { patientId: 'AV-1', patientName: 'João Viewer' });
  const put = await owner.request.put('/api/patients/AV-1/assessments/V-1', {
    data: { kind: 'vitals', date: '2026-11-02', sbp: 128, dbp: 82, weightKg: 81.5 },
  });
  expect(put.ok(), await put.text()).toBe(true);

  await viewer.reload();
  await viewer.getByRole('link', { name: 'João Viewer' }).click();
  await viewer.getByRole('tab', { name: uiText('en', 'chart:tabs.assessments') }).click();
  const vitals = viewer.getByRole('list', { name: uiText('en', 'assessments:kinds.vitals') });
  await expect(vitals).toContainText(
    'Systolic BP 128 mmHg · Diastolic BP 82 mmHg · Weight 81.5 kg',
  );
  await expect(vitals).toContainText('by Dra. Olga Dona');
  await expect(viewer.getByRole('button', { name: /^(Record|Edit|Live)/ })).toHaveCount(0);
  const { failing } = await axeFindings(viewer, 'assessments as viewer');
  expect(failing, formatFindings(failing)).toEqual([]);
});
