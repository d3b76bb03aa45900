/**
 * Settings' "Heart-rate max formula": the clinic's choice for estimated zones. An owner or admin
 * (the owner of a personal workspace) picks it and it applies at once to every device of the
 * clinic; everyone else reads which one the clinic uses.
 */
import { Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HR_MAX_FORMULAS } from '../../../common/metrics/hr-max';
import { isHrMaxFormula, useHrMaxFormula } from './hr-max-formula';
import { SettingsSection } from './settings-section';
import { useClinicSettingSave } from './use-clinic-setting-save';

export function HrMaxFormulaSection() {
  const { t } = useTranslation();
  const { formula, known, canChange } = useHrMaxFormula();
  // Shown checked at once while the server stores it; the server's answer replaces it.
  const { pending, saved, problem, save } = useClinicSettingSave('hrMaxFormula');
  if (!known) return null;
  const label = (option: string) =>
    `${t(`settings.hrMaxFormulas.${option}.label`)} (${t(`settings.hrMaxFormulas.${option}.description`)})`;

  const choose = (value: string) => {
    if (isHrMaxFormula(value)) save(value);
  };

  return (
    <SettingsSection title={t('settings.hrMaxFormula')}>
      {canChange ? (
        <Radio.Group
          label={t('settings.hrMaxFormula')}
          description={t('settings.hrMaxFormulaHint')}
          value={pending ?? formula}
          onChange={choose}
          error={problem ? t('settings.hrMaxFormulaFailed', { message: problem }) : null}
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
      ) : (
        <Text size="sm">{t('settings.hrMaxFormulaReadOnly', { formula: label(formula) })}</Text>
      )}
      {saved && (
        <Text size="sm" c="teal.8" role="status">
          {t('settings.hrMaxFormulaSaved')}
        </Text>
      )}
    </SettingsSection>
  );
}
