/** i18next set-up: both locales ship in the entry chunk (small), so every screen renders at once. */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY, type Language, pickLanguage } from '../../common/language';
import en from '../locales/en.json';
import ptBR from '../locales/pt-BR.json';
import { readStorage } from './local-setting';
import { formatInSentence } from './locale-format';

export const i18n = i18next.createInstance();

/**
 * Every number a translation interpolates is written in the reader's language ("{{weight}} kg"
 * → "82,5 kg"), so a caller that passes a raw number cannot leak "82.5" into Portuguese. Text
 * passes as it is; no key uses i18next's own `{{x, number}}` formats.
 */
const numbersInLanguage = {
  type: 'formatter',
  init: () => {},
  add: () => {},
  addCached: () => {},
  format: (value: unknown, _format: string | undefined, language: string | undefined) =>
    typeof value === 'number' ? formatInSentence(value, language ?? 'en') : value,
} as const;

void i18n
  .use(initReactI18next)
  .use(numbersInLanguage)
  .init({
    resources: { en: { translation: en }, 'pt-BR': { translation: ptBR } },
    lng: pickLanguage(
      readStorage(LANGUAGE_STORAGE_KEY),
      typeof navigator === 'undefined' ? undefined : navigator.language,
    ),
    fallbackLng: 'en',
    interpolation: { escapeValue: false, alwaysFormat: true }, // React escapes.
    initAsync: false,
  });

// Unit tests import screens in Node, where there is no document.
const followLanguage = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};
followLanguage(i18n.language);
i18n.on('languageChanged', followLanguage);

export function setLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage disabled: the choice lasts until reload.
  }
  void i18n.changeLanguage(language);
}
