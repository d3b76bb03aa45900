/**
 * Every main signed-in screen at 360, 390, 820, 1280 and 1920 px in English and Portuguese:
 * Home (with its "Create your clinic" offer), the patient's chart with each of its tabs, Class,
 * Activity, the results and a session, and Settings. On each: nothing scrolls sideways
 * (`scrollWidth <= innerWidth`), no control is cut (past the window, or clipped by a box that
 * hides its overflow; a row that scrolls sideways counts when the row itself is on screen and
 * shows its cue), axe-core finds nothing serious on the chart's tabs and Class (the other screens
 * are accessibility.spec.ts's, at the same widths), and a Portuguese screen writes its numbers
 * and dates the Portuguese way (no "82.5 kg", no ISO "2026-11-02"). LAYOUT_SHOTS names a folder
 * to keep a screenshot of each screen.
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { type AxeFinding, axeFindings, formatFindings } from './axe-check';
import { expect, test } from './fixtures';
import { makeAccount, saveSignedInState, signIn } from './steps/account';
import { daysAgo, seedSession } from './steps/activities';
import { seedPatient } from './steps/patients';
import { putPatientRecord } from './steps/programme';
import { notFitting } from './steps/shell';
import { BOTH_LANGUAGES, uiText } from './steps/ui-text';

const WIDTHS_PX = [360, 390, 820, 1280, 1920];
const PATIENT = { patientId: 'WIDE-1', patientName: 'Maria Aparecida da Conceição Lima' };
const CHART_TABS = ['timeline', 'assessments', 'prescription', 'progress', 'documents'] as const;
const dayOf = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

interface Screen {
  name: string;
  url: string | (() => string);
  /** Not in accessibility.spec.ts, which runs axe on the other screens at these widths. */
  axe?: boolean;
}

let activityId = '';
const SCREENS: Screen[] = [
  { name: 'home', url: '/home' },
  ...CHART_TABS.map((tab) => ({
    name: `chart-${tab}`,
    url: `/patients/${PATIENT.patientId}${tab === 'timeline' ? '' : `?tab=${tab}`}`,
    axe: tab !== 'timeline',
  })),
  { name: 'class', url: '/class', axe: true },
  { name: 'activity', url: '/activity' },
  { name: 'results', url: '/results' },
  { name: 'session', url: () => `/results/${activityId}` },
  { name: 'settings', url: '/settings' },
];

/** Controls past the window, or clipped by an ancestor that hides its overflow. */
async function cutControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const CONTROLS =
      'button, a[href], input:not([type=hidden]), select, textarea, [role=tab], [role=button], [role=combobox]';
    const width = window.innerWidth;
    const cut: string[] = [];
    const named = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    for (const el of document.querySelectorAll(CONTROLS)) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (el.closest('[aria-hidden="true"], [data-document-print-only]')) continue;
      let scrolled = false;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === 'visible') continue;
        const frame = up.getBoundingClientRect();
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') {
          // A sideways row: fine when the row is on screen (its cue says there is more).
          scrolled = true;
          if (frame.left < -1 || frame.right > width + 1) cut.push(`${named(up)} (scroll row)`);
          break;
        }
        // Text cut with an ellipsis says it is cut: a long name in a list row.
        if (style.textOverflow === 'ellipsis') break;
        if (box.left < frame.left - 1 || box.right > frame.right + 1) {
          cut.push(`${named(el)} clipped by ${named(up)}`);
          break;
        }
      }
      if (!scrolled && (box.left < -1 || box.right > width + 1))
        cut.push(`${named(el)} off screen`);
    }
    return [...new Set(cut)];
  });
}

/** Portuguese text with an English number or an ISO date in it. */
async function englishFigures(page: Page): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: what is shown, not print-only text.
  const text = await page.getByRole('main').innerText();
  const found = text.match(/\b\d{4}-\d{2}-\d{2}\b|\b\d+\.\d+\s?(?:ms|kg|bpm|km|m|W|%|METs)\b/g);
  return found ?? [];
}

test.describe.configure({ timeout: 300_000 });

/** The seeded user's cookies and local storage, written once by beforeAll. */
const SIGNED_IN_STATE = path.join(tmpdir(), `ritmo-layout-user-${process.pid}.json`);

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(120_000);
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: 'en-US',
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  const account = await makeAccount(page.request, { name: 'Dra. Ana Souza' });
  await seedPatient(page.request, PATIENT.patientId, PATIENT.patientName);
  const put = (url: string, data: unknown) =>
    putPatientRecord(page.request, PATIENT.patientId, url, data);
  await put('/assessments/ET-1', {
    kind: 'exercise-test',
    date: dayOf(40),
    restHr: 62,
    peakHr: 128,
    vt1Hr: 98,
    vt2Hr: 115,
    peakMets: 6.2,
    onBetaBlocker: true,
  });
  await put('/assessments/V-1', {
    kind: 'vitals',
    date: dayOf(40),
    sbp: 138,
    dbp: 84,
    weightKg: 82.5,
  });
  await put('/programmes/PR-1', {
    phase: 2,
    startDate: dayOf(35),
    plannedSessions: 24,
    sessionsPerWeek: 3,
    riskClass: 'intermediate',
  });
  await put('/programmes/PR-1/prescription', {
    modality: 'cycle',
    minutes: 30,
    intensity: { method: 'thresholds' },
    basedOn: 'ET-1',
  });
  for (const [index, days] of [9, 5, 2].entries()) {
    const session = await seedSession(page.request, PATIENT.patientId, {
      startedAt: daysAgo(days),
      seed: index + 1,
      events: [{ t: 5 * 60_000, kind: 'rpe', value: 13 }],
    });
    activityId = session.activityId;
  }
  await signIn(page, account);
  await saveSignedInState(context, SIGNED_IN_STATE);
  await context.close();
});

for (const { language, locale } of BOTH_LANGUAGES) {
  for (const widthPx of WIDTHS_PX) {
    test.describe(`${language} at ${widthPx} px`, () => {
      test.use({
        locale,
        viewport: { width: widthPx, height: widthPx >= 1280 ? 900 : widthPx >= 820 ? 1180 : 844 },
        reducedMotion: 'reduce',
        storageState: SIGNED_IN_STATE,
      });

      test('no screen scrolls sideways, no control is cut, axe finds nothing serious', async ({
        page,
      }) => {
        const problems: string[] = [];
        const failing: AxeFinding[] = [];
        for (const screen of SCREENS) {
          await page.goto(typeof screen.url === 'string' ? screen.url : screen.url());
          await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
          await expect(
            page.getByRole('status', { name: uiText(language, 'common.loading') }),
          ).toHaveCount(0);
          if (screen.name === 'home') {
            await expect(
              page.getByRole('button', { name: uiText(language, 'clinic:offer.create') }),
            ).toBeVisible();
          }
          if (screen.name.startsWith('chart-')) {
            const tab = page.getByRole('tab', {
              name: uiText(language, `chart:tabs.${screen.name.slice('chart-'.length)}`),
            });
            await expect(tab).toHaveAttribute('aria-selected', 'true');
            // The selected tab is in view, whatever the width.
            await expect(tab).toBeInViewport({ ratio: 0.95 });
          }
          const where = `${screen.name} at ${widthPx} px in ${language}`;
          problems.push(...(await notFitting(page, language, where)));
          problems.push(...(await cutControls(page)).map((cut) => `${where}: ${cut}`));
          if (language === 'pt-BR') {
            problems.push(...(await englishFigures(page)).map((bad) => `${where}: "${bad}"`));
          }
          if (screen.axe) failing.push(...(await axeFindings(page, where)).failing);
          const folder = process.env.LAYOUT_SHOTS;
          if (folder) {
            await page.evaluate(() => window.scrollTo(0, 0));
            await page.screenshot({
              path: path.join(folder, `${screen.name}-${widthPx}-${language}.png`),
              fullPage: true,
            });
          }
        }
        expect(
          failing.length,
          `serious or critical axe violations:\n${formatFindings(failing)}`,
        ).toBe(0);
        expect(problems).toEqual([]);
      });
    });
  }
}
