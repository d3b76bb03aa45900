/**
 * Settings' "Inactivity lock": a clinic's owner or admin sets its minutes (1–60, checked by the
 * server too; an admin may only shorten it); everyone else, and a personal workspace, reads how
 * long it is.
 */
import { Button, Group, NumberInput, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import {
  type ClinicSettingsAnswer,
  MAX_INACTIVITY_LOCK_MINUTES,
  MIN_INACTIVITY_LOCK_MINUTES,
} from '../../../common/schemas/clinic-settings';
import { TitledCard } from '../../components/titled-card';
import { ApiError } from '../../lib/api-error';
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
  const [minutes, setMinutes] = useState<number | string>(initial.inactivityLockMinutes);
  const [saved, setSaved] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    setProblem(null);
    try {
      const answer = await saveClinicSettings({ inactivityLockMinutes: Number(minutes) });
      setLockMinutes(answer.inactivityLockMinutes);
      setSaved(true);
    } catch (error) {
      const ownerOnly = error instanceof ApiError && error.code === 'owner_only';
      setProblem(
        ownerOnly
          ? t('setting.ownerOnly')
          : error instanceof ApiError
            ? (error.details[0]?.message ?? error.message)
            : String(error),
      );
    }
  }

  return (
    <form onSubmit={save}>
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
          value={minutes}
          onChange={setMinutes}
          error={problem}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Button type="submit">{t('setting.save')}</Button>
      </Group>
      {saved && (
        <Text size="sm" c="teal.8" role="status" mt="xs">
          {t('setting.saved')}
        </Text>
      )}
    </form>
  );
}
