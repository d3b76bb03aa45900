/** i18next set-up: both locales ship in the entry chunk (small), so every screen renders at once. */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY, type Language, pickLanguage } from '../../common/language';
import en from '../locales/en.json';
import ptBR from '../locales/pt-BR.json';
import { readStorage } from './local-setting';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, 'pt-BR': { translation: ptBR } },
  lng: pickLanguage(
    readStorage(LANGUAGE_STORAGE_KEY),
    typeof navigator === 'undefined' ? undefined : navigator.language,
  ),
  fallbackLng: 'en',
  interpolation: { escapeValue: false }, // React escapes.
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
