/** The security namespace (two-factor, passkeys, devices), added on first use. */
import { useNamespaceTranslation } from '../../lib/use-namespace-translation';
import en from '../../locales/en/security.json';
import ptBR from '../../locales/pt-BR/security.json';

export const useSecurityTranslation = () =>
  useNamespaceTranslation('security', { en, 'pt-BR': ptBR });
