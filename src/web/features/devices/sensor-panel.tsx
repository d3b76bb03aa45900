/** The live connection: state, device, big heart rate, battery, signal, and what to do next. */
import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../lib/use-now';
import type { BluetoothSupport } from './bluetooth-support';
import { DEVICES_NS } from './devices-i18n';
import { useSensor } from './sensor-context';
import { CONNECTION_REFUSED, NO_DEVICE_CHOSEN } from './sensor-driver';
import { SensorBatteryAndSignal, SensorDeviceLine, SensorHeartRate } from './sensor-readouts';
import { signalState } from './signal-state';

/** Runs a connect or disconnect and keeps the browser's reason when it fails. */
function useConnectAttempt() {
  const [failure, setFailure] = useState<string | null>(null);
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
  return { failure, run };
}

function ConnectionError({ error }: { error: string }) {
  const { t } = useTranslation(DEVICES_NS);
  return (
    <Alert color="red" variant="light" role="alert">
      {error === NO_DEVICE_CHOSEN
        ? t('noDeviceChosen')
        : error === CONNECTION_REFUSED
          ? t('connectionRefused')
          : t('connectFailed', { message: error })}
    </Alert>
  );
}

export function SensorPanel({ support }: { support: BluetoothSupport | 'checking' }) {
  const { t } = useTranslation(DEVICES_NS);
  const sensor = useSensor();
  const { status, lastReading, hub } = sensor;
  const now = useNow(1000);
  const { failure, run } = useConnectAttempt();
  const signal = signalState(sensor, now);
  const linked = status.state !== 'disconnected';
  // The driver's code (translated below) says more than the browser's message in `failure`.
  const error = status.error ?? failure;
  const hr = signal.kind === 'live' || signal.kind === 'stale' ? lastReading?.hr : undefined;

  return (
    <Paper withBorder p="md" component="section" aria-label={t('title')}>
      <Stack gap="md">
        <SensorDeviceLine status={status} />
        <SensorHeartRate hr={hr} stale={signal.kind === 'stale'} />
        <SensorBatteryAndSignal batteryPct={status.batteryPct} signal={signal} />
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
        {error && <ConnectionError error={error} />}
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
