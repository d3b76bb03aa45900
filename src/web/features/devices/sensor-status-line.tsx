/** The sensor in brief for other screens (recording): state, device, battery, link to /connect. */
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { DEVICES_NS } from './devices-i18n';
import { useSensorStatus } from './sensor-context';
import { STATE_COLORS } from './signal-state';

export function SensorStatusLine() {
  const { t } = useTranslation(DEVICES_NS);
  const status = useSensorStatus();
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap">
        <Badge
          color={STATE_COLORS[status.state]}
          variant="light"
          role="status"
          style={{ flexShrink: 0 }}
        >
          {t(`state.${status.state}`)}
        </Badge>
        <Text size="sm" fw={600} truncate>
          {status.deviceName ?? t('noDevice')}
        </Text>
      </Group>
      <Group gap="xs" justify="space-between">
        <Text size="sm" c="gray.7">
          {status.batteryPct !== null && `${t('battery')}: ${status.batteryPct} %`}
        </Text>
        <Anchor component={Link} to={paths.connect()} size="sm">
          {t('manage')}
        </Anchor>
      </Group>
    </Stack>
  );
}
