/**
 * Every translation key the code names literally exists in English, in the namespace the file
 * reads (a renamed key would otherwise show its path, like "home.recentActivities", on screen).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const LOCALES = path.dirname(fileURLToPath(import.meta.url));
const WEB = path.dirname(LOCALES);

function keyPaths(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const name = `${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`;
    const branch = typeof value === 'object' && value !== null && !Array.isArray(value);
    return branch ? keyPaths(value, `${name}.`) : [name];
  });
}

const readJson = (file: string): object => JSON.parse(readFileSync(file, 'utf8'));
const namespaces = new Map<string, Set<string>>(
  readdirSync(path.join(LOCALES, 'en')).map((file) => [
    file.replace(/\.json$/, ''),
    new Set(keyPaths(readJson(path.join(LOCALES, 'en', file)))),
  ]),
);
// The default namespace: the sign-in page's strings plus the signed-in app's.
const defaultKeys = new Set([
  ...keyPaths(readJson(path.join(LOCALES, 'en.json'))),
  ...(namespaces.get('app') ?? []),
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test') ? [full] : [];
  });
}

// Sub-folders whose strings live in another feature's namespace: the class report moved from
// results to class/ and kept its keys (`classReport.*`, `classCsv.*`) in results'; the patient's
// guided session and After form load their own strings with those lazy screens ('me-session'),
// and the reminders card its own ('me-reminders').
const FOLDER_NAMESPACES: Record<string, string> = {
  'class/report': 'results',
  'me/session': 'me-session',
  'me/after': 'me-session',
  'me/reminders': 'me-reminders',
};

/** Keys a file names with `t('…')`, each checked in the namespaces the file reads. */
function missingKeys(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  // A feature's components read its own namespace (some get `t` from a parent or a hook).
  const feature = /features\/([\w-]+)\//.exec(file)?.[1];
  const folder = /features\/([\w-]+\/[\w-]+)\//.exec(file)?.[1];
  const fileNamespaces = [
    ...(feature ? [feature] : []),
    ...(folder && FOLDER_NAMESPACES[folder] ? [FOLDER_NAMESPACES[folder]] : []),
    ...[...source.matchAll(/useTranslation\((\w+)_NS\)/g)].map((match) => match[1]!.toLowerCase()),
    ...[...source.matchAll(/use(\w+)Translation\(\)/g)].map((match) => match[1]!.toLowerCase()),
  ];
  const known = (key: string) => {
    const [ns, nsKey] = key.includes(':') ? key.split(':') : [null, key];
    if (ns) return namespaces.get(ns)?.has(nsKey!) ?? false;
    return (
      defaultKeys.has(key) || fileNamespaces.some((name) => namespaces.get(name)?.has(key) ?? false)
    );
  };
  return [...source.matchAll(/\bt\(\s*'([\w:.-]+)'/g)]
    .map((match) => match[1]!)
    .filter((key) => !known(key))
    .map((key) => `${path.relative(WEB, file)}: ${key}`);
}

describe('translation keys in the code', () => {
  it('all exist in English (and so, by the locale tests, in Portuguese)', () => {
    const files = sourceFiles(WEB);
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap(missingKeys)).toEqual([]);
  });
});
