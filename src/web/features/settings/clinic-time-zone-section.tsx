/**
 * Settings' "Clinic time zone": the IANA zone whose calendar counts the clinic's days and weeks
 * when a request names none (an integration, the schedule's "today"). Who may choose the HR-max
 * formula chooses it; everyone else reads it. Never chosen: UTC (docs/configuration.md).
 */
import { Select, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceTimeZone } from '../../../common/dates/time-zone';
import { useHrMaxFormula } from './hr-max-formula';
import { SettingsSection } from './settings-section';
import { useClinicSettingSave } from './use-clinic-setting-save';

/** Every zone this browser knows, the clinic's current one first among them if it lacks it. */
function zoneOptions(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return known.includes(current) ? known : [current, ...known];
}

export function ClinicTimeZoneSection() {
  const { t } = useTranslation();
  const { known, canChange, timeZone } = useHrMaxFormula();
  const { pending, saved, problem, save } = useClinicSettingSave('timeZone');
  const options = useMemo(() => zoneOptions(timeZone), [timeZone]);
  if (!known) return null;

  const choose = (value: string | null) => {
    if (value && value !== timeZone) save(value);
  };

  return (
    <SettingsSection title={t('settings.clinicTimeZone')}>
      <Stack gap="xs">
        {canChange ? (
          <Select
            label={t('settings.clinicTimeZone')}
            description={t('settings.clinicTimeZoneHint', { device: deviceTimeZone() })}
            data={options}
            value={pending ?? timeZone}
            onChange={choose}
            searchable
            allowDeselect={false}
            disabled={pending !== null}
            error={problem ? t('settings.clinicTimeZoneFailed', { message: problem }) : null}
          />
        ) : (
          <Text size="sm">{t('settings.clinicTimeZoneReadOnly', { zone: timeZone })}</Text>
        )}
        {saved && (
          <Text size="sm" c="teal.8" role="status">
            {t('settings.clinicTimeZoneSaved')}
          </Text>
        )}
      </Stack>
    </SettingsSection>
  );
}
