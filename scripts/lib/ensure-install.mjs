// Installs npm packages when node_modules is missing or older than package-lock.json, and checks
// that the native SQLite module really built (npm 11 skips install scripts not in allowScripts).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
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
  }
  if (!nativeSqliteWorks()) {
    run('npm rebuild better-sqlite3');
    if (!nativeSqliteWorks()) throw new Error('better-sqlite3 did not build; see the output above');
  }
}

/** True when dist is missing or any source file is newer than the last build. */
export function buildIsStale() {
  const stamp = path.join(root, 'dist/.build-stamp');
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  const newest = (dir) => {
    let latest = 0;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
    }
    return latest;
  };
  const inputs = ['src', 'package.json', 'vite.config.ts', 'tsconfig.json', 'tsconfig.server.json'];
  return inputs.some((input) => {
    const full = path.join(root, input);
    if (!existsSync(full)) return false;
    return (statSync(full).isDirectory() ? newest(full) : statSync(full).mtimeMs) > built;
  });
}

export function build() {
  run('npm run build');
  writeFileSync(path.join(root, 'dist/.build-stamp'), new Date().toISOString());
}
