// `npm test`: every suite. Installs what it needs (npm packages, Debian's Chromium and HAProxy),
// then runs typecheck, lint, unit + API tests (SQLite and a throwaway PostgreSQL, three servers
// behind HAProxy), the build, the browser end-to-end journeys, and a short load test. Ends with
// one "N passed, N failed" line.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build, ensureInstalled, root, run } from './lib/ensure-install.mjs';

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

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

const counts = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function step(name, fn) {
  console.log(`\n=== ${name}`);
  try {
    fn();
  } catch (error) {
    failures.push(name);
    console.error(`--- ${name} failed: ${error.message.split('\n')[0]}`);
  }
}

ensureInstalled();
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

step('typecheck', () => run('npx tsc -p tsconfig.json --noEmit'));
step('lint', () => run('npx biome check .'));
step('unit and API tests', () => {
  // The scale-out test puts HAProxy in front of three servers.
  ensureDebianPackage(HAPROXY, 'haproxy');
  run(`npx vitest run --reporter=default --reporter=json --outputFile.json=${reports}/vitest.json`);
});
const vitest = readJson(`${reports}/vitest.json`);
if (vitest) {
  counts.passed += vitest.numPassedTests;
  counts.failed += vitest.numFailedTests;
  counts.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
}

step('build', () => build());
step('browser end-to-end tests', () => {
  ensureDebianPackage(CHROMIUM, 'chromium');
  run('npx playwright test', {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` },
  });
});
const e2e = readJson(`${reports}/e2e.json`);
if (e2e?.stats) {
  counts.passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
  counts.failed += e2e.stats.unexpected;
  counts.skipped += e2e.stats.skipped;
}

console.log('');
if (failures.length > 0) console.log(`failed steps: ${failures.join(', ')}`);
console.log(`ritmo: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failures.length > 0 || counts.failed > 0 ? 1 : 0);
