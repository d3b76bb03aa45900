/** One line on the sensor for other screens (recording): device, state, battery, link to /connect. */
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEVICES_NS } from './devices-i18n';
import { useSensor } from './sensor-context';
import { STATE_COLORS } from './signal-state';

export function SensorStatusLine() {
  const { t } = useTranslation(DEVICES_NS);
  const { status } = useSensor();
  return (
    <Group gap="xs" wrap="wrap" justify="space-between">
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Badge color={STATE_COLORS[status.state]} variant="light" role="status">
          {t(`state.${status.state}`)}
        </Badge>
        <Text size="sm" truncate>
          {status.deviceName ?? t('noDevice')}
          {status.batteryPct !== null && ` · ${t('battery')} ${status.batteryPct} %`}
        </Text>
      </Group>
      <Anchor component={Link} to="/connect" size="sm">
        {t('manage')}
      </Anchor>
    </Group>
  );
}
