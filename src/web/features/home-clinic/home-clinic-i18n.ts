/** The clinic's side of home sessions (`useHomeClinicTranslation`), in its own files. */
import { useNamespaceTranslation } from '../../lib/use-namespace-translation';
import en from '../../locales/en/home-clinic.json';
import ptBR from '../../locales/pt-BR/home-clinic.json';

export const HOME_CLINIC_NS = 'homeClinic';

export const useHomeClinicTranslation = () =>
  useNamespaceTranslation(HOME_CLINIC_NS, { en, 'pt-BR': ptBR });
