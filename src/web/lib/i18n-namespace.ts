/**
 * A feature's own translations (locales/<lang>/<namespace>.json), added to the shared instance
 * when the feature's module loads, so features do not all edit the two main locale files.
 */

import type { Language } from '../../common/language';
import { i18n } from './i18n';

export function registerNamespace(
  namespace: string,
  resources: Record<Language, Record<string, unknown>>,
): string {
  for (const [language, bundle] of Object.entries(resources)) {
    i18n.addResourceBundle(language, namespace, bundle, true, true);
  }
  return namespace;
}
