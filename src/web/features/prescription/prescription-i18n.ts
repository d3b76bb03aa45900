/** The prescription namespace (`usePrescriptionTranslation`), in its own files; added on first use. */
import { useNamespaceTranslation } from '../../lib/use-namespace-translation';
import en from '../../locales/en/prescription.json';
import ptBR from '../../locales/pt-BR/prescription.json';

export const PRESCRIPTION_NS = 'prescription';

export const usePrescriptionTranslation = () =>
  useNamespaceTranslation(PRESCRIPTION_NS, { en, 'pt-BR': ptBR });

export type PrescriptionT = ReturnType<typeof usePrescriptionTranslation>['t'];
