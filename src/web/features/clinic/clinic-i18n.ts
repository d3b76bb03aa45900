/** The clinic namespace (workspaces, members, invitations), added on first use like sync's. */

import { useNamespaceTranslation } from '../../lib/use-namespace-translation';
import en from '../../locales/en/clinic.json';
import ptBR from '../../locales/pt-BR/clinic.json';

export const CLINIC_NS = 'clinic';

export const useClinicTranslation = () => useNamespaceTranslation(CLINIC_NS, { en, 'pt-BR': ptBR });
