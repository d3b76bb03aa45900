/** Language; it applies at once and stays on this device. */
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../components/language-select';
import { SettingsSection } from './settings-section';

export function PreferencesSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('settings.preferences')}>
      <LanguageSelect />
    </SettingsSection>
  );
}
