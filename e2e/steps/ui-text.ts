/**
 * The app's own words (src/web/locales), for steps that act in either language: what a user reads
 * on a button in English or Portuguese. Keys as the app writes them: `nav.connect` (the main
 * bundle, then the signed-in screens' app.json) or `devices:useSimulated` (a feature's namespace).
 */
import { readFileSync } from 'node:fs';
import type { Language } from '../../src/common/language';

export type { Language };

/** The app's two languages, each with the browser locale its user has: for journeys run in both. */
export const BOTH_LANGUAGES: readonly { language: Language; locale: string }[] = [
  { language: 'en', locale: 'en-US' },
  { language: 'pt-BR', locale: 'pt-BR' },
];

const LOCALES = new URL('../../src/web/locales/', import.meta.url);
const bundles = new Map<string, unknown>();

function bundle(file: string): unknown {
  if (!bundles.has(file)) {
    bundles.set(file, JSON.parse(readFileSync(new URL(file, LOCALES), 'utf8')));
  }
  return bundles.get(file);
}

export function uiText(language: Language, key: string): string {
  const [namespace, path] = key.includes(':') ? key.split(':') : [null, key];
  const files = namespace
    ? [`${language}/${namespace}.json`]
    : [`${language}.json`, `${language}/app.json`];
  for (const file of files) {
    const value = path!
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], bundle(file));
    if (typeof value === 'string') return value;
  }
  throw new Error(`no text "${key}" in ${language}`);
}
