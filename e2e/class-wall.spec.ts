/**
 * The live class as a rehab nurse runs it, in English and Portuguese: twelve participants on a
 * 1920×1080 wall screen without full screen — every tile and every control on screen at once,
 * the heart rate ≥ 120 px and names ≥ 32 px (read from 3 m), full screen offered as the main
 * button and still showing everything (the entries panel too); then one patient's Borg, blood
 * pressure and SpO₂ in one form, another's entry taken back with Undo, and the review listing
 * what was entered beside a closing RPE prefilled from it. Screenshots of the live view at 390,
 * 820 and 1920 px go to the test's output (and to A11Y_SHOTS when set).
 */
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { makeAccount, signIn } from './steps/account';
import { makeClassPatients, startClass, twelvePatients } from './steps/class';
import { BOTH_LANGUAGES, type Language, uiText } from './steps/ui-text';

const WALL = { width: 1920, height: 1080 };
const text = (language: Language, key: string) => uiText(language, `class:${key}`);
const recordingText = (language: Language, key: string) => uiText(language, `recording:${key}`);

// Twelve participants added one by one, a class, a review: several minutes on a busy machine.
test.describe.configure({ timeout: 360_000 });

async function expectInViewport(locator: Locator, what: string) {
  const box = await locator.boundingBox();
  expect(box, `${what} is laid out`).not.toBeNull();
  expect(
    box!.x >= 0 && box!.y >= 0 && box!.x + box!.width <= WALL.width,
    `${what} at ${JSON.stringify(box)} within 1920 px`,
  ).toBe(true);
  expect(
    box!.y + box!.height,
    `${what} at ${JSON.stringify(box)} above 1080 px`,
  ).toBeLessThanOrEqual(WALL.height);
}

const fontSizePx = (locator: Locator) =>
  locator.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));

/** Every tile, its heart rate, name and controls, and the class's controls, on one screen. */
async function expectWholeClassOnScreen(page: Page, language: Language) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const tiles = page.getByTestId('participant-tile');
  await expect(tiles).toHaveCount(12);
  for (const tile of await tiles.all()) {
    const name = await tile.getByRole('heading').textContent();
    await expectInViewport(tile, `the tile of ${name}`);
    expect(
      await fontSizePx(tile.getByTestId('tile-hr')),
      `${name}'s heart rate`,
    ).toBeGreaterThanOrEqual(120);
    expect(await fontSizePx(tile.getByRole('heading')), `${name}'s name`).toBeGreaterThanOrEqual(
      32,
    );
    // The widest rate (three digits), its unit and trend fit beside the controls: set it in
    // place and measure before the next reading redraws it.
    const readout = await tile.getByTestId('tile-hr').evaluate((hr) => {
      hr.textContent = '188';
      const box = hr.parentElement!;
      const widths = [...box.children].map((part) =>
        Math.round(part.getBoundingClientRect().width),
      );
      return { scrollWidth: box.scrollWidth, clientWidth: box.clientWidth, widths };
    });
    expect(
      readout.scrollWidth,
      `${name}'s heart rate of 188 beside the controls: ${JSON.stringify(readout)}`,
    ).toBeLessThanOrEqual(readout.clientWidth);
    await expectInViewport(
      tile.getByRole('button', { name: text(language, 'tile.entries') }),
      `${name}'s entries`,
    );
  }
  await expectInViewport(
    page.getByRole('textbox', { name: text(language, 'live.markerLabel') }),
    'the marker',
  );
  await expectInViewport(
    page.getByRole('button', { name: text(language, 'live.marker') }),
    'Mark for all',
  );
  await expectInViewport(
    page.getByRole('button', { name: text(language, 'live.end') }),
    'End class',
  );
}

async function shoot(page: Page, name: string) {
  for (const folder of [test.info().outputPath(), process.env.A11Y_SHOTS].filter(Boolean)) {
    await page.screenshot({ path: path.join(folder!, `${name}.png`) });
  }
}

/** Opens a patient's entries panel from their tile. */
function openEntries(page: Page, language: Language, patientName: string) {
  return page
    .getByTestId('participant-tile')
    .filter({ hasText: patientName })
    .getByRole('button', { name: text(language, 'tile.entries') })
    .click();
}

for (const { language, locale } of BOTH_LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test.use({ locale, viewport: WALL, reducedMotion: 'reduce' });

    test(`a class of twelve on a wall screen, entries in one form with undo, and the review (${language})`, async ({
      page,
    }) => {
      await page.setViewportSize(WALL);
      const account = await makeAccount(page.request);
      const patients = twelvePatients(`WALL-${language}`);
      await makeClassPatients(page, patients);
      await signIn(page, account, language);
      await startClass(page, patients, language);
      await expect(page.getByTestId('tile-hr').filter({ hasText: /^\d{2,3}$/ })).toHaveCount(12, {
        timeout: 20_000,
      });

      // On the page, no full screen: all twelve and every control at once, readable from 3 m.
      await expectWholeClassOnScreen(page, language);
      const fullscreen = page.getByRole('button', { name: text(language, 'live.fullscreen') });
      await expect(fullscreen).toHaveAttribute('data-variant', 'filled');
      await shoot(page, `class-live-12-1920-${language}`);
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 820, height: 1180 },
      ]) {
        await page.setViewportSize(viewport);
        await page.waitForTimeout(300);
        await page.evaluate(() => window.scrollTo(0, 0));
        await shoot(page, `class-live-12-${viewport.width}-${language}`);
      }
      await page.setViewportSize(WALL);

      // Full screen, where headless Chromium grants it: still everything on screen, and a tile's
      // entries panel opens over it rather than behind it.
      await fullscreen.click();
      const granted = await page
        .waitForFunction(() => document.fullscreenElement !== null, null, { timeout: 5000 })
        .then(() => true)
        .catch(() => false);
      test
        .info()
        .annotations.push({ type: 'full screen', description: granted ? 'granted' : 'refused' });
      if (granted) {
        await page.waitForTimeout(300);
        await expectWholeClassOnScreen(page, language);
        await shoot(page, `class-live-12-fullscreen-${language}`);
        await openEntries(page, language, 'Helena Martins');
        const panel = page.getByRole('dialog', {
          name: text(language, 'tile.entriesFor').replace('{{name}}', 'Helena Martins'),
        });
        await expect(panel).toBeInViewport();
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();
        await page.evaluate(() => document.exitFullscreen());
      }

      // Maria: Borg with its words, blood pressure and SpO₂ in one form, one press.
      await openEntries(page, language, 'Maria Conceição');
      const panel = page.getByRole('dialog', {
        name: text(language, 'tile.entriesFor').replace('{{name}}', 'Maria Conceição'),
      });
      const anchored = `13 — ${recordingText(language, 'borg.somewhatHard')}`;
      await panel
        .getByRole('combobox', { name: recordingText(language, 'entries.rpeLabel') })
        .selectOption({ label: anchored });
      await panel.getByLabel(recordingText(language, 'entries.systolic')).fill('130');
      await panel.getByLabel(recordingText(language, 'entries.diastolic')).fill('80');
      await panel.getByLabel(recordingText(language, 'entries.spo2Label')).fill('96');
      await panel.getByRole('button', { name: recordingText(language, 'entries.add') }).click();
      await expect(panel).toBeHidden();
      const notice = page.getByRole('status').filter({
        hasText: recordingText(language, 'entries.undo'),
      });
      await expect(notice).toContainText('Maria Conceição');
      await expect(notice).toContainText(
        recordingText(language, 'events.rpeAnchored')
          .replace('{{value}}', '13')
          .replace('{{anchor}}', recordingText(language, 'borg.somewhatHard')),
      );
      await expect(notice).toContainText('130/80');
      await expect(notice).toContainText('96');
      // The notice leaves the tiles' numbers readable: it covers no heart rate.
      const noticeBox = (await notice.boundingBox())!;
      for (const hr of await page.getByTestId('tile-hr').all()) {
        const box = (await hr.boundingBox())!;
        const overlaps =
          box.x < noticeBox.x + noticeBox.width &&
          noticeBox.x < box.x + box.width &&
          box.y < noticeBox.y + noticeBox.height &&
          noticeBox.y < box.y + box.height;
        expect(overlaps, 'the undo notice covers a heart rate').toBe(false);
      }

      // José: a mistyped SpO₂, taken back with Undo.
      await openEntries(page, language, 'José Almeida');
      const josePanel = page.getByRole('dialog', {
        name: text(language, 'tile.entriesFor').replace('{{name}}', 'José Almeida'),
      });
      await josePanel.getByLabel(recordingText(language, 'entries.spo2Label')).fill('91');
      await josePanel.getByRole('button', { name: recordingText(language, 'entries.add') }).click();
      await expect(notice).toContainText('José Almeida');
      await notice.getByRole('button', { name: recordingText(language, 'entries.undo') }).click();
      await expect(notice).toBeHidden();

      // The review: what was entered beside the closing RPE, prefilled with the last one.
      await page.getByRole('button', { name: text(language, 'live.end') }).click();
      await page
        .getByRole('dialog', { name: text(language, 'live.endTitle') })
        .getByRole('button', { name: text(language, 'live.endConfirm') })
        .click();
      await expect(
        page.getByRole('heading', { name: text(language, 'review.title') }),
      ).toBeVisible();
      const maria = page.getByRole('region', { name: 'Maria Conceição' });
      const entered = maria.getByRole('list', { name: text(language, 'review.entries') });
      await expect(entered.getByRole('listitem')).toHaveCount(3);
      await expect(entered).toContainText(recordingText(language, 'borg.somewhatHard'));
      await expect(entered).toContainText('130/80');
      const closing = maria.getByRole('combobox', { name: text(language, 'review.rpe') });
      await expect(closing).toHaveValue('13');
      await expect(closing.locator('option:checked')).toHaveText(anchored);
      await expect(
        page
          .getByRole('region', { name: 'José Almeida' })
          .getByText(text(language, 'review.noEntries')),
      ).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, `class-review-1920-${language}`);
    });
  });
}
