/**
 * The home session's and the After form's strings (namespace "me-session"), in their own files
 * so they load with those lazy screens only; added on first use (lib/use-namespace-translation).
 */
import { useNamespaceTranslation } from '../../../lib/use-namespace-translation';
import en from '../../../locales/en/me-session.json';
import ptBR from '../../../locales/pt-BR/me-session.json';

export const ME_SESSION_NS = 'me-session';

export const useSessionTranslation = () =>
  useNamespaceTranslation(ME_SESSION_NS, { en, 'pt-BR': ptBR });

export const SESSION_BUNDLES = { en, 'pt-BR': ptBR };
