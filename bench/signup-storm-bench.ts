/**
 * Sign-up storm: a signed-in clinician's patient list (GET /api/patients, a few GETs at a time,
 * back to back) while 16 sign-ups arrive at once, beside the same GETs with no storm. Each
 * sign-up hashes a password with scrypt (~32 MB, tenths of a second); the hashing runs in libuv's
 * pool, so the event loop, and with it the list, should barely notice (target: p99 < 200 ms).
 */
import { randomUUID } from 'node:crypto';
import { makePatient } from '../src/server/test/factories.js';
import { median } from '../src/server/test/load-run.js';
import { signUpClinician } from '../src/server/test/server-process.js';
import { TestClient } from '../src/server/test/test-server.js';

export const STORM_SIGN_UPS = 16;
/** GETs in flight at once, as a few browser tabs and a sync would send. */
export const STORM_GET_CONCURRENCY = 4;
const PATIENTS = 5;
/** The baseline runs this long when no storm sets the length. */
const BASELINE_MS = 2000;
/** Every loop ends by this, whatever the server does. */
const REQUEST_TIMEOUT_MS = 30_000;

export interface LatencySummary {
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface StormResult {
  signUps: number;
  getConcurrency: number;
  runs: number;
  /** The GETs alone, for as long as a storm lasted (medians over the runs). */
  baseline: LatencySummary;
  /** The GETs while the sign-ups were in flight (medians over the runs). */
  storm: LatencySummary;
  signUpP50Ms: number;
  signUpMaxMs: number;
  /** Sign-ups and GETs that did not answer 200, over all runs. */
  failures: number;
}

/** Nearest-rank percentile (`p` in 0–100) of unsorted values; NaN for none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

const tenths = (ms: number) => Math.round(ms * 10) / 10;

function summarise(durationsMs: number[]): LatencySummary {
  return {
    count: durationsMs.length,
    p50Ms: tenths(percentile(durationsMs, 50)),
    p99Ms: tenths(percentile(durationsMs, 99)),
    maxMs: tenths(percentile(durationsMs, 100)),
  };
}

async function timed(request: () => Promise<Response>): Promise<{ ms: number; ok: boolean }> {
  const start = performance.now();
  const response = await request();
  await response.arrayBuffer();
  return { ms: performance.now() - start, ok: response.ok };
}

/** GET /api/patients from `concurrency` loops, back to back, until `until()` says stop. */
async function readPatients(
  baseUrl: string,
  cookie: string,
  concurrency: number,
  until: () => boolean,
): Promise<{ durationsMs: number[]; failures: number }> {
  const durationsMs: number[] = [];
  let failures = 0;
  const loop = async () => {
    while (!until()) {
      const { ms, ok } = await timed(() =>
        fetch(`${baseUrl}/api/patients`, {
          headers: { cookie },
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        }),
      );
      durationsMs.push(ms);
      if (!ok) failures++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  return { durationsMs, failures };
}

function signUp(baseUrl: string) {
  const email = `storm-${randomUUID()}@clinic.test`;
  return timed(() =>
    fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      // Outside the test environment the auth service insists on an Origin, as a browser sends.
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ name: 'Storm', email, password: 'correct horse battery' }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    }),
  );
}

interface OneRun {
  baseline: LatencySummary;
  storm: LatencySummary;
  signUpsMs: number[];
  failures: number;
}

async function oneRun(baseUrl: string, cookie: string): Promise<OneRun> {
  // The storm: 16 sign-ups at once; the GETs run until the last one has answered.
  let stormOver = false;
  const signUps = Promise.all(Array.from({ length: STORM_SIGN_UPS }, () => signUp(baseUrl))).then(
    (results) => {
      stormOver = true;
      return results;
    },
  );
  const stormStart = performance.now();
  const [reads, signUpResults] = await Promise.all([
    readPatients(baseUrl, cookie, STORM_GET_CONCURRENCY, () => stormOver),
    signUps,
  ]);
  const stormMs = performance.now() - stormStart;
  // Then the same GETs alone, for as long (at least 2 s, so the baseline has enough requests).
  const baselineEnd = performance.now() + Math.max(BASELINE_MS, stormMs);
  const quiet = await readPatients(
    baseUrl,
    cookie,
    STORM_GET_CONCURRENCY,
    () => performance.now() >= baselineEnd,
  );
  return {
    baseline: summarise(quiet.durationsMs),
    storm: summarise(reads.durationsMs),
    signUpsMs: signUpResults.map((r) => r.ms),
    failures: reads.failures + quiet.failures + signUpResults.filter((r) => !r.ok).length,
  };
}

const medianSummary = (summaries: LatencySummary[]): LatencySummary => ({
  count: median(summaries.map((s) => s.count)),
  p50Ms: median(summaries.map((s) => s.p50Ms)),
  p99Ms: median(summaries.map((s) => s.p99Ms)),
  maxMs: median(summaries.map((s) => s.maxMs)),
});

/** `runs` storms on the server at `baseUrl`, each followed by its baseline; medians over runs. */
export async function runSignUpStorm(
  baseUrl: string,
  runs: number,
  log: (line: string) => void,
): Promise<StormResult> {
  const client = new TestClient(baseUrl);
  await signUpClinician(client, 'Storm reader');
  for (let i = 1; i <= PATIENTS; i++) {
    await client.put(`/api/patients/P-${i}`, makePatient({ patientName: `Patient ${i}` }));
  }
  // Warm-up: the route, the session lookup and one hash, before anything is timed.
  await timed(() => fetch(`${baseUrl}/api/patients`, { headers: { cookie: client.cookie } }));
  await signUp(baseUrl);
  const results: OneRun[] = [];
  for (let i = 0; i < runs; i++) {
    const run = await oneRun(baseUrl, client.cookie);
    log(
      `storm: run ${i + 1}: GET p99 ${run.storm.p99Ms.toFixed(1)} ms (alone ${run.baseline.p99Ms.toFixed(1)} ms), slowest sign-up ${Math.max(...run.signUpsMs).toFixed(0)} ms`,
    );
    results.push(run);
  }
  return {
    signUps: STORM_SIGN_UPS,
    getConcurrency: STORM_GET_CONCURRENCY,
    runs,
    baseline: medianSummary(results.map((r) => r.baseline)),
    storm: medianSummary(results.map((r) => r.storm)),
    signUpP50Ms: tenths(median(results.map((r) => percentile(r.signUpsMs, 50)))),
    signUpMaxMs: tenths(median(results.map((r) => Math.max(...r.signUpsMs)))),
    failures: results.reduce((n, r) => n + r.failures, 0),
  };
}
