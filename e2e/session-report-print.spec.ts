/**
 * A session's report leaves the clinic: in a clinic, a session with BP, SpO₂ and Borg entries, a
 * marker, a note, an alarm and its acknowledgement prints on A4 portrait with the shared
 * letterhead (clinic, activity, the leading professional and their registration from the
 * clinician profile) and the signature footer, every entry with its time, and no screen-only
 * text. Chromium makes the PDF (page.pdf with the page's CSS size, as its print dialog does);
 * poppler's pdfinfo and pdftotext read it. Screenshots and page images go to
 * `SESSION_REPORT_SHOTS` when set.
 */
import path from 'node:path';
import { expect, test } from './fixtures';
import { makeAccount, signIn } from './steps/account';
import { daysAgo, seedSession } from './steps/activities';
import {
  createClinicByApi,
  enterClinicByApi,
  expectA4,
  printToPdf,
  setRegistration,
} from './steps/documents';
import { seedPatient } from './steps/patients';
import { BOTH_LANGUAGES, type Language, uiText } from './steps/ui-text';

const MIN = 60_000;
const CLINIC = 'Clínica Coração Ativo';
const REGISTRATION = 'CRM-SP 123456';
const text = (language: Language, key: string) => uiText(language, `results:${key}`);

for (const { language, locale } of BOTH_LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test.use({ locale });

    test('a session report prints on A4 with the letterhead, every entry and the signature lines', async ({
      page,
      baseURL,
    }, testInfo) => {
      test.slow();
      const account = await makeAccount(page.request, { name: 'Dra. Ana Souza' });
      const clinicId = await createClinicByApi(page.request, baseURL!, CLINIC);
      await setRegistration(page.request, REGISTRATION);
      await seedPatient(page.request, 'SR-01', 'Maria Aparecida Lima');
      const { activityId } = await seedSession(page.request, 'SR-01', {
        startedAt: daysAgo(1, 9),
        type: 'cycle',
        durationS: 30 * 60,
        seed: 3,
        notes: 'Tolerou bem o treino; sem queixas.',
        target: { lowBpm: 100, highBpm: 125 },
        events: [
          { t: 30_000, kind: 'bp', value: { systolic: 128, diastolic: 82 } },
          { t: MIN, kind: 'spo2', value: 97 },
          { t: 2 * MIN, kind: 'marker', value: 'Aquecimento concluído' },
          { t: 10 * MIN, kind: 'rpe', value: 13 },
          {
            t: 12 * MIN,
            kind: 'alarm',
            value: { rule: 'above-target', measured: 131, limit: 125 },
          },
          { t: 12.5 * MIN, kind: 'alarm-ack', value: { rule: 'above-target', by: 'Ana' } },
          { t: 15 * MIN, kind: 'spo2', value: 94 },
          { t: 20 * MIN, kind: 'note', value: 'Leve dispneia ao final do estágio' },
          { t: 29 * MIN, kind: 'bp', value: { systolic: 118, diastolic: 78 } },
        ],
      });
      await signIn(page, account, language);
      await enterClinicByApi(page.request, baseURL!, clinicId);
      // The app enters the server's active workspace on its next start (a reload to Home); on a
      // busy machine the first start may still be reading the old one, so start again if so.
      await expect(async () => {
        await page.goto('/home');
        await expect(page.getByRole('banner').getByText(CLINIC)).toBeVisible({ timeout: 5000 });
      }).toPass({ timeout: 30_000 });
      await page.goto(`/results/${activityId}`);
      await expect(page.getByRole('heading', { name: 'Maria Aparecida Lima' })).toBeVisible();
      await expect(
        page.getByRole('table', { name: text(language, 'detail.eventsTitle') }),
      ).toBeVisible();

      const shots = process.env.SESSION_REPORT_SHOTS;
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        // The charts follow the new width a frame later (ResizeObserver).
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
          .toBeLessThanOrEqual(width);
        if (shots) {
          const file = path.join(shots, `session-report-${width}-${language}.png`);
          await page.screenshot({ path: file, fullPage: true });
        }
      }
      await page.setViewportSize({ width: 1280, height: 900 });

      // The registration is read from the profiles API after the report shows.
      await expect(page.getByText(REGISTRATION).first()).toBeAttached();
      const file = testInfo.outputPath(`session-report-${language}.pdf`);
      const pdf = await printToPdf(page, file, shots);
      expect(pdf.pages).toBeGreaterThanOrEqual(1);
      expect(pdf.pages).toBeLessThanOrEqual(2);
      expectA4(pdf, 'portrait');
      for (const pageText of pdf.pageTexts) expect(pageText.trim()).not.toBe('');
      const printed = pdf.pageTexts.join('\n');
      const documents = (key: string) => uiText(language, `documents:${key}`);

      // The letterhead: clinic, document, activity, professional and registration.
      expect(printed).toContain(CLINIC);
      expect(printed).toContain(text(language, 'report.title'));
      expect(printed).toContain(text(language, 'types.cycle'));
      // Marked physician: the CRM is named beside her, as on her signature line.
      expect(printed).toContain(
        `Dra. Ana Souza · ${documents('registrationOf.physician')}: ${REGISTRATION}`,
      );
      // Entries, the alarm and its acknowledgement with their times, and the notes.
      for (const shown of [
        '128/82',
        '118/78',
        'Aquecimento concluído',
        'Leve dispneia',
        '12:00',
        '12:30',
        '29:00',
      ]) {
        expect(printed).toContain(shown);
      }
      expect(printed).toContain(uiText(language, 'results:alarms.rules.above-target'));
      expect(printed).toContain('Tolerou bem o treino; sem queixas.');
      // The footer, on the last sheet.
      const last = pdf.pageTexts.at(-1)!;
      expect(last).toContain(documents('signature'));
      expect(last).toContain('ICP-Brasil');
      // Nothing that only makes sense on screen.
      for (const screenOnly of [
        'detail.print',
        'detail.back',
        'detail.downloadCsv',
        'notes.edit',
      ]) {
        expect(printed).not.toContain(text(language, screenOnly));
      }
    });
  });
}
