/** Language and heart-rate-max formula; both apply at once and stay on this device. */
import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HR_MAX_FORMULAS } from '../../../common/metrics/hr-max';
import { LanguageSelect } from '../../components/language-select';
import { isHrMaxFormula, useHrMaxFormula } from './hr-max-formula';
import { SettingsSection } from './settings-section';

export function PreferencesSection() {
  const { t } = useTranslation();
  const [formula, setFormula] = useHrMaxFormula();
  return (
    <SettingsSection title={t('settings.preferences')}>
      <LanguageSelect />
      <Radio.Group
        label={t('settings.hrMaxFormula')}
        description={t('settings.hrMaxFormulaHint')}
        value={formula}
        onChange={(value) => isHrMaxFormula(value) && setFormula(value)}
      >
        <Stack gap="sm" mt="xs">
          {HR_MAX_FORMULAS.map((option) => (
            <Radio
              key={option}
              value={option}
              label={t(`settings.hrMaxFormulas.${option}.label`)}
              description={t(`settings.hrMaxFormulas.${option}.description`)}
            />
          ))}
        </Stack>
      </Radio.Group>
    </SettingsSection>
  );
}
