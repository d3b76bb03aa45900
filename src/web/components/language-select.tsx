/** Language picker; each language is named in itself, as people look for their own. */
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES, type Language } from '../../common/language';
import { setLanguage } from '../lib/i18n';

const LANGUAGE_NAMES: Record<Language, string> = {
  'pt-BR': 'Português (Brasil)',
  en: 'English',
};

export function LanguageSelect({ size }: { size?: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      label={t('settings.language')}
      size={size}
      value={i18n.language}
      data={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
      onChange={(event) => {
        const { value } = event.currentTarget;
        if (isLanguage(value)) setLanguage(value);
      }}
    />
  );
}
