/**
 * Accessibility as a check: axe-core (WCAG 2 A and AA, and label-in-name) on every screen, signed
 * out and signed in (Connect and Activity also with the simulated sensor connected, and Activity
 * during a recording), 360, 390, 820 (a tablet upright), 1280 and 1920 px wide (a clinic's roles
 * at 360, 820 and 1280), in English and Portuguese. Serious or critical violations fail the test,
 * listed by screen, rule and element, and so does a screen that does not fit its width (the
 * navigation clipped or wrapped, anything wider than the window). The browser asks for reduced
 * motion, which the app honours: axe scans settled screens, never a menu or dialog half faded
 * in. One user, seeded once, signs every test in; A11Y_SHOTS names a folder to keep a screenshot
 * of each screen for review.
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { type AxeFinding, axeFindings, formatFindings } from './axe-check';
import { expect, test } from './fixtures';
import { type Account, makeAccount, saveSignedInState, signIn } from './steps/account';
import { daysAgo, seedSession } from './steps/activities';
import { seedPatient } from './steps/patients';
import { startRecording } from './steps/recording';
import { connectSimulatedSensor } from './steps/sensor';
import { navigateTo, notFitting } from './steps/shell';
import { BOTH_LANGUAGES, type Language, uiText } from './steps/ui-text';

const WIDTHS_PX = [360, 390, 820, 1280, 1920];
/** The clinic roles' screens share the shell and forms checked at every width: three suffice. */
const CLINIC_WIDTHS_PX = new Set([360, 820, 1280]);
const PATIENT = { patientId: 'A11Y-1', patientName: 'Maria da Conceição' };
/** The seeded user's cookies and local storage, written once by beforeAll. */
const SIGNED_IN_STATE = path.join(tmpdir(), `ritmo-axe-user-${process.pid}.json`);
let activityId = '';
const NO_STATE = { cookies: [], origins: [] };
/** The clinic's users (clinic-a11y.ts-style seeding below): an admin, a viewer, one invited, one removed. */
const CLINIC_STATES = {
  admin: path.join(tmpdir(), `ritmo-axe-clinic-admin-${process.pid}.json`),
  viewer: path.join(tmpdir(), `ritmo-axe-clinic-viewer-${process.pid}.json`),
  invitee: path.join(tmpdir(), `ritmo-axe-clinic-invitee-${process.pid}.json`),
  removed: path.join(tmpdir(), `ritmo-axe-clinic-removed-${process.pid}.json`),
};
const CLINIC_NAME = 'Clínica Vida';
const CLINIC_PATIENT = { patientId: 'CLIN-1', patientName: 'Joana Clínica' };
let clinicActivityId = '';
let invitationId = '';

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
      .getByRole('button', { name: uiText(language, 'auth.signIn'), exact: true })
      .and(page.locator(':enabled')),
  ),
  visit('/signup', heading('auth.signUpTitle')),
  visit('/no/such/page', heading('notFound.title')),
  visit(
    '/invite/some-invitation',
    (page, language) => page.getByRole('link', { name: clinicText(language, 'join.signIn') }),
    '/invite/:id (signed out)',
  ),
];

/** The clinic namespace's text with its `{{name}}` values filled in. */
const clinicText = (language: Language, key: string, values: Record<string, string> = {}) =>
  uiText(language, `clinic:${key}`).replace(/{{(\w+)}}/g, (_, name: string) => values[name] ?? '');
const switcherOf = (page: Page, language: Language, name: string) =>
  page.getByRole('banner').getByRole('button', {
    name: clinicText(language, 'workspace.current', { name }),
  });
const clinicPatient = (page: Page) =>
  page.getByRole('main').getByText(CLINIC_PATIENT.patientName).first();

const CLINIC_ADMIN: Screen[] = [
  visit('/settings', (page, language) =>
    page.getByRole('heading', { name: clinicText(language, 'invitations.title') }),
  ),
  {
    name: '/home (workspace menu)',
    async open(page, language) {
      await page.goto('/home');
      await expect(clinicPatient(page)).toBeVisible();
      await switcherOf(page, language, CLINIC_NAME).click();
      await expect(
        page.getByRole('menuitem', { name: clinicText(language, 'workspace.create') }),
      ).toBeVisible();
    },
  },
  {
    name: '/home (create clinic)',
    async open(page, language) {
      await page.getByRole('menuitem', { name: clinicText(language, 'workspace.create') }).click();
      await expect(
        page.getByRole('dialog', { name: clinicText(language, 'create.title') }),
      ).toBeVisible();
    },
  },
];

const CLINIC_VIEWER: Screen[] = [
  visit('/home', clinicPatient, '/home (viewer)'),
  visit(
    '/activity',
    (page) => page.getByRole('main').getByRole('status').first(),
    '/activity (viewer)',
  ),
  visit(() => `/results/${clinicActivityId}`, chart, '/results/:id (viewer)'),
  visit(
    `/patients/${CLINIC_PATIENT.patientId}`,
    (page) => page.getByRole('heading', { level: 1, name: CLINIC_PATIENT.patientName }),
    '/patients/:id (viewer)',
  ),
  visit(
    '/settings',
    (page, language) =>
      page.getByText(
        clinicText(language, 'section.yourRole', {
          role: clinicText(language, 'roles.viewer'),
        }),
      ),
    '/settings (viewer)',
  ),
];

const CLINIC_INVITEE: Screen[] = [
  visit(
    () => `/invite/${invitationId}`,
    (page, language) =>
      page.getByRole('button', {
        name: clinicText(language, 'join.accept', { name: CLINIC_NAME }),
      }),
    '/invite/:id (signed in)',
  ),
];

const CLINIC_REMOVED: Screen[] = [
  visit(
    '/home',
    (page, language) =>
      page.getByRole('alert').filter({
        hasText: clinicText(language, 'refused.title', { name: CLINIC_NAME }),
      }),
    '/home (removed from the clinic)',
  ),
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
  visit(
    `/patients/${PATIENT.patientId}`,
    (page) => page.getByRole('heading', { level: 1, name: PATIENT.patientName }),
    '/patients/:id',
  ),
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
  // Seeds two users' worth of data and a clinic with four members: more than the 60 s default.
  testInfo.setTimeout(180_000);
  // In English whatever the describe around the first test says (signIn reads English labels).
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: 'en-US',
    // Not the describe's saved state: this makes it (a retried worker may start in any describe).
    storageState: NO_STATE,
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
  await saveSignedInState(context, SIGNED_IN_STATE);
  await context.close();
  await seedClinic(browser, testInfo.project.use.baseURL);
});

const ORG = '/api/auth/organization';

/**
 * A clinic with a patient and a session; its admin (one invitation pending), a viewer, a user
 * invited but not joined yet, and a member the admin removed after they entered the clinic.
 */
async function seedClinic(browser: Browser, baseURL: string | undefined) {
  // The auth service refuses a cookie-carrying POST without an Origin, as a browser sends.
  const post = (request: APIRequestContext, route: string, data: unknown) =>
    request.post(`${ORG}/${route}`, { data, headers: { origin: baseURL ?? '' } });
  const open = async () => {
    const context = await browser.newContext({ baseURL, locale: 'en-US', storageState: NO_STATE });
    return { context, page: await context.newPage() };
  };
  /** Signs `account` in on a new page, makes `clinicId` active, and keeps the state in `file`. */
  const enter = async (account: Account, file: string, clinicId: string | null) => {
    const { context, page } = await open();
    await signIn(page, account);
    if (clinicId) {
      const active = await post(page.request, 'set-active', { organizationId: clinicId });
      expect(active.ok()).toBe(true);
      await page.goto('/home');
      await expect(switcherOf(page, 'en', CLINIC_NAME)).toBeVisible();
    }
    await saveSignedInState(context, file);
    await context.close();
  };

  const admin = await open();
  const adminAccount = await makeAccount(admin.page.request, { name: 'Dra. Ana Souza' });
  const created = await post(admin.page.request, 'create', {
    name: CLINIC_NAME,
    slug: `clinica-vida-${Date.now()}`,
  });
  expect(created.ok()).toBe(true);
  const clinicId = (await created.json()).id as string;
  await seedPatient(admin.page.request, CLINIC_PATIENT.patientId, CLINIC_PATIENT.patientName);
  clinicActivityId = (
    await seedSession(admin.page.request, CLINIC_PATIENT.patientId, {
      startedAt: daysAgo(1),
      seed: 7,
    })
  ).activityId;
  const invite = async (email: string, role: string) => {
    const answer = await post(admin.page.request, 'invite-member', { email, role });
    expect(answer.ok()).toBe(true);
    return (await answer.json()).id as string;
  };
  const joined = async (name: string, role: string) => {
    const { context, page } = await open();
    const account = await makeAccount(page.request, { name });
    const id = await invite(account.email, role);
    expect((await post(page.request, 'accept-invitation', { invitationId: id })).ok()).toBe(true);
    await context.close();
    return account;
  };
  const viewer = await joined('Dr. Carlos Reis', 'viewer');
  const removed = await joined('Enf. Bruno Lima', 'member');
  const invitee = await open();
  const inviteeAccount = await makeAccount(invitee.page.request, { name: 'Fisio Dora' });
  await invitee.context.close();
  invitationId = await invite(inviteeAccount.email, 'member');
  await invite(`pending-${Date.now()}@clinic.test`, 'viewer');

  await enter(viewer, CLINIC_STATES.viewer, clinicId);
  await enter(removed, CLINIC_STATES.removed, clinicId);
  await enter(inviteeAccount, CLINIC_STATES.invitee, null);
  const gone = await post(admin.page.request, 'remove-member', { memberIdOrEmail: removed.email });
  expect(gone.ok()).toBe(true);
  await admin.context.close();
  await enter(adminAccount, CLINIC_STATES.admin, clinicId);
}

/** Opens each screen in turn and runs axe on it; fails with every serious or critical finding. */
async function checkScreens(page: Page, screens: Screen[], language: Language, widthPx: number) {
  const failing: AxeFinding[] = [];
  const other: AxeFinding[] = [];
  const clipped: string[] = [];
  for (const screen of screens) {
    await screen.open(page, language);
    await page.evaluate(() => window.scrollTo(0, 0));
    clipped.push(...(await notFitting(page, language, screen.name)));
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
  expect(clipped, `screens that do not fit ${widthPx} px`).toEqual([]);
}

for (const { language, locale } of BOTH_LANGUAGES) {
  for (const widthPx of WIDTHS_PX) {
    test.describe(`${language} at ${widthPx} px`, () => {
      test.use({ locale, viewport: { width: widthPx, height: 800 }, reducedMotion: 'reduce' });

      test('signed-out screens have no serious accessibility violations', async ({ page }) => {
        await checkScreens(page, SIGNED_OUT, language, widthPx);
      });

      test.describe('signed in', () => {
        test.use({ storageState: SIGNED_IN_STATE });

        test('every screen has no serious accessibility violations', async ({ page }) => {
          // Every signed-in screen (a recording and a class among them): over a minute on a busy machine.
          test.setTimeout(180_000);
          await checkScreens(page, SIGNED_IN, language, widthPx);
        });
      });

      const clinicRoles = [
        ['an admin', CLINIC_STATES.admin, CLINIC_ADMIN],
        ['a viewer', CLINIC_STATES.viewer, CLINIC_VIEWER],
        ['someone invited', CLINIC_STATES.invitee, CLINIC_INVITEE],
        ['a removed member', CLINIC_STATES.removed, CLINIC_REMOVED],
      ] as const;
      for (const [who, state, screens] of CLINIC_WIDTHS_PX.has(widthPx) ? clinicRoles : []) {
        test.describe(`in a clinic, as ${who}`, () => {
          test.use({ storageState: state });

          test('the clinic screens have no serious accessibility violations', async ({ page }) => {
            await checkScreens(page, [...screens], language, widthPx);
          });
        });
      }
    });
  }
}
