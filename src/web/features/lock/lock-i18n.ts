/** The lock namespace (the inactivity lock and its clinic setting), added on first use. */
import { useNamespaceTranslation } from '../../lib/use-namespace-translation';
import en from '../../locales/en/lock.json';
import ptBR from '../../locales/pt-BR/lock.json';

export const useLockTranslation = () => useNamespaceTranslation('lock', { en, 'pt-BR': ptBR });
