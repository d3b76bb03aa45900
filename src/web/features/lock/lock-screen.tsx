/**
 * The inactivity lock's screen: opaque over the whole app (patient data hidden, the app under it
 * made inert), with the alarm region first and the password form below. Nothing under it is
 * unmounted, so a class's sensors, alarm tone and recordings carry on. The password is checked
 * by the server (POST /api/me/unlock, limited like sign-ins), or a passkey of this account.
 */
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPaths } from '../../../common/api/api-paths';
import { PasswordField } from '../../components/password-field';
import { apiRequest } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { useFormSave } from '../../lib/use-form-save';
import { useUser } from '../auth';
import { PasskeyButton } from '../security';
import { useLockTranslation } from './lock-i18n';
import classes from './lock-screen.module.css';
import { setAlarmSlot, unlockScreen, useLockMinutes } from './lock-store';

const APP_ROOT_ID = 'root';

function problemKey(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return 'tooMany';
  if (error instanceof ApiError && error.status === 400) return 'wrongPassword';
  // Unreachable, or any other failure: the password could not be checked.
  return 'offline';
}

export function LockScreen() {
  const { t } = useLockTranslation();
  const { t: tApp } = useTranslation();
  const user = useUser();
  const minutes = useLockMinutes();
  const form = useForm({
    initialValues: { password: '' },
    validate: { password: isNotEmpty(tApp('validation.required')) },
  });
  const { onSubmit, busy } = useFormSave(form);

  useEffect(() => {
    // A full-screen class would hide the lock screen (only the full-screen element paints).
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    const appRoot = document.getElementById(APP_ROOT_ID);
    appRoot?.setAttribute('inert', '');
    return () => appRoot?.removeAttribute('inert');
  }, []);

  const submit = onSubmit(async ({ password }) => {
    try {
      await apiRequest(apiPaths.meUnlock(), { method: 'POST', body: { password } });
    } catch (error) {
      // The form has one field and every failure is about it: the lock's own words, in the
      // reader's language, say more than the server's 400 ("That is not your password.") and
      // also cover the answers no server gave (offline).
      form.setFieldError('password', t(problemKey(error)));
      return;
    }
    form.reset();
    unlockScreen();
  });

  return (
    <div className={classes.screen} data-testid="inactivity-lock">
      <section ref={setAlarmSlot} aria-label={t('alarmsRegion')} className={classes.alarms} />
      <Card withBorder shadow="md" radius="md" p="lg" className={classes.card}>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Title order={1} size="h2">
              {t('title')}
            </Title>
            <Text size="sm">{t('body', { count: minutes })}</Text>
            {user && (
              <Text size="sm" c="dimmed">
                {t('signedInAs', { who: user.email })}
              </Text>
            )}
            <PasswordField
              label={t('password')}
              autoComplete="current-password"
              {...form.getInputProps('password')}
              data-autofocus
              autoFocus
            />
            <Button type="submit" loading={busy}>
              {t('unlock')}
            </Button>
          </Stack>
        </form>
        {user && (
          <Stack mt="sm">
            <PasskeyButton purpose="unlock" expectedUserId={user.id} onDone={unlockScreen} />
          </Stack>
        )}
      </Card>
    </div>
  );
}
