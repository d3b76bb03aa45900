// Installs npm packages when node_modules is missing or older than package-lock.json, and checks
// that the native SQLite module really built (npm 11 skips install scripts not in allowScripts).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

export function run(command, options = {}) {
  console.log(`$ ${command}`);
  execSync(command, { stdio: 'inherit', cwd: root, ...options });
}

function nativeSqliteWorks() {
  try {
    const require = createRequire(path.join(root, 'package.json'));
    const Database = require('better-sqlite3');
    new Database(':memory:').close();
    return true;
  } catch {
    return false;
  }
}

export function ensureInstalled() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  const manifest = path.join(root, 'package.json');
  // A fresh clone installs exactly the lock; a changed package.json updates the lock with it.
  if (!existsSync(marker)) run('npm ci --no-audit --no-fund');
  else if (statSync(manifest).mtimeMs > statSync(marker).mtimeMs) {
    run('npm install --no-audit --no-fund');
    // npm leaves the marker alone when nothing changed; without this, every start reinstalls.
    const now = new Date();
    utimesSync(marker, now, now);
  }
  if (!nativeSqliteWorks()) {
    run('npm rebuild better-sqlite3');
    if (!nativeSqliteWorks()) throw new Error('better-sqlite3 did not build; see the output above');
  }
}

// What `npm run build` writes last in each half; the older of the two dates the build.
const BUILD_OUTPUTS = ['dist/server/main.js', 'dist/web/index.html'];
const BUILD_INPUTS = [
  'src',
  'package.json',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.server.json',
];
// Tests are not built: editing one must not cost the next `npm start` a full build.
const NOT_BUILT = /\.test\.[cm]?[jt]sx?$|\.test-helpers\.[jt]sx?$/;

function newestMtimeMs(full) {
  const stat = statSync(full);
  if (!stat.isDirectory()) return NOT_BUILT.test(full) ? 0 : stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(full))
    latest = Math.max(latest, newestMtimeMs(path.join(full, entry)));
  return latest;
}

/**
 * True when dist is missing or a built source is newer than it. Dates the build by its outputs,
 * not by a stamp only `npm start` wrote, so a build made by `npm run build` is reused too.
 */
export function buildIsStale(dir = root) {
  const outputs = BUILD_OUTPUTS.map((output) => path.join(dir, output));
  if (!outputs.every((output) => existsSync(output))) return true;
  const built = Math.min(...outputs.map((output) => statSync(output).mtimeMs));
  return BUILD_INPUTS.some((input) => {
    const full = path.join(dir, input);
    return existsSync(full) && newestMtimeMs(full) > built;
  });
}

export function build() {
  console.log(
    'Building Ritmo (the first start takes a few minutes; later starts reuse the build)…',
  );
  run('npm run build');
}
