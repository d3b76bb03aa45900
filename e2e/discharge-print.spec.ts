/**
 * Progress and discharge (issue 25), in English and Portuguese: a patient in a clinic with
 * baseline and later assessments, a prescription by thresholds and sessions with BP/SpO₂ and an
 * alarm (seeded through the API), two of them done at home by the patient user (issue 40). The Progress tab shows its charts and fits 390/820/1280 px
 * (axe, screenshots); on Documents the physiotherapist writes the recommendations and discharges,
 * then prints the discharge summary and the treatment plan: Chromium's PDF is one A4 portrait
 * page each, with the clinic, patient, diagnosis with its ICD-10 code, medications, professional
 * and registration, clinic and home sessions apart, baseline vs latest (a questionnaire with a long name among them), the
 * physician who signed the plan on their signature line and the electronic-signature statement,
 * nothing of the app around it, and every word inside the margins.
 * Screenshots and page images go to DISCHARGE_SHOTS when set.
 */
import path from 'node:path';
import type { APIResponse, Page } from '@playwright/test';
import { axeFindings, formatFindings } from './axe-check';
import { expect, test } from './fixtures';
import { makeAccount, signIn } from './steps/account';
import { daysAgo, seedSession } from './steps/activities';
import {
  createClinicByApi,
  enterClinicByApi,
  expectA4,
  expectWithinMargins,
  printToPdf,
  setRegistration,
} from './steps/documents';
import { seedHomeSessions } from './steps/home';
import { seedPatient } from './steps/patients';
import { CLINICAL_PROFILE, signPlanByApi } from './steps/programme';
import { BOTH_LANGUAGES, type Language, uiText } from './steps/ui-text';

const CLINIC = 'Clínica Coração Ativo';
const REGISTRATION = 'CREFITO-3 12345-F';
const PATIENT = 'Maria Aparecida Lima';
const MIN = 60_000;
const dayOf = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const t = (language: Language, key: string) => uiText(language, `progress:${key}`);
const QUESTIONNAIRE = 'MacNew Heart Disease Health-Related Quality of Life Questionnaire, global';

/** A daily slot with the patient enrolled: attended, absent for transport, a no-show. */
async function seedSchedule(page: Page, patientId: string) {
  const ok = async (response: APIResponse) =>
    expect(response.ok(), await response.text()).toBe(true);
  await ok(
    await page.request.put('/api/class-slots/SL-1', {
      data: {
        name: 'Manhã',
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        startTime: '08:00',
        durationMin: 60,
        capacity: 6,
      },
    }),
  );
  await ok(
    await page.request.put(`/api/class-slots/SL-1/enrolments/${patientId}`, {
      data: { since: dayOf(35) },
    }),
  );
  const marks = [
    [30, { status: 'checked-in' }],
    [28, { status: 'absent', reason: 'transport' }],
    [26, { status: 'no-show' }],
  ] as const;
  for (const [day, mark] of marks) {
    const url = `/api/class-slots/SL-1/days/${dayOf(day)}/patients/${patientId}`;
    await ok(await page.request.put(url, { data: mark }));
  }
}

async function seedProgramme(page: Page, patientId: string) {
  const base = `/api/patients/${patientId}`;
  const put = async (url: string, data: unknown) => {
    const response = await page.request.put(`${base}${url}`, { data });
    expect(response.ok(), await response.text()).toBe(true);
  };
  const test = { kind: 'exercise-test', restHr: 62, peakHr: 128, vt1Hr: 98, vt2Hr: 115 };
  await put('/assessments/ET-1', { ...test, date: dayOf(40), peakMets: 6.2, onBetaBlocker: true });
  await put('/assessments/6MW-1', { kind: 'six-minute-walk', date: dayOf(40), distanceM: 412 });
  await put('/assessments/V-1', {
    kind: 'vitals',
    date: dayOf(40),
    sbp: 138,
    dbp: 84,
    weightKg: 80,
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
  const quality = { kind: 'questionnaire', name: QUESTIONNAIRE };
  await put('/assessments/Q-1', { ...quality, date: dayOf(40), score: 4.1 });
  await put('/assessments/6MW-2', { kind: 'six-minute-walk', date: dayOf(2), distanceM: 480 });
  await put('/assessments/Q-2', { ...quality, date: dayOf(2), score: 5.6 });
  await put('/assessments/V-2', {
    kind: 'vitals',
    date: dayOf(2),
    sbp: 126,
    dbp: 78,
    weightKg: 78.5,
  });
  await seedSchedule(page, patientId);
  for (const [n, day] of [30, 28, 26, 23, 21, 16, 14, 9, 7, 5, 2].entries()) {
    await seedSession(page.request, patientId, {
      startedAt: daysAgo(day, 9),
      type: n % 2 ? 'walk' : 'cycle',
      durationS: 30 * 60,
      seed: n + 1,
      // Recorded with the prescription's band (the prescription here is seeded after them).
      target: { lowBpm: 98, highBpm: 115 },
      events: [
        { t: MIN, kind: 'bp', value: { systolic: 140 - n, diastolic: 85 - Math.floor(n / 2) } },
        { t: 2 * MIN, kind: 'spo2', value: 95 + (n % 3) },
        ...(n === 3
          ? [
              {
                t: 12 * MIN,
                kind: 'alarm' as const,
                value: { rule: 'above-target' as const, measured: 131, limit: 115 },
              },
            ]
          : []),
      ],
    });
  }
}

/** "Clinic 11 (" and "home 2 (": the counts, whatever the adherence (its unit tests say). */
function settingsText(language: Language, clinic: number, home: number) {
  return t(language, 'stats.settingsValue')
    .replace('{{clinic}}', String(clinic))
    .replace('{{home}}', String(home))
    .split(' · ')
    .map((part) => part.replace(/\{\{\w+Pct\}\}\)$/, ''));
}

async function fits(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `page width at ${width} px`).toBeLessThanOrEqual(width);
}

for (const { language, locale } of BOTH_LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test.use({ locale });

    test('progress charts, discharge, and the discharge summary and plan on A4', async ({
      page,
      baseURL,
    }, testInfo) => {
      test.slow();
      const shots = process.env.DISCHARGE_SHOTS;
      const account = await makeAccount(page.request, { name: 'Fisio Paulo Reis' });
      const clinicId = await createClinicByApi(page.request, baseURL!, CLINIC);
      await setRegistration(page.request, REGISTRATION);
      await seedPatient(page.request, 'DC-01', PATIENT, CLINICAL_PROFILE);
      await seedProgramme(page, 'DC-01');
      // Marked physician by setRegistration, the physiotherapist signs the plan too.
      await signPlanByApi(page.request, 'DC-01', 'PR-1');
      await seedHomeSessions(page.request, baseURL!, { patientId: 'DC-01', programmeId: 'PR-1' }, [
        { startedAt: daysAgo(19, 18), type: 'walk', durationS: 30 * 60, seed: 21 },
        { startedAt: daysAgo(12, 18), type: 'walk', durationS: 30 * 60, seed: 22 },
      ]);
      await page.addInitScript(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => {
          (window as unknown as { printed: number }).printed += 1;
        };
      });
      await signIn(page, account, language);
      await enterClinicByApi(page.request, baseURL!, clinicId);
      await page.goto('/home');
      await expect(page.getByRole('banner').getByText(CLINIC)).toBeVisible();

      await page.goto('/patients/DC-01?tab=progress');
      await expect(
        page.getByRole('heading', { name: t(language, 'charts.attendance') }),
      ).toBeVisible();
      await expect(
        page.getByRole('img', { name: t(language, 'charts.timeInTargetLabel') }),
      ).toBeVisible();
      await expect(
        page.getByText(
          t(language, 'stats.sessionsValue').replace('{{done}}', '13').replace('{{planned}}', '24'),
        ),
      ).toBeVisible();
      const { failing } = await axeFindings(page, 'progress');
      expect(failing, formatFindings(failing)).toEqual([]);
      for (const width of [390, 820, 1280]) {
        await fits(page, width);
        if (shots)
          await page.screenshot({
            path: path.join(shots, `progress-${width}-${language}.png`),
            fullPage: true,
          });
      }

      await page.getByRole('tab', { name: uiText(language, 'chart:tabs.documents') }).click();
      const recommendations = 'Caminhada 30 min, 5×/semana, FC 98–115 bpm; retorno em 3 meses.';
      await page.getByLabel(t(language, 'discharge.recommendations')).fill(recommendations);
      await page.getByRole('button', { name: t(language, 'discharge.submit') }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: t(language, 'discharge.confirmYes') })
        .click();
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page.getByText(recommendations)).toBeVisible();
      const documents = await axeFindings(page, 'documents');
      expect(documents.failing, formatFindings(documents.failing)).toEqual([]);

      await page.getByRole('button', { name: t(language, 'print.printDischarge') }).click();
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      for (const width of [390, 1280]) {
        await fits(page, width);
        if (shots)
          await page.screenshot({
            path: path.join(shots, `documents-${width}-${language}.png`),
            fullPage: true,
          });
      }
      const discharge = await printToPdf(
        page,
        testInfo.outputPath(`discharge-${language}.pdf`),
        shots,
      );
      expect(discharge.pages).toBe(1);
      expectA4(discharge, 'portrait');
      expectWithinMargins(testInfo.outputPath(`discharge-${language}.pdf`), 14);
      const paper = discharge.pageTexts.join('\n').replace(/\s+/g, ' ');
      for (const expected of [
        CLINIC,
        PATIENT,
        'Fisio Paulo Reis',
        REGISTRATION,
        t(language, 'print.dischargeSummary'),
        // The 6-minute walk: baseline, latest and the change (labels wrap in their cells).
        '412 m',
        '480 m',
        '+68 m',
        t(language, 'discharge.alarms'),
        t(language, 'rules.above-target'),
        // Clinic and home sessions apart, each with its adherence.
        t(language, 'discharge.settings'),
        ...settingsText(language, 11, 2),
        // Adherence to the schedule, added up over the programme.
        t(language, 'adherence.title'),
        t(language, 'adherence.totalsValue')
          .replace('{{attended}}', '1')
          .replace('{{absent}}', '1')
          .replace('{{reasons}}', ` (${t(language, 'adherence.reasons.transport')} 1)`)
          .replace('{{noShow}}', '1'),
        // The outcome table's last column, and the questionnaire's long name wrapped in its cell.
        t(language, 'outcomes.change'),
        'MacNew',
        t(language, 'print.clinical.diagnosis'),
        'Infarto agudo do miocárdio',
        t(language, 'print.clinical.icd10').replace('{{code}}', 'I21.4'),
        t(language, 'print.clinical.medications'),
        'Sacubitril/valsartana 97/103 mg 12/12 h',
        uiText(language, 'documents:signature'),
        // The physician who signed the plan, named on their line to sign by hand.
        `${t(language, 'print.roles.physician')}: Fisio Paulo Reis`,
      ]) {
        expect(paper).toContain(expected);
      }
      expect(paper).toContain(recommendations.slice(0, 30));
      expect(paper).toContain(uiText(language, 'documents:electronicStatement').slice(0, 40));
      // Nothing of the app: no tabs, no buttons, no navigation.
      expect(paper).not.toContain(t(language, 'print.printDischarge'));
      expect(paper).not.toContain(uiText(language, 'chart:tabs.progress'));

      await page.getByRole('button', { name: t(language, 'print.printItp') }).click();
      const plan = await printToPdf(page, testInfo.outputPath(`plan-${language}.pdf`), shots);
      expect(plan.pages).toBe(1);
      expectWithinMargins(testInfo.outputPath(`plan-${language}.pdf`), 14);
      const planText = plan.pageTexts.join('\n').replace(/\s+/g, ' ');
      for (const expected of [
        CLINIC,
        PATIENT,
        REGISTRATION,
        t(language, 'print.itp'),
        '98–115 bpm',
        // Discharged: the plan has ended, no review is owed.
        t(language, 'print.nextReviewEnded'),
      ]) {
        expect(planText).toContain(expected);
      }
    });
  });
}
