/** The schedule namespace, added on first use. */
import { useNamespaceTranslation } from '../../lib/use-namespace-translation';
import en from '../../locales/en/schedule.json';
import ptBR from '../../locales/pt-BR/schedule.json';

export const useScheduleTranslation = () =>
  useNamespaceTranslation('schedule', { en, 'pt-BR': ptBR });
