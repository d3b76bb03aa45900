// `npm test`: every suite. Installs what it needs (npm packages, Debian's Chromium and HAProxy),
// then runs typecheck, lint, unit + API tests (SQLite and a throwaway PostgreSQL, three servers
// behind HAProxy), the build, the browser end-to-end journeys, and a short load test. Ends with
// one "N passed, N failed" line.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build, ensureInstalled, root, run } from './lib/ensure-install.mjs';
import { playwrightCounts, printSummary, readJson, vitestCounts } from './lib/test-report.mjs';

const CHROMIUM = '/usr/bin/chromium';
const HAPROXY = '/usr/sbin/haproxy';
const reports = path.join(root, '.tmp/test-reports');

/** A Debian package the suites run (`chromium`, `haproxy`), installed when missing and root. */
function ensureDebianPackage(binary, name) {
  if (existsSync(binary)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${binary} is missing: install Debian's ${name} package (apt-get install ${name})`,
    );
  }
  run(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${name}`);
}

const stages = [];

/** Runs one stage, timing it; `countsOf` reads the test counts its runner wrote, if any. */
function stage(name, fn, countsOf = () => null) {
  console.log(`\n=== ${name}`);
  const started = Date.now();
  let ok = true;
  try {
    fn();
  } catch (error) {
    ok = false;
    console.error(`--- ${name} failed: ${error.message.split('\n')[0]}`);
  }
  const record = { name, ok, ms: Date.now() - started, counts: countsOf() };
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${Math.round(record.ms / 1000)} s`);
  stages.push(record);
}

stage('install', () => ensureInstalled());
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

stage('typecheck', () => run('npx tsc -p tsconfig.json --noEmit'));
stage('lint', () => run('npx biome check .'));
stage(
  'unit and API tests',
  () => {
    // The scale-out test puts HAProxy in front of three servers.
    ensureDebianPackage(HAPROXY, 'haproxy');
    run(
      `npx vitest run --reporter=default --reporter=json --outputFile.json=${reports}/vitest.json`,
    );
  },
  () => vitestCounts(readJson(`${reports}/vitest.json`)),
);
stage('build', () => build());
// Each route's first-load JavaScript (gzipped bytes) against its budget: load-independent.
stage('JS budget', () => run('node scripts/js-budget.mjs'));
stage(
  'browser end-to-end tests',
  () => {
    ensureDebianPackage(CHROMIUM, 'chromium');
    run('npx playwright test', {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` },
    });
  },
  () => playwrightCounts(readJson(`${reports}/e2e.json`)),
);

const counts = printSummary(stages, readJson(`${reports}/e2e.json`));
process.exit(stages.some((s) => !s.ok) || counts.failed > 0 ? 1 : 0);
