/**
 * Measurements, not a journey (bench/web/playwright.config.ts runs them). How many readings a
 * second the live view takes without dropping frames (fed through the real Web Bluetooth driver),
 * and phone-size screenshots of /connect and /activity during a live session, into /tmp/shots.
 */
import { expect, test } from '@playwright/test';
import { installBleStub } from '../../e2e/ble-stub';
import { signedIn } from '../../e2e/steps/account';
import { makePatient } from '../../e2e/steps/patients';
import { startRecording } from '../../e2e/steps/recording';
import { connectStrap } from '../../e2e/steps/sensor';
import { navigateTo } from '../../e2e/steps/shell';

test.use({ viewport: { width: 360, height: 740 } });

const RATES_HZ = [1, 10, 20, 50, 100, 200, 400];
const SECONDS_PER_RATE = 8;

test('live view frame timings at 1–400 readings a second; screenshots at 360×740', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await installBleStub(page, 'Polar H10 7A2B');
  await signedIn(page);
  await makePatient(page.request, {
    patientId: 'M-1',
    patientName: 'Maria Conceição',
    birthDate: '1958-04-12',
    restingHr: 66,
  });
  await connectStrap(page);
  await page.evaluate(() => window.__ble.notify('18 4B 10 00 00 04 20 03'));
  await expect(page.getByTestId('sensor-hr')).toHaveText('75 bpm');
  await page.screenshot({ path: '/tmp/shots/connect-360.png', fullPage: true });

  await startRecording(page, { search: 'maria', patientName: 'Maria Conceição', type: 'Cycle' });
  await page.evaluate(() => window.__ble.notify('10 8C 00 04'));
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/shots/activity-live-360.png', fullPage: true });
  await page.screenshot({ path: '/tmp/shots/activity-live-fold-360.png' });
  // Main-thread busy time from Chromium itself: less sensitive than frame timings to a loaded machine.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskSeconds = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
  };
  const results = [];
  for (const hz of RATES_HZ) {
    const busyBefore = await taskSeconds();
    const frames = await page.evaluate(
      ({ hz, seconds }) =>
        new Promise<Record<string, number>>((resolve) => {
          const deltas: number[] = [];
          let longTaskMs = 0;
          let longTasks = 0;
          const observer = new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) {
              longTasks++;
              longTaskMs += entry.duration;
            }
          });
          observer.observe({ entryTypes: ['longtask'] });
          let last = performance.now();
          let running = true;
          const frame = (now: number) => {
            deltas.push(now - last);
            last = now;
            if (running) requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
          let sent = 0;
          const start = performance.now();
          const feeder = setInterval(
            () => {
              // Send what is due, so a late timer still delivers the full rate.
              const due = Math.floor(((performance.now() - start) / 1000) * hz);
              while (sent < due) {
                const hr = 100 + Math.round(20 * Math.sin(sent / 20));
                window.__ble.notify(`10 ${hr.toString(16)} 00 04`);
                sent++;
              }
            },
            Math.max(4, 1000 / hz),
          );
          setTimeout(() => {
            running = false;
            clearInterval(feeder);
            observer.disconnect();
            const sorted = deltas.slice(1).sort((a, b) => a - b);
            const frameMs = sorted[Math.floor(sorted.length / 2)]!;
            resolve({
              hz,
              sent,
              frames: sorted.length,
              fps: sorted.length / seconds,
              medianFrameMs: frameMs,
              p95FrameMs: sorted[Math.floor(sorted.length * 0.95)]!,
              maxFrameMs: sorted.at(-1)!,
              // A frame that took more than 1.5 frame periods means at least one was skipped.
              droppedFrames: sorted.filter((d) => d > 1.5 * frameMs).length,
              longTasks,
              longTaskMs: Math.round(longTaskMs),
            });
          }, seconds * 1000);
        }),
      { hz, seconds: SECONDS_PER_RATE },
    );
    const busyPct = Math.round((((await taskSeconds()) - busyBefore) / SECONDS_PER_RATE) * 100);
    results.push({ ...frames, mainThreadBusyPct: busyPct });
    if (hz === 1)
      await page.screenshot({ path: '/tmp/shots/activity-live-360.png', fullPage: true });
  }
  console.table(results);
  test.info().annotations.push({ type: 'live-rate', description: JSON.stringify(results) });
  await page.screenshot({ path: '/tmp/shots/activity-live-after-360.png', fullPage: true });
  await navigateTo(page, 'Connect');
  await page.screenshot({ path: '/tmp/shots/connect-during-session-360.png', fullPage: true });
  await navigateTo(page, 'Activity');
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('region', { name: 'Summary' })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/activity-review-360.png', fullPage: true });
});
