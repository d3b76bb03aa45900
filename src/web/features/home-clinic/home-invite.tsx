/**
 * "Invite to home sessions" in the chart's Home tab (members and above): the server makes a
 * single-use code (7 days) and, with SMTP configured and an address given, e-mails the link;
 * the screen shows the code and the link with a copy button either way.
 */
import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { HomeAccess } from '../../../common/schemas/home-access';
import { formatDateTime } from '../../lib/locale-format';
import { useHomeClinicTranslation } from './home-clinic-i18n';

export function HomeInvite({
  again,
  onInvite,
}: {
  /** An account is linked or a code waits: the button makes a new one. */
  again: boolean;
  onInvite: (email: string | null) => Promise<HomeAccess>;
}) {
  const { t, i18n } = useHomeClinicTranslation();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [made, setMade] = useState<{ access: HomeAccess; email: string | null } | null>(null);

  const invite = async () => {
    setBusy(true);
    setFailed(false);
    const to = email.trim() || null;
    try {
      setMade({ access: await onInvite(to), email: to });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs">
      <TextInput
        type="email"
        label={t('access.email')}
        description={t('access.emailHelp')}
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        autoComplete="off"
        maw={420}
      />
      <Group>
        <Button loading={busy} onClick={() => void invite()}>
          {t(again ? 'access.inviteAgain' : 'access.invite')}
        </Button>
      </Group>
      {failed && (
        <Alert color="red" variant="light" role="alert">
          {t('access.inviteFailed')}
        </Alert>
      )}
      {made && (
        <Alert color="teal" variant="light" title={t('access.made')} role="status">
          <Stack gap="xs">
            <Text size="sm">
              {t('access.madeHelp', {
                time: formatDateTime(made.access.expiresAt, i18n.language, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }),
              })}
            </Text>
            {made.email && (
              <Text size="sm">
                {made.access.emailed
                  ? t('access.emailed', { email: made.email })
                  : t('access.notEmailed')}
              </Text>
            )}
            <TextInput
              readOnly
              label={t('access.codeLabel')}
              value={made.access.code}
              styles={{ input: { fontFamily: 'monospace' } }}
            />
            <TextInput readOnly label={t('access.linkLabel')} value={made.access.link} />
            <Group>
              <CopyButton value={made.access.link}>
                {({ copied, copy }) => (
                  <Button variant="light" onClick={copy}>
                    {copied ? t('access.copied') : t('access.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
