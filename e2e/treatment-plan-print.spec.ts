/**
 * The individualised treatment plan a clinic files (issue 34 #11), in English and Portuguese: a
 * patient with a long name, a diagnosis with its ICD-10 code, a long medication list and an ICD,
 * an exercise test with an ischaemic threshold and a prescription by its ventilatory thresholds
 * (seeded through the API). Printed before the physician signs, the plan has a blank physician's
 * line and says a review is owed now; after the signature it names the physician with their
 * registration, the date and that the signature was electronic, and the next review 30 days on.
 * Each print is one A4 portrait page whose every word lies inside the margins (pdftotext -bbox).
 * Page images go to TREATMENT_PLAN_SHOTS when set.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { makeAccount, signIn } from './steps/account';
import {
  createClinicByApi,
  enterClinicByApi,
  expectA4,
  expectWithinMargins,
  printToPdf,
  setRegistration,
} from './steps/documents';
import { seedPatient } from './steps/patients';
import { CLINICAL_PROFILE, putPatientRecord, signPlanByApi } from './steps/programme';
import { BOTH_LANGUAGES, type Language, uiText } from './steps/ui-text';

const CLINIC = 'Clínica Coração Ativo';
const PHYSICIAN = 'Dra. Beatriz Lima';
const CRM = 'CRM-SP 123456';
const PATIENT = 'Maria Aparecida dos Santos Albuquerque Cavalcanti de Vasconcellos';
const DAY_MS = 86_400_000;
const dayOf = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString().slice(0, 10);

/** `namespace:key` in `language` with its {{values}} filled in. */
function words(language: Language, key: string, values: Record<string, string | number> = {}) {
  return Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{{${name}}}`, String(value)),
    uiText(language, key),
  );
}

/** A day as the documents write it (progress-format's formatDay / formatInstant). */
const dayWords = (language: Language, date: string | number) =>
  new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    ...(typeof date === 'string' ? { timeZone: 'UTC' } : {}),
  }).format(typeof date === 'string' ? new Date(`${date}T00:00:00Z`) : date);

async function seedPlan(page: Page) {
  await seedPatient(page.request, 'TP-01', PATIENT, CLINICAL_PROFILE);
  const put = (path: string, data: unknown) => putPatientRecord(page.request, 'TP-01', path, data);
  await put('/assessments/ET-1', {
    kind: 'exercise-test',
    date: dayOf(12),
    restHr: 62,
    peakHr: 128,
    vt1Hr: 98,
    vt2Hr: 112,
    // Ischaemia at 120 bpm caps the maximum at 110 and lowers the band's top from VT2 (112).
    ischaemicHr: 120,
    peakMets: 6.2,
    onBetaBlocker: true,
  });
  await put('/programmes/PR-1', {
    phase: 2,
    startDate: dayOf(10),
    plannedSessions: 36,
    sessionsPerWeek: 3,
    riskClass: 'intermediate',
  });
  await put('/programmes/PR-1/prescription', {
    modality: 'cycle',
    minutes: 30,
    intensity: { method: 'thresholds' },
    basedOn: 'ET-1',
  });
}

/** Opens Documents, prints the plan and reads the PDF back: one A4 page, nothing off its edges. */
async function printPlan(page: Page, language: Language, file: string) {
  await page.goto('/patients/TP-01?tab=documents');
  await page.getByRole('button', { name: words(language, 'progress:print.printItp') }).click();
  await expect(page.locator('body > [data-print-document]')).toBeAttached();
  const pdf = await printToPdf(page, file, process.env.TREATMENT_PLAN_SHOTS);
  expect(pdf.pages).toBe(1);
  expectA4(pdf, 'portrait');
  expectWithinMargins(file, 14);
  // A word hyphenated across lines ("re-\nentering") reads back whole.
  return pdf.pageTexts
    .join('\n')
    .replace(/\s+/g, ' ')
    .replace(/(\p{L})- (\p{L})/gu, '$1-$2');
}

function expectAll(paper: string, expected: readonly string[]) {
  for (const text of expected) expect(paper, text).toContain(text);
}

for (const { language, locale } of BOTH_LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test.use({ locale });

    test('the treatment plan carries the record it rests on, unsigned and then signed', async ({
      page,
      baseURL,
    }, testInfo) => {
      test.slow();
      const account = await makeAccount(page.request, { name: PHYSICIAN });
      const clinicId = await createClinicByApi(page.request, baseURL!, CLINIC);
      await setRegistration(page.request, CRM);
      await seedPlan(page);
      await page.addInitScript(() => {
        window.print = () => undefined;
      });
      await signIn(page, account, language);
      await enterClinicByApi(page.request, baseURL!, clinicId);
      await page.goto('/home');
      await expect(page.getByRole('banner').getByText(CLINIC)).toBeVisible();

      const p = (key: string, values?: Record<string, string | number>) =>
        words(language, `progress:print.${key}`, values);
      const the = (key: string, values?: Record<string, string | number>) =>
        words(language, `prescription:target.caps.${key}`, values);
      // What the plan says whether or not it is signed.
      const record = [
        CLINIC,
        PATIENT,
        p('itp'),
        p('clinical.diagnosis'),
        'Infarto agudo do miocárdio sem supradesnivelamento',
        p('clinical.icd10', { code: 'I21.4' }),
        p('clinical.medications'),
        'Carvedilol 25 mg 12/12 h',
        'Sacubitril/valsartana 97/103 mg 12/12 h',
        'Dapagliflozina 10 mg/dia',
        p('clinical.betaBlocker'),
        p('clinical.deviceLimit', { device: p('clinical.devices.icd'), bpm: 150 }),
        // The test: its date, heart rates and thresholds, each table's last column head.
        p('test.basis', { date: dayWords(language, dayOf(12)) }),
        p('test.onBetaBlocker'),
        p('test.peakMets'),
        '62 bpm',
        '128 bpm',
        '98 bpm',
        '112 bpm',
        '120 bpm',
        language === 'en' ? '6.2' : '6,2',
        // The prescription, with why its maximum is 110 bpm.
        '98–110 bpm',
        p('safetyMaxSetBy', { reasons: the('ischaemic', { source: 120, bpm: 110 }) }),
        p('modality'),
        p('nextReview'),
      ];

      const unsigned = await printPlan(page, language, testInfo.outputPath('plan-unsigned.pdf'));
      expectAll(unsigned, [
        ...record,
        p('nextReviewNow', { reason: p('dueReasons.unsigned') }),
        `${p('roles.physician')}:`,
        p('signature.unsigned'),
      ]);
      // The prescriber is named on their own line; the physician's is left to sign by hand.
      expect(unsigned).toContain(`${p('roles.professional')}: ${PHYSICIAN}`);
      expect(unsigned).not.toContain(`${p('roles.physician')}: ${PHYSICIAN}`);

      await signPlanByApi(page.request, 'TP-01', 'PR-1');
      const signedAt = Date.now();
      const signed = await printPlan(page, language, testInfo.outputPath('plan-signed.pdf'));
      expectAll(signed, [
        ...record,
        p('nextReviewBy', { date: dayWords(language, signedAt + 30 * DAY_MS) }),
        `${p('roles.physician')}: ${PHYSICIAN}`,
        `${uiText(language, 'documents:registrationOf.physician')}: ${CRM}`,
        p('signature.signed', { date: dayWords(language, signedAt) }),
      ]);
      expect(signed).not.toContain(p('signature.unsigned'));
    });
  });
}
