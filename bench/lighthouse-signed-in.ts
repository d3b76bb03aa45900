/**
 * `npm run build && node --import tsx bench/lighthouse-signed-in.ts [--runs 5]`: Lighthouse's
 * mobile performance (simulated slow 4G, 4× CPU) of the signed-in `/home` and `/class` for a
 * realistic clinician: 200 patients and 2,000 sessions in history (made through the API, spread
 * over a year). Each run is a fresh browser, signed in before Lighthouse loads the page (cookie
 * and the local user record), so the score is the first load after sign-in with an empty cache.
 * Prints the median score, its runs, the JS transferred and the load average when it began.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { makeActivity, makePatient } from '../src/server/test/factories.js';
import { signUpClinician, startServerProcess } from '../src/server/test/server-process.js';
import { TestClient } from '../src/server/test/test-server.js';
import { lighthouseScore } from './web-bench.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    patients: { type: 'string', default: '200' },
    sessions: { type: 'string', default: '2000' },
    /** Comma-separated; `/login` is scored signed out, the others signed in. */
    paths: { type: 'string', default: '/home,/class' },
    /** A directory: each run's Lighthouse report is written there as JSON (for its breakdown). */
    reports: { type: 'string' },
    /** Another build's web app (WEB_ROOT), e.g. a copy of main's `dist/web` to compare with. */
    'web-root': { type: 'string' },
  },
});
const runs = Number(values.runs);
const patients = Number(values.patients);
const sessions = Number(values.sessions);
if (!(runs >= 1 && runs <= 20) || !(patients >= 1 && patients <= 5000)) {
  throw new Error('--runs must be 1–20 and --patients 1–5000');
}
if (!(sessions >= 0 && sessions <= 50_000)) throw new Error('--sessions must be 0–50000');

const webRoot = values['web-root'];
const server = await startServerProcess({
  entry: 'dist',
  ...(webRoot ? { env: { WEB_ROOT: webRoot } } : {}),
});
try {
  const client = new TestClient(server.baseUrl);
  const { userId, email } = await signUpClinician(client, 'Lighthouse Clinician');
  for (let p = 1; p <= patients; p++) {
    const saved = await client.put(
      `/api/patients/P-${p}`,
      makePatient({ patientName: `Paciente ${p}` }),
    );
    if (saved.status !== 200) throw new Error(`patient ${p}: ${saved.status}`);
  }
  const yearAgo = Date.now() - 365 * 86_400_000;
  for (let s = 0; s < sessions; s++) {
    const startedAt = yearAgo + Math.floor((s / sessions) * 364 * 86_400_000);
    const { activityId, ...body } = makeActivity(`P-${(s % patients) + 1}`, { startedAt }, 1200);
    const saved = await client.put(`/api/activities/${activityId}`, body);
    if (saved.status !== 200) throw new Error(`session ${s}: ${saved.status}`);
  }
  const cookies = client.cookie.split('; ').map((pair) => {
    const [name, ...value] = pair.split('=');
    return { name: name!, value: value.join('='), domain: '127.0.0.1', path: '/' };
  });
  const user = JSON.stringify({ id: userId, email, name: 'Lighthouse Clinician' });
  /** Signs the fresh browser in: the auth cookie, and the user record the app reads at start. */
  const signIn = async (port: number) => {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    const context = browser.contexts()[0]!;
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/api/health`);
    await page.evaluate((value) => localStorage.setItem('ritmo.user', value), user);
    await page.close();
    await browser.close();
  };
  const reports = values.reports;
  if (reports) mkdirSync(reports, { recursive: true });
  for (const path of values.paths.split(',')) {
    const keep = reports
      ? (lhr: unknown, run: number) =>
          writeFileSync(
            join(reports, `${path.replace(/\W/g, '') || 'root'}-${run + 1}.json`),
            JSON.stringify(lhr),
          )
      : undefined;
    const result = await lighthouseScore(
      `${server.baseUrl}${path}`,
      runs,
      path === '/login' ? undefined : signIn,
      keep,
    );
    console.log(
      `${path}: performance ${result.score} (runs ${result.scores?.join(', ')}${result.failedRuns ? `; ${result.failedRuns} failed and run again` : ''}), JS ${((result.scriptBytes ?? 0) / 1024).toFixed(0)} KB transferred, LCP ${result.metrics['largest-contentful-paint']?.toFixed(0)} ms, TBT ${result.metrics['total-blocking-time']?.toFixed(0)} ms, CLS ${result.metrics['cumulative-layout-shift']?.toFixed(3)}; load average ${result.loadAverage}`,
    );
  }
} finally {
  await server.stop();
}
