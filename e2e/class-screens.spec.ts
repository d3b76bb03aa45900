/**
 * The rehab class's screens as a clinician sees them, checked by axe (WCAG 2 A and AA; serious or
 * critical fail) at 390, 820 (a tablet upright), 1024 and 1920 px in English and Portuguese, each
 * screen fitting its width (navigation on screen, nothing wider than the window): the set-up
 * checklist of six, the live class with two alarms waiting in the strip and on their tiles (every
 * tile still on a tablet's and a wall TV's screen), the live class in full screen on a 1920 px
 * wall TV, the review, the saved class and its report. One class per language, the viewport
 * resized between widths. A11Y_SHOTS names a folder to keep a screenshot of each.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { type AxeFinding, axeFindings, formatFindings } from './axe-check';
import { expect, test } from './fixtures';
import { makeAccount, signIn } from './steps/account';
import { addParticipant, makeClassPatients, sixPatients } from './steps/class';
import { navigateTo, notFitting } from './steps/shell';
import { BOTH_LANGUAGES, type Language, uiText } from './steps/ui-text';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
  { width: 1024, height: 768 },
  { width: 1920, height: 1080 },
];
const WALL_TV = VIEWPORTS.find((viewport) => viewport.width === 1920)!;

// Six participants, an alarm that takes up to ~35 s, a save and a report, three widths each.
test.describe.configure({ timeout: 360_000 });

const classText = (language: Language, key: string) => uiText(language, `class:${key}`);

/** Runs axe on the page as it is and keeps a screenshot; the findings go to `failing`/`other`. */
async function check(
  page: Page,
  screen: string,
  language: Language,
  found: { failing: AxeFinding[]; other: AxeFinding[]; notFitting: string[] },
  { fullPage = true } = {},
) {
  const widthPx = page.viewportSize()?.width ?? 0;
  // The tiles' heart rates and the clock tick: let a resize settle before axe and the shot.
  await page.waitForTimeout(300);
  await page.evaluate(() => window.scrollTo(0, 0));
  found.notFitting.push(...(await notFitting(page, language, `${screen} at ${widthPx} px`)));
  const findings = await axeFindings(page, `${screen} at ${widthPx} px in ${language}`);
  found.failing.push(...findings.failing);
  found.other.push(...findings.other);
  const folder = process.env.A11Y_SHOTS;
  if (folder) {
    // From the top: a resize can leave the page scrolled, and the fixed header mid-shot.
    await page.evaluate(() => window.scrollTo(0, 0));
    const file = `${screen.replace(/[^a-z]+/gi, '-')}-${widthPx}-${language}.png`;
    await page.screenshot({ path: path.join(folder, file), fullPage });
  }
}

/** The same screen at every width, resizing this page's viewport. */
async function checkAtEveryWidth(
  page: Page,
  screen: string,
  language: Language,
  found: { failing: AxeFinding[]; other: AxeFinding[]; notFitting: string[] },
) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await check(page, screen, language, found);
  }
}

for (const { language, locale } of BOTH_LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test.use({ locale, viewport: VIEWPORTS[0], reducedMotion: 'reduce' });

    test('every class screen fits and has no serious accessibility violations at 390, 820, 1024 and 1920 px', async ({
      page,
    }) => {
      const found = {
        failing: [] as AxeFinding[],
        other: [] as AxeFinding[],
        notFitting: [] as string[],
      };
      const account = await makeAccount(page.request);
      const patients = sixPatients(`SHOT-${language}`);
      await makeClassPatients(page, patients);
      await signIn(page, account, language);

      // Set-up: the checklist of six, every simulated strap connected.
      await navigateTo(page, uiText(language, 'nav.class'), language);
      for (const patient of patients) await addParticipant(page, patient, language);
      await expect(page.getByTestId('checklist-row')).toHaveCount(6);
      await expect(page.getByTestId('sensor-state').filter({ hasText: /·/ })).toHaveCount(6);
      await expect(
        page.getByText(
          classText(language, 'setup.connectedCount_other')
            .replace('{{connected}}', '6')
            .replace('{{count}}', '6'),
        ),
      ).toBeVisible({ timeout: 15_000 });
      await checkAtEveryWidth(page, 'class-setup', language, found);

      // Live: Maria's above-target alarm waiting in the banner, her tile red.
      await page.setViewportSize(VIEWPORTS[0]!);
      await page.getByRole('button', { name: /^(Start class|Iniciar turma)/ }).click();
      await expect(page.getByTestId('participant-tile')).toHaveCount(6);
      const banner = page.getByTestId('alarm-banner');
      await expect(banner.getByRole('alert').filter({ hasText: 'Maria Conceição' })).toBeVisible({
        timeout: 90_000,
      });
      await expect(
        page.getByTestId('participant-tile').filter({ hasText: 'Maria Conceição' }),
      ).toHaveAttribute('data-alarm', 'true');
      // Two alarms waiting (José's strap loses contact too): on a tablet upright and on the wall
      // TV the strip above the class never pushes a tile off the screen.
      await expect
        .poll(() => banner.getByRole('alert').count(), { timeout: 90_000 })
        .toBeGreaterThanOrEqual(2);
      for (const viewport of [VIEWPORTS[1]!, WALL_TV]) {
        await page.setViewportSize(viewport);
        await page.evaluate(() => window.scrollTo(0, 0));
        const offScreen = await page
          .getByTestId('participant-tile')
          .evaluateAll((tiles) =>
            tiles
              .filter((tile) => tile.getBoundingClientRect().bottom > window.innerHeight)
              .map((tile) => tile.getAttribute('aria-label') ?? tile.textContent?.slice(0, 30)),
          );
        found.notFitting.push(
          ...offScreen.map(
            (tile) => `class-live-alarm at ${viewport.width} px: ${tile} below the screen`,
          ),
        );
      }
      await checkAtEveryWidth(page, 'class-live-alarm', language, found);

      // Full screen on the wall TV, where headless Chromium grants it.
      await page.setViewportSize(WALL_TV);
      const fullscreenButton = page.getByRole('button', {
        name: classText(language, 'live.fullscreen'),
      });
      const fullscreenOffered = (await fullscreenButton.count()) > 0;
      test.info().annotations.push({
        type: 'full screen',
        description: fullscreenOffered
          ? 'offered'
          : 'not offered (document.fullscreenEnabled false)',
      });
      if (fullscreenOffered) {
        await fullscreenButton.click();
        const granted = await page
          .waitForFunction(() => document.fullscreenElement !== null, null, { timeout: 5000 })
          .then(() => true)
          .catch(() => false);
        test.info().annotations.push({
          type: 'full screen',
          description: granted ? 'granted by headless Chromium' : 'refused by headless Chromium',
        });
        if (granted) {
          await expect(
            page.getByRole('button', { name: classText(language, 'live.exitFullscreen') }),
          ).toBeVisible();
          // The full-screen element fills the viewport and scrolls itself: a viewport shot.
          await check(page, 'class-live-fullscreen', language, found, { fullPage: false });
          await page.evaluate(() => document.exitFullscreen());
          await expect(fullscreenButton).toBeVisible();
        }
      }

      // Review: End class, confirmed.
      await page.setViewportSize(VIEWPORTS[0]!);
      await page.getByRole('button', { name: classText(language, 'live.end') }).click();
      await page
        .getByRole('dialog', { name: classText(language, 'live.endTitle') })
        .getByRole('button', { name: classText(language, 'live.endConfirm') })
        .click();
      await expect(
        page.getByRole('heading', { name: classText(language, 'review.title') }),
      ).toBeVisible();
      await checkAtEveryWidth(page, 'class-review', language, found);

      // Saved, then the class report.
      await page
        .getByRole('button', {
          name: classText(language, 'review.save_other').replace('{{count}}', '6'),
        })
        .click();
      const saved = page
        .getByRole('status')
        .filter({ hasText: classText(language, 'review.saved') });
      await expect(saved).toBeVisible({ timeout: 15_000 });
      await checkAtEveryWidth(page, 'class-saved', language, found);
      const reportLink = saved.getByRole('link', {
        name: classText(language, 'review.openReport'),
      });
      const reportUrl = await reportLink.getAttribute('href');
      // The report reads the server: wait until the outbox has sent all six.
      await expect
        .poll(
          async () => {
            const classId = reportUrl!.split('/')[2];
            const response = await page.request.get(`/api/activities?classId=${classId}`);
            return (await response.json()).activities.length;
          },
          { timeout: 30_000 },
        )
        .toBe(6);
      await reportLink.click();
      await expect(page.getByRole('table')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('table').getByRole('row')).toHaveCount(7);
      await checkAtEveryWidth(page, 'class-report', language, found);
      // On a phone: one card per participant, nothing to scroll sideways.
      await page.setViewportSize(VIEWPORTS[0]!);
      await expect(page.locator('[data-class-report-cards]').getByRole('listitem')).toHaveCount(6);
      await expect(page.getByRole('table')).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        VIEWPORTS[0]!.width,
      );

      if (found.other.length > 0) {
        test.info().annotations.push({
          type: 'axe: minor or moderate',
          description: formatFindings(found.other),
        });
      }
      expect(
        found.failing.length,
        `serious or critical axe violations:\n${formatFindings(found.failing)}`,
      ).toBe(0);
      expect(found.notFitting, 'screens that do not fit their width').toEqual([]);
    });
  });
}
