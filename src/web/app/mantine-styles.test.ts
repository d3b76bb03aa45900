/**
 * mantine-styles.ts must load the stylesheet of every Mantine component the app renders (also
 * those used inside others: Select is built on Combobox, Popover, ScrollArea…), in the order of
 * Mantine's styles.css, where later rules override earlier ones. The list is derived here from
 * the app's imports and Mantine's own module graph, so a screen that starts using a new
 * component fails this test with the line to add, instead of rendering unstyled.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const mantineRoot = fileURLToPath(new URL('../../../node_modules/@mantine/core', import.meta.url));
const GLOBAL_SHEETS = ['baseline', 'default-css-variables', 'global'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Value imports from '@mantine/core' anywhere in the app (types need no styles). */
function componentsImportedByApp(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(webRoot)) {
    const source = readFileSync(file, 'utf8');
    for (const [, typeOnly, list] of source.matchAll(
      /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@mantine\/core'/g,
    )) {
      if (typeOnly || !list) continue;
      for (const part of list.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0] ?? '';
        if (/^[A-Z]/.test(name)) names.add(name);
      }
    }
  }
  return names;
}

const hasSheet = (name: string) => existsSync(path.join(mantineRoot, 'styles', `${name}.css`));

/** The sheets of every Mantine module reached from `entries` through its relative imports. */
function componentClosure(entries: Iterable<string>): Set<string> {
  const seenFiles = new Set<string>();
  const components = new Set<string>();
  const visit = (file: string) => {
    if (seenFiles.has(file) || !existsSync(file)) return;
    seenFiles.add(file);
    // Sheets are named after directories: components/Radio, components/Radio/RadioIndicator,
    // utils/InlineInput (Radio's label layout).
    const dirs = path.relative(path.join(mantineRoot, 'esm'), path.dirname(file)).split(path.sep);
    for (const dir of dirs) if (hasSheet(dir)) components.add(dir);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s+"(\.[^"]+)"/g)) {
      visit(path.join(path.dirname(file), spec ?? ''));
    }
  };
  for (const name of entries) visit(moduleOf(name));
  return components;
}

/**
 * A component's module, as Mantine's index imports it: most sit at components/X/X.mjs, some
 * one level deeper (components/Slider/Slider/Slider.mjs), which a guessed path would miss.
 */
function moduleOf(name: string): string {
  const index = readFileSync(path.join(mantineRoot, 'esm/index.mjs'), 'utf8');
  const found = index.match(new RegExp(`import \\{ ${name} \\} from "(\\./components/[^"]+)"`));
  return found?.[1]
    ? path.join(mantineRoot, 'esm', found[1])
    : path.join(mantineRoot, 'esm/components', name, `${name}.mjs`);
}

function sheetsInMantineOrder(sheets: string[]): string[] {
  const bundled = readFileSync(path.join(mantineRoot, 'styles.css'), 'utf8');
  const offset = (sheet: string) => {
    const css = readFileSync(path.join(mantineRoot, 'styles', `${sheet}.css`), 'utf8').trim();
    return bundled.indexOf(css.slice(0, 300));
  };
  return [...sheets].sort((a, b) => offset(a) - offset(b));
}

function sheetsImportedBy(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/import '@mantine\/core\/styles\/([^']+)\.css';/g)].map(
    ([, sheet]) => sheet ?? '',
  );
}

describe('Mantine stylesheets', () => {
  it('mantine-styles.ts imports exactly the used components’ sheets, in styles.css order', () => {
    const used = componentClosure(componentsImportedByApp());
    const expected = sheetsInMantineOrder([...GLOBAL_SHEETS, ...used]);
    const actual = sheetsImportedBy(path.join(webRoot, 'app/mantine-styles.ts'));
    expect(actual).toEqual(expected);
  });

  it('only mantine-styles.ts imports Mantine stylesheets, so their order holds', () => {
    const others = sourceFiles(webRoot).filter(
      (file) =>
        !file.endsWith(path.join('app', 'mantine-styles.ts')) &&
        readFileSync(file, 'utf8').includes('@mantine/core/styles'),
    );
    expect(others.map((file) => path.relative(webRoot, file))).toEqual([]);
  });
});
