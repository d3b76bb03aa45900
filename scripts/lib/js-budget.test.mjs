import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkBudgets, initialFiles } from './js-budget.mjs';

/** A build with an entry, a shared chunk, a signed-in screen (two static imports) and a lazy one. */
const MANIFEST = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'features/home/home-screen.tsx': {
    file: 'assets/home.js',
    isDynamicEntry: true,
    imports: ['_react.js', '_list.js'],
    dynamicImports: ['features/chart/chart-screen.tsx'],
    css: ['assets/home.css'],
  },
  '_list.js': { file: 'assets/list.js', imports: ['_react.js'] },
  'features/chart/chart-screen.tsx': { file: 'assets/chart.js', isDynamicEntry: true },
};

/** Writes the manifest and each file with `bytes` of incompressible content. */
function fakeBuild(bytes) {
  const root = mkdtempSync(path.join(tmpdir(), 'js-budget-'));
  mkdirSync(path.join(root, '.vite'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  for (const file of ['index', 'react', 'home', 'list', 'chart']) {
    // Random bytes do not compress: the gzipped size is about the raw size.
    const content = Buffer.from(
      Array.from({ length: bytes }, () => Math.floor(Math.random() * 256)),
    );
    writeFileSync(path.join(root, `assets/${file}.js`), content);
  }
  return root;
}

const home = [{ route: '/home', sources: ['index.html', 'features/home/home-screen.tsx'] }];

describe('the initial JS budget', () => {
  it('counts the entry and each static import once, not lazy chunks', () => {
    expect(initialFiles(MANIFEST, ['index.html', 'features/home/home-screen.tsx'])).toEqual([
      'assets/home.js',
      'assets/index.js',
      'assets/list.js',
      'assets/react.js',
    ]);
  });

  it('passes a route under its budget and fails one that grew past it', () => {
    const root = fakeBuild(2048);
    const fourFiles = 4 * gzipSync(Buffer.alloc(0)).length; // gzip's own header per file
    const under = checkBudgets(root, [{ ...home[0], budgetKb: 9 }]);
    expect(under.over).toEqual([]);
    expect(under.routes[0].gzKb).toBeGreaterThanOrEqual((4 * 2048 + fourFiles) / 1024 - 0.1);
    const over = checkBudgets(root, [{ ...home[0], budgetKb: 7 }]);
    expect(over.over.map((r) => r.route)).toEqual(['/home']);
  });

  it('names a source the build does not have', () => {
    expect(() => initialFiles(MANIFEST, ['features/gone.tsx'])).toThrow(
      'features/gone.tsx is not in the build manifest',
    );
  });
});
