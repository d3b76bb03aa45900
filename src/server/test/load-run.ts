/**
 * The load test: N clinicians at once, each saving sessions (a new UUID every time) and reading
 * their history for a fixed time; then the database itself is asked which rows each clinician
 * has, and they must be exactly the saves that were answered 200: none lost, none extra.
 */
import { randomUUID } from 'node:crypto';
import type { DatabaseTarget } from '../config.js';
import { connect } from '../db/connect.js';
import type { DataSchema } from '../db/schema.js';
import { makeActivity, makePatient } from './factories.js';
import { signUpClinician } from './server-process.js';
import { TestClient } from './test-server.js';

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export interface LoadOptions {
  baseUrl: string;
  clinicians: number;
  seconds: number;
  /** The server's data database, read directly after the run. */
  dataTarget: DatabaseTarget;
  /** Points per saved session (1 Hz): 600 is a 10-minute session. */
  points?: number;
}

export interface LoadReport {
  clinicians: number;
  seconds: number;
  saves: number;
  reads: number;
  savesPerS: number;
  readP50Ms: number;
  saveP50Ms: number;
  /** Failures seen by the clients: status codes, network errors, saves missing from history. */
  errorCount: number;
  /** The first few of them, for the report. */
  errors: string[];
  /** Answered 200 but not in the database. */
  lost: number;
  /** In the database more than once, or there without a 200 answer. */
  duplicated: number;
  unexpected: number;
}

/** Ends every request that hangs, so the run always stops by itself. */
const REQUEST_TIMEOUT_MS = 30_000;
/** A second bound beside the clock, in case the clock is not the one that runs out. */
const MAX_ITERATIONS = 100_000;

const ERRORS_KEPT = 10;
const SIGN_UPS_AT_ONCE = 4;

interface ClinicianResult {
  workspaceId: string;
  saved: string[];
  saveMs: number[];
  readMs: number[];
  errorCount: number;
  errors: string[];
}

function fail(result: ClinicianResult, message: string): void {
  result.errorCount++;
  if (result.errors.length < ERRORS_KEPT) result.errors.push(message);
}

async function timed<T>(work: () => Promise<T>, into: number[]): Promise<T> {
  const start = performance.now();
  const result = await work();
  into.push(performance.now() - start);
  return result;
}

interface Clinician {
  client: TestClient;
  workspaceId: string;
}

/** Signs up and adds the one patient; done for everyone before the clock starts. */
async function prepareClinician(baseUrl: string, index: number): Promise<Clinician> {
  const client = new TestClient(baseUrl);
  const { userId } = await signUpClinician(client, `Load ${index}`);
  const patient = await client.put('/api/patients/P-1', makePatient());
  if (patient.status !== 200) throw new Error(`patient of clinician ${index}: ${patient.status}`);
  return { client, workspaceId: userId };
}

async function runClinician({ client, workspaceId }: Clinician, points: number, deadline: number) {
  const result: ClinicianResult = {
    workspaceId,
    saved: [],
    saveMs: [],
    readMs: [],
    errorCount: 0,
    errors: [],
  };
  const { activityId: _id, ...body } = makeActivity('P-1', {}, points);
  for (let i = 0; i < MAX_ITERATIONS && Date.now() < deadline; i++) {
    const activityId = randomUUID();
    try {
      const save = await timed(
        () => client.put(`/api/activities/${activityId}`, body),
        result.saveMs,
      );
      if (save.status !== 200) {
        fail(result, `save ${save.status} ${JSON.stringify(save.body).slice(0, 120)}`);
        continue;
      }
      result.saved.push(activityId);
      const page = await timed(() => client.get('/api/activities?limit=50'), result.readMs);
      if (page.status !== 200) fail(result, `history ${page.status}`);
      else if (
        !page.body.activities.some((a: { activityId: string }) => a.activityId === activityId)
      )
        fail(result, `history misses the session just saved (${activityId})`);
    } catch (error) {
      fail(result, `network: ${(error as Error).message}`);
    }
  }
  return result;
}

/** Compares the database with the 200-answered saves of each clinician. */
async function reconcile(target: DatabaseTarget, results: ClinicianResult[]) {
  const data = connect<DataSchema>(target);
  let lost = 0;
  let duplicated = 0;
  let unexpected = 0;
  try {
    for (const { workspaceId, saved } of results) {
      const rows = await data.db
        .selectFrom('activities')
        .select('activity_id')
        .where('workspace_id', '=', workspaceId)
        .execute();
      const stored = new Set(rows.map((r) => r.activity_id));
      const answered = new Set(saved);
      duplicated += rows.length - stored.size + (saved.length - answered.size);
      lost += saved.filter((id) => !stored.has(id)).length;
      unexpected += [...stored].filter((id) => !answered.has(id)).length;
    }
  } finally {
    await data.close();
  }
  return { lost, duplicated, unexpected };
}

export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  // TestClient takes no signal: give every fetch of this run a timeout, so none can hang it.
  const signalled = globalThis.fetch;
  globalThis.fetch = (input, init) =>
    signalled(input, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS), ...init });
  let results: ClinicianResult[];
  let started: number;
  try {
    // A few sign-ups at a time: password hashing is deliberately slow, and a storm of them would
    // time out before the measured part begins.
    const clinicians: Clinician[] = [];
    for (let i = 0; i < options.clinicians; i += SIGN_UPS_AT_ONCE) {
      const batch = Math.min(SIGN_UPS_AT_ONCE, options.clinicians - i);
      clinicians.push(
        ...(await Promise.all(
          Array.from({ length: batch }, (_, k) => prepareClinician(options.baseUrl, i + k)),
        )),
      );
    }
    started = Date.now();
    const deadline = started + options.seconds * 1000;
    results = await Promise.all(
      clinicians.map((c) => runClinician(c, options.points ?? 600, deadline)),
    );
  } finally {
    globalThis.fetch = signalled;
  }
  const elapsedS = (Date.now() - started) / 1000;
  const saves = results.reduce((n, r) => n + r.saved.length, 0);
  return {
    clinicians: options.clinicians,
    seconds: options.seconds,
    saves,
    reads: results.reduce((n, r) => n + r.readMs.length, 0),
    savesPerS: Math.round(saves / elapsedS),
    saveP50Ms: Math.round(median(results.flatMap((r) => r.saveMs)) * 10) / 10,
    readP50Ms: Math.round(median(results.flatMap((r) => r.readMs)) * 10) / 10,
    errorCount: results.reduce((n, r) => n + r.errorCount, 0),
    errors: results.flatMap((r) => r.errors).slice(0, ERRORS_KEPT),
    ...(await reconcile(options.dataTarget, results)),
  };
}

/** True when the run had no client error and the database matches the answers exactly. */
export function loadPassed(report: LoadReport): boolean {
  return (
    report.errorCount === 0 &&
    report.lost === 0 &&
    report.duplicated === 0 &&
    report.unexpected === 0 &&
    report.saves > 0
  );
}
