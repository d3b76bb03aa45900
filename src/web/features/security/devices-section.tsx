/** Settings → Your devices: the account's signed-in sessions, with "Sign out there". */
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authErrorMessage } from '../../lib/error-message';
import { formatDateTime } from '../../lib/locale-format';
import { deviceName } from './device-name';
import {
  type DeviceSession,
  listDeviceSessions,
  revokeDeviceSession,
  sessionState,
} from './security-api';
import { SecurityCard } from './security-card';
import { useSecurityTranslation } from './security-i18n';

export function DevicesSection() {
  const { t, i18n } = useSecurityTranslation();
  const { t: tApp } = useTranslation();
  const [sessions, setSessions] = useState<DeviceSession[] | null>(null);
  const [current, setCurrent] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const reload = useCallback(() => {
    listDeviceSessions().then(setSessions, () => setSessions(null));
    sessionState().then(
      (state) => setCurrent(state.sessionId),
      () => undefined,
    );
  }, []);
  useEffect(reload, [reload]);

  const signOutThere = async (session: DeviceSession) => {
    setBusy(session.id);
    setMessage(null);
    try {
      await revokeDeviceSession(session.id);
      setMessage({ text: t('devices.signedOut'), ok: true });
      reload();
    } catch (error) {
      setMessage({ text: authErrorMessage(error, tApp), ok: false });
    } finally {
      setBusy(null);
    }
  };
  const when = (d: Date) =>
    formatDateTime(d, i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <SecurityCard title={t('devices.title')}>
      <Text size="sm">{t('devices.intro')}</Text>
      {sessions && (
        <Stack gap="sm" component="ul" aria-label={t('devices.listLabel')} p={0} m={0}>
          {sessions.map((session) => (
            <Group
              key={session.id}
              component="li"
              justify="space-between"
              wrap="wrap"
              gap="xs"
              style={{ listStyle: 'none' }}
            >
              <div style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600}>
                    {deviceName(session.userAgent) ?? t('devices.unknownDevice')}
                  </Text>
                  {session.id === current && (
                    <Badge variant="light">{t('devices.thisDevice')}</Badge>
                  )}
                </Group>
                <Text size="sm" c="gray.7">
                  {t('devices.lastSeen', { time: when(session.updatedAt) })}
                  {session.ipAddress
                    ? ` · ${t('devices.address', { address: session.ipAddress })}`
                    : ''}
                </Text>
              </div>
              {session.id !== current && (
                <Button
                  variant="outline"
                  color="red"
                  loading={busy === session.id}
                  onClick={() => signOutThere(session)}
                >
                  {t('devices.signOutThere')}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
      {message && (
        <Text size="sm" c={message.ok ? 'ritmo.9' : 'red.8'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Text>
      )}
    </SecurityCard>
  );
}
