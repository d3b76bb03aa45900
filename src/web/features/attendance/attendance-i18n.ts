/** The attendance namespace, added on first use. */
import { useNamespaceTranslation } from '../../lib/use-namespace-translation';
import en from '../../locales/en/attendance.json';
import ptBR from '../../locales/pt-BR/attendance.json';

export const useAttendanceTranslation = () =>
  useNamespaceTranslation('attendance', { en, 'pt-BR': ptBR });
