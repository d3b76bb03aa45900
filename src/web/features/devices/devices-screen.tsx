/** /connect: Bluetooth support check, connect, live reading, battery, disconnect, simulator. */
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEVICES_NS } from './devices-i18n';
import { SensorPanel } from './sensor-panel';
import { SupportNotice } from './support-notice';
import { useBluetoothSupport } from './use-bluetooth-support';

export function DevicesScreen() {
  const { t } = useTranslation(DEVICES_NS);
  const support = useBluetoothSupport();
  return (
    <Stack gap="md" maw={560}>
      <Title order={1} fz="h2">
        {t('title')}
      </Title>
      <Text c="gray.7">{t('intro')}</Text>
      <SupportNotice support={support} />
      <SensorPanel support={support} />
    </Stack>
  );
}
