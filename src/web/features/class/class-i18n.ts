/** The class feature's strings (namespace "class"), added on first use. */

import { useNamespaceTranslation } from '../../lib/use-namespace-translation';
import en from '../../locales/en/class.json';
import ptBR from '../../locales/pt-BR/class.json';

export const CLASS_NS = 'class';

export function useClassTranslation() {
  return useNamespaceTranslation(CLASS_NS, { en, 'pt-BR': ptBR });
}
