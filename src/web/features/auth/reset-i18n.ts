/**
 * The password reset namespace (`useTranslation(RESET_NS)`): the forgot-password and reset
 * pages and the member reset link in Settings → Clinic, in their own files.
 */
import { i18n } from '../../lib/i18n';
import en from '../../locales/en/reset.json';
import ptBR from '../../locales/pt-BR/reset.json';

export const RESET_NS = 'reset';

i18n.addResourceBundle('en', RESET_NS, en, true, true);
i18n.addResourceBundle('pt-BR', RESET_NS, ptBR, true, true);
