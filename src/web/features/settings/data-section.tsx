/**
 * "Export my data" (export-data.tsx) and "Delete account". Deleting asks for the account's e-mail (against a slip)
 * and its password (whoever holds an unlocked device cannot delete the account), then wipes this
 * device too, as signing out does, and leaves for the sign-in page.
 */
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PasswordField } from '../../components/password-field';
import { ApiError } from '../../lib/api-error';
import { dataErrorMessage } from '../../lib/error-message';
import { clearLocalData } from '../../lib/local-data';
import { paths } from '../../lib/paths';
import { useUser } from '../auth';
import { RESULTS_NS } from '../results';
import { deleteAccount } from './account-data-api';
import { ExportData } from './export-data';
import { SettingsSection } from './settings-section';

export function DataSection() {
  const { t } = useTranslation(RESULTS_NS);
  const { t: tApp } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const [confirmEmail, setConfirmEmail] = useState('');
  const [password, setPassword] = useState('');
  const typed = confirmEmail.trim().toLowerCase();
  const matches = typed !== '' && typed === user?.email.toLowerCase();

  const close = () => {
    setDeleting(false);
    setConfirmEmail('');
    setPassword('');
  };
  const describeError = (error: unknown) => {
    const field = (test: (field: string) => boolean) =>
      error instanceof ApiError && error.details.some((d) => test(d.field));
    const reason = field((f) => f === 'body.password')
      ? t('account.passwordWrong')
      : field((f) => f.startsWith('clinics.'))
        ? t('account.soleOwner')
        : dataErrorMessage(error, tApp);
    return `${t('account.deleteFailed')} ${reason}`;
  };

  return (
    <SettingsSection title={t('account.title')}>
      <ExportData />
      <Text size="sm" c="gray.7">
        {t('account.deleteHint')}
      </Text>
      <Group>
        <Button variant="outline" color="red" onClick={() => setDeleting(true)}>
          {t('account.delete')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={deleting}
        title={t('account.deleteTitle')}
        confirmLabel={t('account.deleteConfirm')}
        confirmDisabled={!matches || password === ''}
        onClose={close}
        describeError={describeError}
        onConfirm={async () => {
          await deleteAccount(confirmEmail.trim(), password);
          await clearLocalData();
          navigate(paths.login(), { replace: true });
        }}
      >
        <Text>{t('account.deleteBody')}</Text>
        <TextInput
          label={t('account.confirmLabel')}
          type="email"
          autoComplete="off"
          value={confirmEmail}
          onChange={(event) => setConfirmEmail(event.currentTarget.value)}
          error={
            typed !== '' && !matches && typed.includes('@')
              ? t('account.confirmMismatch')
              : undefined
          }
          data-autofocus
        />
        <PasswordField
          label={t('account.passwordLabel')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
      </ConfirmDialog>
    </SettingsSection>
  );
}
