/** Which language the app speaks: the saved setting, else the browser's (`pt*` → pt-BR). The server
 * uses it too, to pick the prerendered sign-in page for a browser's Accept-Language. */

export const LANGUAGES = ['pt-BR', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_STORAGE_KEY = 'ritmo.lang';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

export function pickLanguage(stored: string | null, browserLanguage: string | undefined): Language {
  if (isLanguage(stored)) return stored;
  return browserLanguage?.toLowerCase().startsWith('pt') ? 'pt-BR' : 'en';
}
