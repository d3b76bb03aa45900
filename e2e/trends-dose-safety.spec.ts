/**
 * A patient's Trends beside HR, duration and Borg: time in the target zone, workload (power from
 * the bike, METs from it and the weight in the vitals; speed left empty with its reason), BP before exercise with the peak systolic, and the
 * lowest SpO₂, each a chart with the same axes in English and Portuguese; a patient without those
 * entries sees each chart's empty state. Screenshots go to `TRENDS_SHOTS` when set.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test } from './fixtures';
import { makeAccount, signIn } from './steps/account';
import { daysAgo, isoDay, makeSessionBody, seedSession } from './steps/activities';
import { seedPatient } from './steps/patients';
import { BOTH_LANGUAGES, type Language, uiText } from './steps/ui-text';

const MIN = 60_000;
const DAYS = [20, 17, 13, 10, 6, 3];
const text = (language: Language, key: string) => uiText(language, `results:${key}`);

for (const { language, locale } of BOTH_LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test.use({ locale });

    test('Trends chart time in target, workload, BP and SpO₂', async ({ page }) => {
      test.slow();
      const account = await makeAccount(page.request);
      await seedPatient(page.request, 'TR-01', 'Sebastião Nogueira');
      await seedPatient(page.request, 'TR-02', 'Helena Prado');
      for (const [index, day] of DAYS.entries()) {
        const body = makeSessionBody('TR-01', {
          startedAt: daysAgo(day),
          type: 'cycle',
          durationS: 25 * 60,
          seed: 20 + index,
          target: { lowBpm: 105, highBpm: 130 },
          events: [
            { t: MIN, kind: 'bp', value: { systolic: 142 - index * 3, diastolic: 88 - index } },
            { t: 12 * MIN, kind: 'bp', value: { systolic: 170 - index * 2, diastolic: 86 } },
            { t: 13 * MIN, kind: 'spo2', value: 90 + index },
          ],
        });
        body.samples!.power = body.samples!.t.map(() => 40 + index * 5);
        const saved = await page.request.put(`/api/activities/${randomUUID()}`, { data: body });
        expect(saved.ok(), await saved.text()).toBe(true);
      }
      // The body weight for cycling METs (ACSM), from vitals taken before the programme.
      const vitals = { kind: 'vitals', date: isoDay(daysAgo(30)), weightKg: 75 };
      const weighed = await page.request.put(`/api/patients/TR-01/assessments/${randomUUID()}`, {
        data: vitals,
      });
      expect(weighed.ok(), await weighed.text()).toBe(true);
      for (const day of [5, 2]) {
        await seedSession(page.request, 'TR-02', { startedAt: daysAgo(day), seed: day });
      }
      await signIn(page, account, language);

      await page.goto('/results?patientId=TR-01&view=trends');
      const metric = (key: string) => text(language, `trends.metrics.${key}`);
      const drawn = [
        'hrAvg',
        'timeInTargetPct',
        'avgPowerW',
        'estimatedMets',
        'bp',
        'lowestSpo2Pct',
      ];
      for (const key of drawn) {
        const chart = page.getByRole('img', { name: new RegExp(`^${metric(key)} `) });
        await expect(chart.locator('canvas')).toBeVisible();
      }
      // Power came from the bike; no speed sensor: the chart says why it is empty.
      const speed = page.getByRole('region', { name: metric('avgSpeedKmh') });
      await expect(speed).toContainText(text(language, 'trends.empty.avgSpeedKmh'));
      await expect(speed).toContainText(text(language, 'trends.workloadNote'));
      const bp = page.getByRole('region', { name: metric('bp') });
      for (const key of ['systolicMmHg', 'diastolicMmHg', 'peakSystolicMmHg']) {
        await expect(bp).toContainText(metric(key));
      }
      // The last week's means: BP before exercise and peak, SpO₂, all in mmHg or %.
      await expect(bp).toContainText(/\d+ · \d+(,|\.)?\d* · \d+(,|\.)?\d* mmHg/);
      await expect(page.getByRole('region', { name: metric('timeInTargetPct') })).toContainText(
        /\d+(,\d|\.\d)? %/,
      );

      const shots = process.env.TRENDS_SHOTS;
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expect(bp.locator('canvas')).toBeVisible();
        // The charts follow the new width a frame later (ResizeObserver).
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
          .toBeLessThanOrEqual(width);
        if (shots) {
          const file = path.join(shots, `trends-${width}-${language}.png`);
          await page.screenshot({ path: file, fullPage: true });
        }
      }

      // Sessions without a target, entries or a machine: every new chart says so.
      await page.goto('/results?patientId=TR-02&view=trends');
      for (const key of ['timeInTargetPct', 'avgPowerW', 'bp', 'lowestSpo2Pct']) {
        await expect(page.getByRole('region', { name: metric(key) })).toContainText(
          text(language, `trends.empty.${key}`),
        );
      }
      if (shots) {
        await page.screenshot({
          path: path.join(shots, `trends-empty-1280-${language}.png`),
          fullPage: true,
        });
      }
    });
  });
}
