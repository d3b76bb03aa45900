/** The results namespace's `t` in one language, from the real locale files, for tests. */
import i18next from 'i18next';
import en from './en/results.json';
import ptBR from './pt-BR/results.json';

/** Structurally results' `Translate` (locales/ imports no feature). */
type Translate = (key: string, options?: Record<string, unknown>) => string;

export async function resultsTranslator(lng: string): Promise<Translate> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    resources: { en: { results: en }, 'pt-BR': { results: ptBR } },
    ns: ['results'],
    interpolation: { escapeValue: false },
  });
  return i18n.getFixedT(lng, 'results') as Translate;
}
