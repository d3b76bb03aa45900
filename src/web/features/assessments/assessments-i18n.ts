/** The assessments namespace (`useAssessmentsTranslation`), in its own files; added on first use. */
import { useNamespaceTranslation } from '../../lib/use-namespace-translation';
import en from '../../locales/en/assessments.json';
import ptBR from '../../locales/pt-BR/assessments.json';

export const ASSESSMENTS_NS = 'assessments';

export const useAssessmentsTranslation = () =>
  useNamespaceTranslation(ASSESSMENTS_NS, { en, 'pt-BR': ptBR });

export type AssessmentsT = ReturnType<typeof useAssessmentsTranslation>['t'];
