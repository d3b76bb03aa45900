/** The progress namespace (`useProgressTranslation`), in its own files; added on first use. */
import { useNamespaceTranslation } from '../../lib/use-namespace-translation';
import en from '../../locales/en/progress.json';
import ptBR from '../../locales/pt-BR/progress.json';

export const PROGRESS_NS = 'progress';

export const useProgressTranslation = () =>
  useNamespaceTranslation(PROGRESS_NS, { en, 'pt-BR': ptBR });

export type ProgressT = ReturnType<typeof useProgressTranslation>['t'];
