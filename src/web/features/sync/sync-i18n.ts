/**
 * The sync namespace, in its own files so this feature's strings do not collide with edits to
 * the shared locale files. Added to the app's i18n instance (from React context) on first use,
 * not at import: the outbox and cache modules stay importable where lib/i18n cannot run (node).
 */
import { useTranslation } from 'react-i18next';
import en from '../../locales/en/sync.json';
import ptBR from '../../locales/pt-BR/sync.json';

export const SYNC_NS = 'sync';
const BUNDLES = { en, 'pt-BR': ptBR };

export function useSyncTranslation() {
  const { i18n } = useTranslation();
  for (const [language, bundle] of Object.entries(BUNDLES)) {
    if (!i18n.hasResourceBundle(language, SYNC_NS)) {
      i18n.addResourceBundle(language, SYNC_NS, bundle, true, true);
    }
  }
  return useTranslation(SYNC_NS);
}
