/** Display name: saved to the account and to the local user info the greeting reads. */
import { Button, Group, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateMeSchema } from '../../../common/schemas/user';
import { authErrorMessage } from '../../lib/error-message';
import { updateDisplayName, useUser } from '../auth';
import { SettingsSection } from './settings-section';

export function ProfileSection() {
  const { t } = useTranslation();
  const user = useUser();
  const [name, setName] = useState(user?.name ?? '');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = updateMeSchema.safeParse({ name });
    if (!parsed.success) {
      // Too long, or a control character pasted in (the shared text rule).
      const tooLong = parsed.error.issues.some((issue) => issue.code === 'too_big');
      const message = tooLong ? t('validation.maxLength', { max: 120 }) : t('validation.invalid');
      setOutcome({ ok: false, message });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      await updateDisplayName(parsed.data.name);
      setName(parsed.data.name);
      setOutcome({ ok: true, message: t('settings.nameSaved') });
    } catch (error) {
      setOutcome({ ok: false, message: authErrorMessage(error, t) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection title={t('settings.profile')}>
      <Text size="sm" c="gray.7">
        {t('settings.signedInAs', { email: user?.email ?? '' })}
      </Text>
      <form onSubmit={onSubmit} noValidate>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('settings.displayName')}
            description={t('settings.displayNameHint')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={outcome?.ok === false ? outcome.message : undefined}
            autoComplete="name"
            style={{ flex: '1 1 16rem' }}
          />
          <Button type="submit" loading={busy}>
            {t('common.save')}
          </Button>
        </Group>
      </form>
      {outcome?.ok && (
        <Text size="sm" c="ritmo.9" role="status">
          {outcome.message}
        </Text>
      )}
    </SettingsSection>
  );
}
