/** The patient's space's strings (namespace `me`), added on first use. */
import { useNamespaceTranslation } from '../../lib/use-namespace-translation';
import en from '../../locales/en/me.json';
import ptBR from '../../locales/pt-BR/me.json';

export const ME_NS = 'me';

export const useMeTranslation = () => useNamespaceTranslation(ME_NS, { en, 'pt-BR': ptBR });
