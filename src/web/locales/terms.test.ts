/**
 * One word per concept on screen, as docs/architecture.md's glossary ("Words on screen") lists
 * them: each term is used where its concept is named, its rejected synonyms nowhere in that
 * language; counts agree with their nouns ("1 semana", never "1 semanas"); and no English is
 * left in the Portuguese files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

const LOCALES = path.dirname(fileURLToPath(import.meta.url));
type Language = 'en' | 'pt-BR';
type Tree = { [key: string]: unknown };

const readJson = (file: string): Tree => JSON.parse(readFileSync(path.join(LOCALES, file), 'utf8'));
/** Every locale file of a language: the sign-in bundle and each namespace. */
const files = (language: Language): Map<string, Tree> =>
  new Map([
    [`${language}.json`, readJson(`${language}.json`)],
    ...readdirSync(path.join(LOCALES, language)).map(
      (file) => [`${language}/${file}`, readJson(`${language}/${file}`)] as [string, Tree],
    ),
  ]);

/** Every string of a tree by its key path. */
function strings(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (Array.isArray(tree)) return tree.flatMap((value, i) => strings(value, `${prefix}.${i}`));
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) =>
    strings(value, prefix ? `${prefix}.${key}` : key),
  );
}

const allStrings = (language: Language) =>
  [...files(language)].flatMap(([file, tree]) =>
    strings(tree).map(([key, text]) => ({ where: `${file}: ${key}`, text })),
  );

const lookup = (language: Language, file: string, key: string) =>
  strings(readJson(`${language}/${file}.json`)).find(([path]) => path === key)?.[1];

/**
 * The glossary: per concept, where its term must appear (file and key) and the words rejected
 * for it. Rejected words are matched case-sensitively, so "configurações" of the browser (its own
 * settings) stays allowed while the app's section is "Ajustes".
 */
const TERMS: {
  concept: string;
  uses: { language: Language; file: string; key: string; term: string }[];
  rejected: { language: Language; words: RegExp }[];
}[] = [
  {
    concept: 'the app settings section',
    uses: [
      { language: 'pt-BR', file: 'app', key: 'nav.settings', term: 'Ajustes' },
      { language: 'pt-BR', file: 'clinic', key: 'switchBlocked.review', term: 'Ajustes' },
      { language: 'en', file: 'app', key: 'nav.settings', term: 'Settings' },
    ],
    rejected: [{ language: 'pt-BR', words: /Configurações/ }],
  },
  {
    concept: 'the alarm limit a heart rate must never pass',
    uses: [
      {
        language: 'pt-BR',
        file: 'class',
        key: 'limits.fields.safetyMaxBpm',
        term: 'Máximo de segurança',
      },
      {
        language: 'pt-BR',
        file: 'results',
        key: 'alarms.rules.above-max',
        term: 'máximo de segurança',
      },
      { language: 'en', file: 'class', key: 'limits.fields.safetyMaxBpm', term: 'Safety maximum' },
      { language: 'en', file: 'results', key: 'alarms.rules.above-max', term: 'safety maximum' },
    ],
    rejected: [
      { language: 'pt-BR', words: /acima da FC máxima/i },
      { language: 'en', words: /above (the )?HR max/i },
    ],
  },
  {
    concept: 'the alarm limit below which a heart rate is too low',
    uses: [
      { language: 'pt-BR', file: 'class', key: 'limits.fields.floorBpm', term: 'piso' },
      { language: 'pt-BR', file: 'results', key: 'alarms.rules.below-floor', term: 'piso' },
      { language: 'en', file: 'class', key: 'limits.fields.floorBpm', term: 'floor' },
      { language: 'en', file: 'results', key: 'alarms.rules.below-floor', term: 'floor' },
    ],
    rejected: [{ language: 'pt-BR', words: /abaixo da FC mínima/i }],
  },
  {
    concept: "the patient's maximum heart rate (age formula)",
    uses: [
      { language: 'pt-BR', file: 'app', key: 'settings.hrMaxFormula', term: 'FC máxima' },
      { language: 'en', file: 'recording', key: 'live.pctOfMax', term: 'HR max' },
    ],
    rejected: [],
  },
  {
    concept: "a session's highest heart rate",
    uses: [
      { language: 'pt-BR', file: 'results', key: 'summary.hrMax', term: 'FC de pico' },
      { language: 'pt-BR', file: 'recording', key: 'review.hrMax', term: 'FC de pico' },
      { language: 'pt-BR', file: 'results', key: 'classReport.peakHr', term: 'FC de pico' },
      { language: 'en', file: 'results', key: 'summary.hrMax', term: 'Peak HR' },
      { language: 'en', file: 'recording', key: 'review.hrMax', term: 'Peak HR' },
    ],
    rejected: [{ language: 'en', words: /Highest HR|Maximum HR/ }],
  },
  {
    concept: 'a clinician taking note of an alarm',
    uses: [
      { language: 'pt-BR', file: 'alarms', key: 'alarms.ack', term: 'Reconhecer' },
      { language: 'pt-BR', file: 'results', key: 'alarms.tickAck', term: 'Reconhecido' },
      { language: 'en', file: 'alarms', key: 'alarms.ack', term: 'Acknowledge' },
    ],
    rejected: [{ language: 'pt-BR', words: /\bCiente\b/i }],
  },
];

describe('words on screen', () => {
  for (const { concept, uses, rejected } of TERMS) {
    it(`${concept}: one term in each language`, () => {
      for (const { language, file, key, term } of uses) {
        expect(lookup(language, file, key), `${language}/${file}.json ${key}`).toContain(term);
      }
      for (const { language, words } of rejected) {
        const found = allStrings(language).filter(({ text }) => words.test(text));
        expect(found.map(({ where, text }) => `${where}: ${text}`)).toEqual([]);
      }
    });
  }

  it('counts agree with their nouns: 1 semana, 3 semanas', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'pt-BR',
      resources: { 'pt-BR': { results: readJson('pt-BR/results.json') } },
      defaultNS: 'results',
      interpolation: { escapeValue: false },
    });
    const span = (sessions: number, weeks: number) =>
      i18n.t('trends.sessionsOverWeeks', {
        sessions: i18n.t('trends.sessions', { count: sessions }),
        weeks: i18n.t('trends.weeks', { count: weeks }),
      });
    expect(span(3, 1)).toBe('3 sessões em 1 semana');
    expect(span(1, 3)).toBe('1 sessão em 3 semanas');
  });

  it('no English is left in Portuguese: a string the same in both is only names and units', () => {
    const english = new Map(allStrings('en').map(({ where, text }) => [where.slice(2), text]));
    // Units, acronyms and names, and the few words Portuguese spells as English does.
    const NOT_WORDS =
      /{{\w+}}|\b(bpm|rpm|min|ms|km\/h|km|kg|mmHg|SpO₂|METs|RMSSD|RR|ID|Sensor|Online|Offline|E-mail|Fox|Tanaka|Borg|CRM|CREFITO|COREN|SP|Diabetes)(?![a-z])/g;
    const same = allStrings('pt-BR').filter(
      ({ where, text }) =>
        english.get(where.replace(/^pt-BR/, '')) === text &&
        /[a-z]{2,}/i.test(text.replace(NOT_WORDS, '')),
    );
    expect(same.map(({ where, text }) => `${where}: ${text}`)).toEqual([]);
  });
});
