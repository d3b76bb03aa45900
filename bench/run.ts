/**
 * `npm run bench [-- --db sqlite|postgres --seconds 5 --runs 3 --skip-web --skip-scale]`:
 * builds, starts the real server and the bare ceiling server on 127.0.0.1, measures the API
 * (beside the ceiling), reads at scale and the web build, prints the tables and writes
 * bench/results/latest.json (keeping the other database's last section). `--scenarios
 * 'activity save'` narrows the API section to the listed scenarios (comma-separated); `--skip-storm`
 * skips the sign-up storm (GET /api/patients during 16 sign-ups), `--skip-balancer` the
 * load-balancer case (three servers behind HAProxy on PostgreSQL), `--skip-clinic` the clinic at
 * size (50 members, 5,000 patients), `--skip-class` the live class view (12 participants on 4×
 * CPU throttling for `--class-minutes`, 5 by default; `npm run bench:class` runs it alone).
 * `--web-measures` then runs bench/web's Playwright measurements on the same build.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { makePatient } from '../src/server/test/factories.js';
import {
  createDatabasePair,
  type PostgresCluster,
  startPostgresCluster,
} from '../src/server/test/postgres-cluster.js';
import {
  ROOT,
  type ServerProcess,
  signUpClinician,
  startServerProcess,
} from '../src/server/test/server-process.js';
import { TestClient } from '../src/server/test/test-server.js';
import {
  benchSession,
  medianOf,
  type RunResult,
  runAutocannon,
  SCENARIOS,
  type ScenarioName,
  scenarios,
} from './api-bench.js';
import { runBalancerBench } from './balancer-bench.js';
import { type ClassViewRun, mergeClassRuns, runClassBench } from './class-bench.js';
import { runClinicBench } from './clinic-bench.js';
import {
  type ApiRow,
  type BenchResults,
  checkTargets,
  type DatabaseKind,
  formatResults,
  type WebResults,
} from './report.js';
import { runScaleBench } from './scale-bench.js';
import { runSignUpStorm } from './signup-storm-bench.js';
import { lighthouseScore, weighPages } from './web-bench.js';

const RESULTS_FILE = path.join(ROOT, 'bench/results/latest.json');
const CONNECTIONS = [1, 16, 64];

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    // 64 slow saves take seconds each on a small machine: shorter runs would end before most answer.
    seconds: { type: 'string', default: '5' },
    runs: { type: 'string', default: '3' },
    'lighthouse-runs': { type: 'string', default: '5' },
    'skip-api': { type: 'boolean', default: false },
    'skip-scale': { type: 'boolean', default: false },
    'skip-storm': { type: 'boolean', default: false },
    'skip-balancer': { type: 'boolean', default: false },
    'skip-clinic': { type: 'boolean', default: false },
    'skip-class': { type: 'boolean', default: false },
    'class-minutes': { type: 'string', default: '5' },
    scenarios: { type: 'string', default: SCENARIOS.join(',') },
    'skip-web': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    'web-measures': { type: 'boolean', default: false },
  },
});
const kind = args.db as DatabaseKind;
if (kind !== 'sqlite' && kind !== 'postgres') throw new Error('--db must be sqlite or postgres');
const seconds = Math.min(30, Math.max(1, Number(args.seconds)));
const runs = Math.min(9, Math.max(1, Number(args.runs)));
const log = (line: string) => process.stderr.write(`${line}\n`);
const chosenScenarios = args.scenarios.split(',').map((name) => name.trim()) as ScenarioName[];
for (const name of chosenScenarios) {
  if (!SCENARIOS.includes(name)) throw new Error(`--scenarios: one of ${SCENARIOS.join(', ')}`);
}

/** Builds the server (required) and the web app (optional: another engineer may be mid-change). */
function build(): { webReady: boolean; webReason: string } {
  if (args['no-build']) {
    const webReady = existsSync(path.join(ROOT, 'dist/web/index.html'));
    return { webReady, webReason: webReady ? '' : 'dist/web is missing (--no-build)' };
  }
  execSync('npm run build:server', { cwd: ROOT, stdio: 'inherit' });
  try {
    execSync('npm run build:web', { cwd: ROOT, stdio: 'inherit' });
    return { webReady: true, webReason: '' };
  } catch (error) {
    return {
      webReady: false,
      webReason: `web build failed: ${(error as Error).message.split('\n')[0]}`,
    };
  }
}

async function measureApi(
  ours: ServerProcess,
  cookie: string,
  ceiling: ServerProcess,
  sessionBody: string,
) {
  const rows: ApiRow[] = [];
  for (const scenario of scenarios(sessionBody).filter((s) => chosenScenarios.includes(s.name))) {
    for (const connections of CONNECTIONS) {
      // Warm both up, then alternate runs so a noisy neighbour hits both sides alike.
      await runAutocannon(ours.baseUrl, scenario, connections, 2, cookie);
      await runAutocannon(ceiling.baseUrl, scenario, connections, 2);
      const oursRuns: RunResult[] = [];
      const ceilingRuns: RunResult[] = [];
      for (let i = 0; i < runs; i++) {
        oursRuns.push(await runAutocannon(ours.baseUrl, scenario, connections, seconds, cookie));
        ceilingRuns.push(await runAutocannon(ceiling.baseUrl, scenario, connections, seconds));
      }
      const oursMedian = medianOf(oursRuns);
      const ceilingMedian = medianOf(ceilingRuns);
      const row = {
        scenario: scenario.name,
        connections,
        ours: oursMedian,
        ceiling: ceilingMedian,
        ratio: oursMedian.requestsPerS / ceilingMedian.requestsPerS,
      };
      log(
        `api: ${row.scenario} ×${connections}: ${row.ours.requestsPerS.toFixed(0)} vs ${row.ceiling.requestsPerS.toFixed(0)} req/s`,
      );
      rows.push(row);
    }
  }
  return rows;
}

async function measureWeb(
  server: ServerProcess,
  webReady: boolean,
  reason: string,
): Promise<WebResults> {
  const measuredAt = new Date().toISOString();
  if (!webReady) return { available: false, measuredAt, reason };
  try {
    const pages = await weighPages(server.baseUrl);
    log('web: pages weighed; running Lighthouse');
    const lighthouse = await lighthouseScore(
      `${server.baseUrl}/login`,
      Number(args['lighthouse-runs']),
    );
    return { available: true, measuredAt, pages, lighthouse };
  } catch (error) {
    return {
      available: false,
      measuredAt,
      reason: `web measurement failed: ${(error as Error).message.split('\n')[0]}`,
    };
  }
}

/**
 * bench/web's Playwright measurements (live view at 1–400 readings a second, time to sync 100
 * offline sessions), on their own server from the same build; they print as they run (stderr).
 */
function runWebMeasures(webReady: boolean, reason: string): void {
  if (!webReady) {
    log(`web measures: not run (${reason})`);
    return;
  }
  try {
    execSync('npx playwright test -c bench/web/playwright.config.ts', {
      cwd: ROOT,
      // Onto stderr, with the bench's progress: stdout keeps only the tables.
      stdio: ['ignore', 2, 2],
    });
  } catch (error) {
    log(`web measures failed: ${(error as Error).message.split('\n')[0]}`);
  }
}

function previousResults(): BenchResults | null {
  try {
    return JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as BenchResults;
  } catch {
    return null;
  }
}

async function main() {
  const loadAtStart = loadavg()[0]!;
  const { webReady, webReason } = build();
  let cluster: PostgresCluster | null = null;
  const servers: ServerProcess[] = [];
  try {
    // Durable PostgreSQL (fsync on), as deployed; SQLite runs the server's own settings.
    if (kind === 'postgres') cluster = await startPostgresCluster({ durable: true });
    const envFor = async () => (cluster ? createDatabasePair(cluster.adminUrl) : {});
    const ours = await startServerProcess({ entry: 'dist', env: await envFor() });
    servers.push(ours);
    const ceiling = await startServerProcess({ entry: 'ceiling', env: await envFor() });
    servers.push(ceiling);
    log(`bench: ours at ${ours.baseUrl}, ceiling at ${ceiling.baseUrl} (${kind})`);

    const client = new TestClient(ours.baseUrl);
    await signUpClinician(client, 'Bench');
    await client.put('/api/patients/P-1', makePatient());
    const session = await benchSession();
    // A skipped section keeps its last numbers.
    const previous = previousResults();
    const last = previous?.databases[kind];
    let api = last?.api ?? [];
    if (!args['skip-api']) {
      const measured = await measureApi(ours, client.cookie, ceiling, session.body);
      // A narrowed run replaces only its scenarios' rows.
      api = [...api.filter((r) => !chosenScenarios.includes(r.scenario)), ...measured].sort(
        (a, b) =>
          SCENARIOS.indexOf(a.scenario) - SCENARIOS.indexOf(b.scenario) ||
          a.connections - b.connections,
      );
    }

    let scale = last?.scale ?? [];
    if (!args['skip-scale']) {
      const scaleClient = new TestClient(ours.baseUrl);
      const { userId } = await signUpClinician(scaleClient, 'Scale');
      scale = await runScaleBench(scaleClient, userId, ours.dataTarget, log);
    }
    let signUpStorm = last?.signUpStorm ?? null;
    if (!args['skip-storm']) signUpStorm = await runSignUpStorm(ours.baseUrl, runs, log);
    let clinic = last?.clinic ?? null;
    if (!args['skip-clinic']) clinic = await runClinicBench(ours, log);
    const web = args['skip-web'] ? null : await measureWeb(ours, webReady, webReason);
    let classView: ClassViewRun[] = previous?.classView ?? [];
    if (!args['skip-class'] && webReady) {
      const run = await runClassBench({
        baseUrl: ours.baseUrl,
        minutes: Number(args['class-minutes']),
        viewport: { width: 1280, height: 800 },
        log,
      });
      classView = mergeClassRuns(classView, [run]);
    } else if (!args['skip-class']) log(`class view: not run (${webReason})`);
    // Its own PostgreSQL and servers, whichever --db: several servers need PostgreSQL.
    const balancer = args['skip-balancer']
      ? (previous?.balancer ?? null)
      : await runBalancerBench({ sessionBody: session.body, seconds, runs, log });

    const databases = { ...previous?.databases };
    const measuredNow =
      !args['skip-api'] || !args['skip-scale'] || !args['skip-storm'] || !args['skip-clinic'];
    databases[kind] = {
      database: kind,
      measuredAt: (!measuredNow && last?.measuredAt) || new Date().toISOString(),
      settings: { seconds, runs, ...(kind === 'postgres' ? { postgresDurable: true } : {}) },
      session: { source: session.source, bytes: session.bytes },
      api,
      scale,
      signUpStorm,
      clinic,
    };
    const cpuList = cpus();
    const partial = {
      machine: {
        cpus: cpuList.length,
        cpuModel: cpuList[0]?.model.trim() ?? 'unknown',
        node: process.version,
        // 1-minute load averages at the start and the end: how busy the machine was.
        loadAverage: [loadAtStart, loadavg()[0]!],
      },
      databases,
      balancer,
      web: web ?? previous?.web ?? null,
      classView,
    };
    const results: BenchResults = { ...partial, targets: checkTargets(partial) };
    mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
    console.log(formatResults(results));
    console.log(`\nwritten to ${path.relative(ROOT, RESULTS_FILE)}`);
    if (args['web-measures']) runWebMeasures(webReady, webReason);
  } finally {
    for (const server of servers) await server.stop();
    cluster?.stop();
  }
}

await main();
