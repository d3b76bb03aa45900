/**
 * The results namespace (`useTranslation(RESULTS_NS)`), in its own files so this feature's
 * strings ship with its chunk and do not collide with edits to the shared locale files.
 */
import { i18n } from '../../lib/i18n';
import en from '../../locales/en/results.json';
import ptBR from '../../locales/pt-BR/results.json';

export const RESULTS_NS = 'results';

i18n.addResourceBundle('en', RESULTS_NS, en, true, true);
i18n.addResourceBundle('pt-BR', RESULTS_NS, ptBR, true, true);
