/** The live connection: state, device, big heart rate, battery, signal, and what to do next. */
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../lib/use-now';
import type { BluetoothSupport } from './bluetooth-support';
import { DEVICES_NS } from './devices-i18n';
import { useSensor } from './sensor-context';
import { CONNECTION_REFUSED, NO_DEVICE_CHOSEN } from './sensor-driver';
import { STATE_COLORS, signalState } from './signal-state';

export function SensorPanel({ support }: { support: BluetoothSupport | 'checking' }) {
  const { t } = useTranslation(DEVICES_NS);
  const sensor = useSensor();
  const { status, lastReading, hub } = sensor;
  const now = useNow(1000);
  const [failure, setFailure] = useState<string | null>(null);
  const signal = signalState(sensor, now);
  const linked = status.state !== 'disconnected';

  // Chrome's chooser needs the click's user gesture: call straight from the handler.
  const run = (connect: () => Promise<void>) => {
    setFailure(null);
    connect().catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      setFailure(
        error instanceof Error && error.name === 'NotFoundError' ? NO_DEVICE_CHOSEN : message,
      );
    });
  };
  // The driver's code (translated below) says more than the browser's message in `failure`.
  const error = status.error ?? failure;
  const hr = signal.kind === 'live' || signal.kind === 'stale' ? lastReading?.hr : undefined;

  return (
    <Paper withBorder p="md" component="section" aria-label={t('title')}>
      <Stack gap="md">
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
            c={signal.kind === 'stale' ? 'gray.6' : undefined}
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
        <SimpleGrid cols={2} spacing="sm">
          <div>
            <Text size="sm" c="gray.7">
              {t('battery')}
            </Text>
            <Text fw={600}>
              {status.batteryPct === null ? t('batteryUnknown') : `${status.batteryPct} %`}
            </Text>
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
        {status.state === 'reconnecting' && (
          <Alert color="orange" variant="light" role="status">
            {t('reconnecting', { attempt: status.reconnectAttempt + 1 })}
          </Alert>
        )}
        {status.droppedPackets > 0 && (
          <Text size="sm" c="gray.7">
            {t('droppedPackets', { count: status.droppedPackets })}
          </Text>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error === NO_DEVICE_CHOSEN
              ? t('noDeviceChosen')
              : error === CONNECTION_REFUSED
                ? t('connectionRefused')
                : t('connectFailed', { message: error })}
          </Alert>
        )}
        <Stack gap="sm">
          {linked ? (
            <Button size="lg" variant="default" onClick={() => run(() => hub.disconnect())}>
              {t('disconnect')}
            </Button>
          ) : (
            <Button
              size="lg"
              disabled={support !== 'available'}
              onClick={() => run(() => hub.connectBluetooth())}
            >
              {t('connect')}
            </Button>
          )}
          <Button size="lg" variant="light" onClick={() => run(() => hub.connectSimulated())}>
            {t('useSimulated')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
