/**
 * The sync namespace, in its own files so this feature's strings do not collide with edits to
 * the shared locale files; added on first use (lib/use-namespace-translation).
 */

import { useNamespaceTranslation } from '../../lib/use-namespace-translation';
import en from '../../locales/en/sync.json';
import ptBR from '../../locales/pt-BR/sync.json';

export const SYNC_NS = 'sync';

export const useSyncTranslation = () => useNamespaceTranslation(SYNC_NS, { en, 'pt-BR': ptBR });
