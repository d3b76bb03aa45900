/**
 * Accessibility as a check: axe-core (WCAG 2 A and AA) on every screen, signed out and signed in
 * (Connect and Activity also with the simulated sensor connected, and Activity during a
 * recording), 360 px and 1280 px wide, in English and Portuguese. Serious or critical violations
 * fail the test, listed by screen, rule and element. One user, seeded once, signs every test in;
 * A11Y_SHOTS names a folder to keep a screenshot of each screen for review.
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { type AxeFinding, axeFindings, formatFindings } from './axe-check';
import { makeAccount, signIn } from './steps/account';
import { daysAgo, seedSession } from './steps/activities';
import { seedPatient } from './steps/patients';
import { startRecording } from './steps/recording';
import { connectSimulatedSensor } from './steps/sensor';
import { navigateTo } from './steps/shell';
import { type Language, uiText } from './steps/ui-text';

const LANGUAGES: { language: Language; locale: string }[] = [
  { language: 'en', locale: 'en-US' },
  { language: 'pt-BR', locale: 'pt-BR' },
];
const WIDTHS_PX = [360, 1280];
const PATIENT = { patientId: 'A11Y-1', patientName: 'Maria da Conceição' };
/** The seeded user's cookies and local storage, written once by beforeAll. */
const SIGNED_IN_STATE = path.join(tmpdir(), `ritmo-axe-user-${process.pid}.json`);
let activityId = '';

interface Screen {
  name: string;
  /** Opens the screen and resolves once its content is on it. */
  open(page: Page, language: Language): Promise<void>;
}

type Ready = (page: Page, language: Language) => Locator;

/**
 * A screen reached by its URL (a function when it is known only once the data is seeded), ready
 * once `ready` shows and nothing is loading any more.
 */
function visit(url: string | (() => string), ready: Ready, name = String(url)): Screen {
  return {
    name,
    async open(page, language) {
      await page.goto(typeof url === 'string' ? url : url());
      await expect(ready(page, language)).toBeVisible({ timeout: 15_000 });
      await expect(
        page.getByRole('status', { name: uiText(language, 'common.loading') }),
      ).toHaveCount(0);
    },
  };
}

const heading =
  (key: string): Ready =>
  (page, language) =>
    page.getByRole('heading', { level: 1, name: uiText(language, key) });
const patientOnScreen = (page: Page) =>
  page.getByRole('main').getByText(PATIENT.patientName).first();
const chart = (page: Page) => page.getByRole('main').getByRole('img').locator('canvas').first();

const SIGNED_OUT: Screen[] = [
  visit('/login', (page, language) =>
    // Hydrated: the prerendered form's button is enabled once the app runs.
    page
      .getByRole('button', { name: uiText(language, 'auth.signIn') })
      .and(page.locator(':enabled')),
  ),
  visit('/signup', heading('auth.signUpTitle')),
  visit('/no/such/page', heading('notFound.title')),
];

const SIGNED_IN: Screen[] = [
  visit('/home', patientOnScreen),
  visit('/connect', heading('devices:title')),
  visit('/activity', (page, language) =>
    page.getByRole('combobox', { name: uiText(language, 'recording:setup.patient') }),
  ),
  visit('/results', patientOnScreen),
  visit(`/results?patientId=${PATIENT.patientId}&view=trends`, chart, '/results (trends)'),
  visit(() => `/results/${activityId}`, chart, '/results/:id'),
  visit('/settings', heading('settings.title')),
  // In-app from here on: the sensor connection lives in the page.
  { name: '/connect (sensor connected)', open: connectSimulatedSensor },
  {
    name: '/activity (sensor connected)',
    async open(page, language) {
      await navigateTo(page, uiText(language, 'nav.activity'), language);
      await expect(
        page.getByRole('combobox', { name: uiText(language, 'recording:setup.patient') }),
      ).toBeVisible();
    },
  },
  {
    name: '/activity (recording)',
    async open(page, language) {
      await startRecording(page, { search: 'maria', patientName: PATIENT.patientName }, language);
      await expect(page.getByTestId('live-hr')).toHaveText(/\d{2,3}\s?bpm/, { timeout: 5000 });
    },
  },
];

test.beforeAll(async ({ browser }, testInfo) => {
  // In English whatever the describe around the first test says (signIn reads English labels).
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: 'en-US',
  });
  const page = await context.newPage();
  const account = await makeAccount(page.request);
  await seedPatient(page.request, PATIENT.patientId, PATIENT.patientName);
  // Three sessions: the history, trends with a line to draw, and one to open.
  for (const [index, days] of [9, 5, 2].entries()) {
    const session = await seedSession(page.request, PATIENT.patientId, {
      startedAt: daysAgo(days),
      seed: index + 1,
      events: [{ t: 5 * 60_000, kind: 'rpe', value: 13 }],
    });
    activityId = session.activityId;
  }
  await signIn(page, account);
  await context.storageState({ path: SIGNED_IN_STATE });
  await context.close();
});

/** Opens each screen in turn and runs axe on it; fails with every serious or critical finding. */
async function checkScreens(page: Page, screens: Screen[], language: Language, widthPx: number) {
  const failing: AxeFinding[] = [];
  const other: AxeFinding[] = [];
  for (const screen of screens) {
    await screen.open(page, language);
    const findings = await axeFindings(page, `${screen.name} at ${widthPx} px in ${language}`);
    failing.push(...findings.failing);
    other.push(...findings.other);
    const folder = process.env.A11Y_SHOTS;
    if (folder) {
      const file = `${screen.name.replace(/[^a-z]+/gi, '-')}-${widthPx}-${language}.png`;
      await page.screenshot({ path: path.join(folder, file), fullPage: true });
    }
  }
  if (other.length > 0) {
    test
      .info()
      .annotations.push({ type: 'axe: minor or moderate', description: formatFindings(other) });
  }
  expect(failing.length, `serious or critical axe violations:\n${formatFindings(failing)}`).toBe(0);
}

for (const { language, locale } of LANGUAGES) {
  for (const widthPx of WIDTHS_PX) {
    test.describe(`${language} at ${widthPx} px`, () => {
      test.use({ locale, viewport: { width: widthPx, height: 800 } });

      test('signed-out screens have no serious accessibility violations', async ({ page }) => {
        await checkScreens(page, SIGNED_OUT, language, widthPx);
      });

      test.describe('signed in', () => {
        test.use({ storageState: SIGNED_IN_STATE });

        test('every screen has no serious accessibility violations', async ({ page }) => {
          await checkScreens(page, SIGNED_IN, language, widthPx);
        });
      });
    });
  }
}
