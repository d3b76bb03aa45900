/** Tells a browser without Web Bluetooth what to do instead (Chrome/Edge, simulator, by hand). */
import { Alert, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BluetoothSupport } from './bluetooth-support';
import { DEVICES_NS } from './devices-i18n';

export function SupportNotice({ support }: { support: BluetoothSupport | 'checking' }) {
  const { t } = useTranslation(DEVICES_NS);
  if (support === 'available') return null;
  if (support === 'checking') {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">{t('support.checking')}</Text>
      </Group>
    );
  }
  const key = support === 'unsupported' ? 'unsupported' : support;
  return (
    <Alert color="yellow" variant="light" title={t(`support.${key}Title`)} role="status">
      <Text size="sm">{t(`support.${key}`)}</Text>
    </Alert>
  );
}
