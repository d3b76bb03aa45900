/** Settings → Passkeys: this account's passkeys, adding one on this device, removing one. */
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { authErrorMessage } from '../../lib/error-message';
import { formatDateTime } from '../../lib/locale-format';
import { passkeyProblem } from './passkey-problem';
import { addPasskey, deletePasskey, listPasskeys, type Passkey } from './security-api';
import { SecurityCard } from './security-card';
import { useSecurityTranslation } from './security-i18n';

export function PasskeySection() {
  const { t, i18n } = useSecurityTranslation();
  const { t: tApp } = useTranslation();
  const [keys, setKeys] = useState<Passkey[] | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);

  const reload = useCallback(() => {
    listPasskeys().then(setKeys, () => setKeys([]));
  }, []);
  useEffect(reload, [reload]);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      await addPasskey(name.trim() || navigator.platform || 'Passkey');
      setName('');
      setMessage({ text: t('passkeys.added'), ok: true });
      reload();
    } catch (error) {
      setMessage({ text: passkeyProblem(error, t, tApp), ok: false });
    } finally {
      setBusy(false);
    }
  };
  const date = (d: Date) => formatDateTime(d, i18n.language, { dateStyle: 'short' });

  return (
    <SecurityCard title={t('passkeys.title')}>
      <Text size="sm">{t('passkeys.intro')}</Text>
      {keys?.length === 0 && <Text size="sm">{t('passkeys.none')}</Text>}
      {keys && keys.length > 0 && (
        <Stack gap="xs" component="ul" aria-label={t('passkeys.title')} p={0} m={0}>
          {keys.map((key) => (
            <Group key={key.id} component="li" justify="space-between" wrap="wrap" gap="xs">
              <div>
                <Text fw={600}>{key.name || t('passkeys.title')}</Text>
                <Text size="sm" c="gray.7">
                  {t('passkeys.createdOn', { date: date(key.createdAt) })}
                </Text>
              </div>
              <Button
                variant="subtle"
                color="red"
                onClick={() => setRemoving(key)}
                aria-label={`${t('passkeys.remove')} ${key.name ?? ''}`.trim()}
              >
                {t('passkeys.remove')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <form onSubmit={add} noValidate>
        <Group align="end" wrap="wrap">
          <TextInput
            label={t('passkeys.name')}
            placeholder={t('passkeys.namePlaceholder')}
            maxLength={60}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Button type="submit" loading={busy}>
            {t('passkeys.add')}
          </Button>
        </Group>
      </form>
      {message && (
        <Text size="sm" c={message.ok ? 'ritmo.9' : 'red.8'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Text>
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={t('passkeys.removeTitle')}
        confirmLabel={t('passkeys.remove')}
        onConfirm={async () => {
          if (removing) await deletePasskey(removing.id);
          setRemoving(null);
          reload();
        }}
        onClose={() => setRemoving(null)}
        describeError={(error) => authErrorMessage(error, tApp)}
      >
        <Text size="sm">{t('passkeys.removeBody')}</Text>
      </ConfirmDialog>
    </SecurityCard>
  );
}
