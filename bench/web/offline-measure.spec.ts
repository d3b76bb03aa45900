/**
 * Measurement, not a check (bench/web/playwright.config.ts runs it): a day offline. The time
 * from the `online` event to the header saying everything is synced, for OFFLINE_MEASURE_SESSIONS
 * (40) queued sessions of OFFLINE_MEASURE_MINUTES (60) at 1 Hz (HR and RR), median of
 * OFFLINE_MEASURE_RUNS runs (5), and what the header says meanwhile. The outbox is filled directly
 * in IndexedDB, in the app's own item shape, then the page is reloaded offline so the app picks
 * them up exactly as after a day without network.
 */
import { expect, test } from '@playwright/test';
import { signedIn } from '../../e2e/steps/account';
import { waitForServiceWorker } from '../../e2e/steps/offline';
import { makePatient } from '../../e2e/steps/patients';
import { syncBadge } from '../../e2e/steps/shell';

const SESSIONS = Number(process.env.OFFLINE_MEASURE_SESSIONS ?? 40);
const MINUTES = Number(process.env.OFFLINE_MEASURE_MINUTES ?? 60);
const RUNS = Number(process.env.OFFLINE_MEASURE_RUNS ?? 5);

test(`time from online to everything synced for ${SESSIONS} sessions of ${MINUTES} min`, async ({
  page,
  context,
}) => {
  test.setTimeout(RUNS * 120_000);
  await signedIn(page);
  await makePatient(page.request, { patientId: 'MEAS-1', patientName: 'Medida' });
  await waitForServiceWorker(page);
  const timesMs: number[] = [];
  // How much of each item's turn is the request itself (network + server), the rest the app's.
  const requestMs: number[] = [];
  page.on('requestfinished', (request) => {
    if (request.method() !== 'PUT') return;
    const timing = request.timing();
    requestMs.push(timing.responseEnd - timing.requestStart);
  });

  for (let run = 0; run < RUNS; run++) {
    await context.setOffline(true);
    const bytes = await page.evaluate(seedOutbox, { count: SESSIONS, points: MINUTES * 60 });
    await page.reload();
    await expect(syncBadge(page)).toHaveText(`Offline · ${SESSIONS}`, { timeout: 30_000 });
    await page.evaluate(() => {
      const w = window as unknown as { onlineAt?: number; syncedAt?: number; said?: string[] };
      w.onlineAt = undefined;
      w.syncedAt = undefined;
      w.said = [];
      window.addEventListener('online', () => {
        w.onlineAt = performance.now();
      });
      const badge = () => document.querySelector('header a[href="/settings#sync"]');
      new MutationObserver(() => {
        const label = badge()?.getAttribute('aria-label');
        if (label && w.onlineAt !== undefined && w.said?.at(-1) !== label) w.said?.push(label);
        if (w.onlineAt !== undefined && w.syncedAt === undefined) {
          if (badge()?.getAttribute('aria-label') === 'Online. Everything is synced') {
            w.syncedAt = performance.now();
          }
        }
      }).observe(document.body, { subtree: true, attributes: true, childList: true });
    });
    await context.setOffline(false);
    const elapsed = await page
      .waitForFunction(
        () => {
          const w = window as unknown as { onlineAt?: number; syncedAt?: number };
          return w.syncedAt !== undefined && w.onlineAt !== undefined && w.syncedAt - w.onlineAt;
        },
        undefined,
        { timeout: 110_000, polling: 100 },
      )
      .then((handle) => handle.jsonValue() as Promise<number>);
    timesMs.push(Math.round(elapsed));
    const said = await page.evaluate(() => (window as unknown as { said: string[] }).said);
    console.log(
      `  the header said, in turn: ${said.slice(0, 4).join(' → ')}${said.length > 4 ? ` … (${said.length} states) → ${said.at(-1)}` : ''}`,
    );
    console.log(
      `run ${run + 1}: ${SESSIONS} sessions (${(bytes / 1e6).toFixed(2)} MB) synced in ${Math.round(elapsed)} ms`,
    );
  }

  const { activities } = await (
    await page.request.get(`/api/activities?patientId=MEAS-1&limit=200`)
  ).json();
  expect(activities.length).toBe(Math.min(200, SESSIONS * RUNS));
  const sorted = [...timesMs].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const requestMedian = [...requestMs].sort((a, b) => a - b)[Math.floor(requestMs.length / 2)];
  console.log(`median ${median} ms over ${RUNS} runs: ${timesMs.join(', ')} ms`);
  console.log(`median PUT request (send to last byte): ${requestMedian?.toFixed(1)} ms`);
  test.info().annotations.push({
    type: 'online → empty outbox',
    description: `${median} ms median; runs ${timesMs.join(', ')}`,
  });
});

/** In the page: appends `count` session PUTs to the outbox as queueWrite stores them. */
async function seedOutbox({ count, points }: { count: number; points: number }): Promise<number> {
  const user = JSON.parse(localStorage.getItem('ritmo.user') ?? 'null') as { id: string };
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open('ritmo');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const encoder = new TextEncoder();
  let total = 0;
  const tx = db.transaction('outbox', 'readwrite');
  for (let i = 0; i < count; i++) {
    const activityId = crypto.randomUUID();
    const startedAt = Date.now() - 86_400_000 + i * 1000;
    const t = Array.from({ length: points }, (_, k) => k * 1000);
    const hr = t.map((_, k) => Math.round(95 + 30 * Math.sin(k / 200) + (k % 7)));
    const rr = hr.map((bpm) => Math.round(60_000 / bpm));
    const body = {
      patientId: 'MEAS-1',
      type: 'walk',
      startedAt,
      endedAt: startedAt + points * 1000,
      timestamp: startedAt + points * 1000 + 5000,
      device: { name: 'Ritmo simulator', kind: 'simulated' },
      hrMaxBpm: 170,
      restingHr: 64,
      samples: { t, hr, rr },
      events: [
        { t: 300_000, kind: 'marker' },
        { t: 600_000, kind: 'rpe', value: 13 },
      ],
      notes: 'Measured session',
    };
    const bodyJson = JSON.stringify(body);
    const path = `/api/activities/${activityId}`;
    const bytes = encoder.encode(`PUT ${path}${bodyJson}`).byteLength;
    total += bytes;
    tx.objectStore('outbox').add({
      entityKey: `activity:${activityId}`,
      method: 'PUT',
      path,
      bodyJson,
      patientId: 'MEAS-1',
      ownerId: user.id,
      queuedAt: Date.now(),
      attempts: 0,
      nextAttemptAt: Date.now(),
      lastError: null,
      failed: false,
      bytes,
    });
  }
  await new Promise((resolve, reject) => {
    tx.oncomplete = resolve;
    tx.onerror = () => reject(tx.error);
  });
  db.close();
  return total;
}
