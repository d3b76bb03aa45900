/**
 * The class report leaves the clinic: a class of twelve with BP, SpO₂, Borg entries and notes
 * (seeded through the API) prints to one landscape A4 page with no screen-only text, and its
 * class CSV and the history list's parse back exactly in the language's dialect. Chromium makes the PDF
 * (page.pdf with the page's CSS size, as its print dialog does); poppler's pdfinfo, pdftotext
 * and pdftoppm read it. Screenshots and page images go to `CLASS_REPORT_SHOTS` when set.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { CsvDialect } from '../src/common/csv/csv-dialect';
import {
  formulaCells,
  numberOf,
  parseCsv,
  tableOf,
} from '../src/common/csv/csv-read-back.test-helpers';
import { expect, test } from './fixtures';
import { makeAccount, signIn } from './steps/account';
import { daysAgo, seedSession } from './steps/activities';
import { expectA4, printToPdf, setRegistration } from './steps/documents';
import { seedPatient } from './steps/patients';
import { BOTH_LANGUAGES, type Language, uiText } from './steps/ui-text';

const PARTICIPANTS = 12;
const MIN = 60_000;
const text = (language: Language, key: string) => uiText(language, `results:${key}`);

async function seedClass(page: Page, participants = PARTICIPANTS): Promise<string> {
  const classId = randomUUID();
  const startedAt = daysAgo(1, 9);
  for (let n = 1; n <= participants; n++) {
    const patientId = `CL-${String(n).padStart(2, '0')}`;
    await seedPatient(page.request, patientId, `Paciente ${String(n).padStart(2, '0')}, Souza`);
    await seedSession(page.request, patientId, {
      startedAt,
      type: 'cycle',
      durationS: 30 * 60,
      seed: n,
      notes: n === 1 ? '=2+3 tolerou bem; sem queixas' : '',
      events: [
        { t: 30_000, kind: 'bp', value: { systolic: 120 + n, diastolic: 80 } },
        { t: 60_000, kind: 'spo2', value: 97 },
        { t: 15 * MIN, kind: 'spo2', value: 94 },
        { t: 16 * MIN, kind: 'rpe', value: 13 },
        { t: 20 * MIN, kind: 'note', value: `Nota ${n}` },
        // At the end of the session: after; every other entry was taken during it.
        { t: 30 * MIN, kind: 'bp', value: { systolic: 118, diastolic: 78 } },
      ],
      classId,
      // Issue 34: Paciente 02 is guided by Borg (no band) from an unsigned prescription v2;
      // Paciente 01 by the band of a signed v1; the others as sessions saved before either.
      ...(n === 2
        ? { borgTarget: { low: 11, high: 13 }, prescription: { version: 2, signed: false } }
        : { target: { lowBpm: 100, highBpm: 125 } }),
      ...(n === 1 ? { prescription: { version: 1, signed: true } } : {}),
    });
  }
  return classId;
}

for (const { language, locale } of BOTH_LANGUAGES) {
  // Each language reads its own CSV dialect, named alike.
  const dialect: CsvDialect = language;
  test.describe(`in ${language}`, () => {
    test.use({ locale });

    test(`a class of ${PARTICIPANTS} prints on one landscape A4 page and exports its CSV`, async ({
      page,
    }, testInfo) => {
      test.slow();
      const account = await makeAccount(page.request, { name: 'Dra. Ana Souza' });
      await setRegistration(page.request, 'CREFITO-3 123456-F');
      const classId = await seedClass(page);
      await signIn(page, account, language);
      await page.goto(`/class/${classId}/report`);
      const table = page.locator('[data-class-report-table]');
      await expect(table.getByRole('row')).toHaveCount(PARTICIPANTS + 1);
      const borgRow = table.getByRole('row', { name: /Paciente 02, Souza/ });
      await expect(borgRow).toContainText('Borg 11–13');
      await expect(borgRow).not.toContainText(/\d+–\d+ bpm/);
      const shots = process.env.CLASS_REPORT_SHOTS;
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        if (shots) {
          const file = path.join(shots, `class-report-${width}-${language}.png`);
          await page.screenshot({ path: file, fullPage: true });
        }
      }
      await page.setViewportSize({ width: 1280, height: 900 });

      // The class CSV: the dialect is named on the button, the file parses back exactly.
      const dialectLabel = uiText(language, `common.csvDialect_${dialect}`);
      const csvButton = page.getByRole('button', {
        name: `${text(language, 'classReport.csv')} (${dialectLabel})`,
      });
      const downloading = page.waitForEvent('download');
      await csvButton.click();
      const download = await downloading;
      const bytes = await readFile(await download.path());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const csv = bytes.toString('utf8');
      expect(csv.split('\r\n')[0]).toContain(dialect === 'pt-BR' ? '";"' : '","');
      const rows = tableOf(parseCsv(csv, dialect));
      expect(rows).toHaveLength(PARTICIPANTS);
      const col = (key: string) => text(language, `classCsv.${key}`);
      const first = rows[0]!;
      expect(first[col('patient')]).toBe('Paciente 01, Souza');
      expect(first[col('bp_before')]).toBe('');
      expect(first[col('bp_during')]).toBe('121/80');
      expect(first[col('bp_after')]).toBe('118/78');
      expect(first[col('spo2_during')]).toBe('97 · 94');
      expect(numberOf(first[col('rpe')], dialect)).toBe(13);
      expect(numberOf(first[col('targetLow')], dialect)).toBe(100);
      expect(numberOf(first[col('durationMin')], dialect)).toBe(30);
      expect(first[col('notes')]).toBe("'=2+3 tolerou bem; sem queixas | Nota 1");
      expect(rows[11]![col('bp_during')]).toBe('132/80');
      // The Borg-guided participant: the Borg range as target, never a band, and "unsigned".
      const borg = rows[1]!;
      expect([borg[col('targetLow')], borg[col('targetHigh')]]).toEqual(['', '']);
      expect(borg[col('targetBorg')]).toBe('11–13');
      expect(borg[col('prescription')]).toBe(
        text(language, 'guidance.version_unsigned').replace('{{version}}', '2'),
      );
      expect(first[col('prescription')]).toBe('v1');
      expect(formulaCells(csv, dialect)).toEqual([]);

      // Paper: one landscape A4 sheet, nothing blank, no screen-only text.
      const file = testInfo.outputPath(`class-report-${language}.pdf`);
      const pdf = await printToPdf(page, file, shots);
      expect(pdf.pages).toBe(1);
      expectA4(pdf, 'landscape');
      for (const pageText of pdf.pageTexts) expect(pageText.trim()).not.toBe('');
      const printed = pdf.pageTexts.join('\n');
      expect(printed).toContain('Paciente 01, Souza');
      expect(printed).toContain('Paciente 12, Souza');
      // On paper too: the Borg range as the target, and the unsigned prescription named so.
      const flat = printed.replace(/\s+/g, ' ');
      expect(flat).toContain('Borg 11–13');
      // The cell wraps "Prescrição v2 ·" and "não assinada" onto two lines: each part, then.
      const unsigned = text(language, 'guidance.prescription_unsigned').replace('{{version}}', '2');
      for (const part of unsigned.split(' · ')) expect(flat).toContain(part);
      expect(printed).toContain(uiText(language, 'documents:signature'));
      // The leader and their registration come from the clinician profile, not a blank to fill.
      expect(printed).toContain('Dra. Ana Souza');
      expect(printed).toContain('CREFITO-3 123456-F');
      expect(printed).toContain(uiText(language, 'documents:electronicStatement').slice(0, 30));
      // The caption's hint ("open a name for that session") is for the screen only.
      const hint = text(language, 'classReport.caption_other').split(';')[1]!.trim();
      expect(printed).not.toContain(hint);
      expect(printed).not.toContain(text(language, 'classReport.print'));

      // The history list's CSV: the twelve sessions, in the same dialect.
      await page.goto('/results');
      const listButton = page.getByRole('button', {
        name: `${text(language, 'historyCsv.download')} (${dialectLabel})`,
      });
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expect(listButton).toBeVisible();
        if (shots)
          await page.screenshot({ path: path.join(shots, `history-${width}-${language}.png`) });
      }
      const listDownloading = page.waitForEvent('download');
      await listButton.click();
      const list = (await readFile(await (await listDownloading).path())).toString('utf8');
      const listRows = tableOf(parseCsv(list, dialect));
      expect(listRows).toHaveLength(PARTICIPANTS);
      expect(listRows.map((row) => row[col('patient')]).sort()[0]).toBe('Paciente 01, Souza');
      expect(formulaCells(list, dialect)).toEqual([]);
    });
  });
}

test('a class longer than a sheet repeats the letterhead and the column heads on each', async ({
  page,
}, testInfo) => {
  test.slow();
  const account = await makeAccount(page.request, { name: 'Dra. Ana Souza' });
  await setRegistration(page.request, 'CREFITO-3 123456-F');
  const classId = await seedClass(page, 26);
  await signIn(page, account, 'en');
  await page.goto(`/class/${classId}/report`);
  await expect(page.locator('[data-class-report-table] tbody tr')).toHaveCount(26);
  const pdf = await printToPdf(page, testInfo.outputPath('class-report-26.pdf'));
  expect(pdf.width).toBeCloseTo(841.89, 0);
  const title = uiText('en', 'results:classReport.title');
  const sheetsWithRows = pdf.pageTexts.filter((sheet) => sheet.includes('Paciente'));
  expect(sheetsWithRows.length).toBeGreaterThanOrEqual(2);
  // Each sheet of the table says whose class it is: the letterhead, then the column heads.
  for (const sheet of sheetsWithRows) {
    expect(sheet).toContain(title);
    expect(sheet).toContain('CREFITO-3 123456-F');
    expect(sheet).toContain(uiText('en', 'results:classReport.patient'));
  }
  expect(sheetsWithRows[0]).toContain('Paciente 01, Souza');
  expect(sheetsWithRows.at(-1)).toContain('Paciente 26, Souza');
});
