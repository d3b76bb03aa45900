/**
 * Strings only signed-in screens use (navigation, Home, patients, Settings), merged into the
 * default namespace when the shell's chunk loads, so keys stay `nav.home`, `settings.title`…
 * The sign-in page, the first load on a phone, does not download them.
 */
import { i18n } from '../lib/i18n';
import en from '../locales/en/app.json';
import ptBR from '../locales/pt-BR/app.json';

for (const [language, bundle] of Object.entries({ en, 'pt-BR': ptBR })) {
  i18n.addResourceBundle(language, 'translation', bundle, true, false);
}
