/**
 * Settings' "Inactivity lock": a clinic's owner or admin sets its minutes (1–60, checked by the
 * server too; an admin may only shorten it); everyone else, and a personal workspace, reads how
 * long it is.
 */
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ClinicSettingsAnswer,
  MAX_INACTIVITY_LOCK_MINUTES,
  MIN_INACTIVITY_LOCK_MINUTES,
} from '../../../common/schemas/clinic-settings';
import { FormAlert } from '../../components/form-alert';
import { TitledCard } from '../../components/titled-card';
import { ApiError } from '../../lib/api-error';
import { useFormSave } from '../../lib/use-form-save';
import { saveClinicSettings, useClinicSettings } from '../clinic';
import { useLockTranslation } from './lock-i18n';
import { setLockMinutes } from './lock-store';

export function LockSetting() {
  const { t } = useLockTranslation();
  const settings = useClinicSettings().data;
  if (!settings) return null;
  return (
    <TitledCard title={t('setting.title')} gap="md" p={{ base: 'md', sm: 'lg' }}>
      {settings.canChange ? (
        <MinutesForm initial={settings} />
      ) : (
        <Text size="sm">{t('setting.readOnly', { count: settings.inactivityLockMinutes })}</Text>
      )}
    </TitledCard>
  );
}

function MinutesForm({ initial }: { initial: ClinicSettingsAnswer }) {
  const { t } = useLockTranslation();
  const { t: tApp } = useTranslation();
  const [saved, setSaved] = useState(false);
  // The range is the server's to judge (an admin's ceiling is today's value, the owner's 60):
  // its 400 names the field and lands there; here only a whole number is asked for.
  const form = useForm<{ inactivityLockMinutes: number | string }>({
    initialValues: { inactivityLockMinutes: initial.inactivityLockMinutes },
    onValuesChange: () => setSaved(false),
    validate: {
      inactivityLockMinutes: (minutes) =>
        typeof minutes === 'number' && Number.isInteger(minutes)
          ? null
          : tApp('validation.wholeNumber'),
    },
  });
  const { onSubmit, formError } = useFormSave(form);

  const save = onSubmit(async ({ inactivityLockMinutes }) => {
    setSaved(false);
    try {
      const answer = await saveClinicSettings({
        inactivityLockMinutes: Number(inactivityLockMinutes),
      });
      setLockMinutes(answer.inactivityLockMinutes);
      setSaved(true);
    } catch (error) {
      // A longer lock asked by an admin: about this value, so said at it.
      if (!(error instanceof ApiError && error.code === 'owner_only')) throw error;
      form.setFieldError('inactivityLockMinutes', t('setting.ownerOnly'));
    }
  });

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="xs">
        <Group align="flex-end" gap="sm">
          <NumberInput
            label={t('setting.label')}
            description={
              initial.canLoosen
                ? t('setting.description')
                : `${t('setting.description')} ${t('setting.ownerOnly')}`
            }
            min={MIN_INACTIVITY_LOCK_MINUTES}
            max={initial.canLoosen ? MAX_INACTIVITY_LOCK_MINUTES : initial.inactivityLockMinutes}
            allowDecimal={false}
            clampBehavior="none"
            {...form.getInputProps('inactivityLockMinutes')}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button type="submit">{t('setting.save')}</Button>
        </Group>
        <FormAlert message={formError} />
        {saved && (
          <Text size="sm" c="teal.8" role="status">
            {t('setting.saved')}
          </Text>
        )}
      </Stack>
    </form>
  );
}
