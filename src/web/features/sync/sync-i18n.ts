/**
 * The sync namespace (`useTranslation(SYNC_NS)`), in its own files so this feature's strings
 * do not collide with edits to the shared locale files.
 */
import { i18n } from '../../lib/i18n';
import en from '../../locales/en/sync.json';
import ptBR from '../../locales/pt-BR/sync.json';

export const SYNC_NS = 'sync';

i18n.addResourceBundle('en', SYNC_NS, en, true, true);
i18n.addResourceBundle('pt-BR', SYNC_NS, ptBR, true, true);
