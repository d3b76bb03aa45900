/** The audit trail's own namespace, added on first use like the clinic's. */

import { useNamespaceTranslation } from '../../lib/use-namespace-translation';
import en from '../../locales/en/audit.json';
import ptBR from '../../locales/pt-BR/audit.json';

export const useAuditTranslation = () => useNamespaceTranslation('audit', { en, 'pt-BR': ptBR });
