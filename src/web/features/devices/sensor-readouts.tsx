/** What the sensor panel reads out: the device, the big heart rate, battery and signal. */
import { Badge, Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEVICES_NS } from './devices-i18n';
import type { SensorStatus } from './sensor-driver';
import { type SignalState, STATE_COLORS } from './signal-state';

export function SensorDeviceLine({ status }: { status: SensorStatus }) {
  const { t } = useTranslation(DEVICES_NS);
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <div>
        <Text size="sm" c="gray.7">
          {t('device')}
        </Text>
        <Text fw={600} size="lg" data-testid="sensor-device-name">
          {status.deviceName ?? t('noDevice')}
        </Text>
        {status.kind && (
          <Text size="sm" c="gray.7">
            {t(`kinds.${status.kind}`)}
          </Text>
        )}
      </div>
      <Badge color={STATE_COLORS[status.state]} size="lg" variant="light" role="status">
        {t(`state.${status.state}`)}
      </Badge>
    </Group>
  );
}

/** `hr` undefined: no reading to show (a dash); a stale one is shown greyed. */
export function SensorHeartRate({ hr, stale }: { hr: number | undefined; stale: boolean }) {
  const { t } = useTranslation(DEVICES_NS);
  return (
    <div aria-live="polite">
      <Text size="sm" c="gray.7">
        {t('heartRate')}
      </Text>
      <Text
        component="p"
        fz={72}
        fw={700}
        lh={1}
        m={0}
        c={stale ? 'gray.6' : undefined}
        aria-label={
          hr === undefined ? `${t('heartRate')}: —` : `${t('heartRate')}: ${hr} ${t('bpm')}`
        }
        data-testid="sensor-hr"
      >
        {hr ?? '—'}
        <Text component="span" fz="xl" fw={500}>
          {' '}
          {t('bpm')}
        </Text>
      </Text>
    </div>
  );
}

export function SensorBatteryAndSignal({
  batteryPct,
  signal,
}: {
  batteryPct: number | null;
  signal: SignalState;
}) {
  const { t } = useTranslation(DEVICES_NS);
  return (
    <SimpleGrid cols={2} spacing="sm">
      <div>
        <Text size="sm" c="gray.7">
          {t('battery')}
        </Text>
        <Text fw={600}>{batteryPct === null ? t('batteryUnknown') : `${batteryPct} %`}</Text>
      </div>
      <div>
        <Text size="sm" c="gray.7">
          {t('signal')}
        </Text>
        <Text fw={600}>
          {signal.kind === 'none'
            ? '—'
            : signal.kind === 'stale'
              ? t('signalStale', { seconds: signal.seconds })
              : t(signal.kind === 'live' ? 'signalLive' : 'signalWaiting')}
        </Text>
      </div>
    </SimpleGrid>
  );
}
