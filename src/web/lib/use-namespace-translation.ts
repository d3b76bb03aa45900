/**
 * `useTranslation(namespace)` for a feature whose strings live in their own locale files. The
 * namespace is added to the app's instance (from React context) on first use rather than at
 * import, so a feature's modules stay importable where lib/i18n cannot run (node).
 */
import { useTranslation } from 'react-i18next';
import type { Language } from '../../common/language';

export function useNamespaceTranslation(
  namespace: string,
  bundles: Record<Language, Record<string, unknown>>,
) {
  const { i18n } = useTranslation();
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, namespace)) {
      i18n.addResourceBundle(language, namespace, bundle, true, true);
    }
  }
  return useTranslation(namespace);
}
