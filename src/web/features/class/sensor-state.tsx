/**
 * A participant's sensor in one line: which strap, its connection and signal, battery, and
 * what to do when a connection was refused. Text, not only colour.
 */
import { Text } from '@mantine/core';
import { memo } from 'react';
import { useClassTranslation } from './class-i18n';
import { statusErrorKey } from './sensor-errors';
import type { TileView } from './tile-view';

/** What the line shows changes with the sensor's status, not with every reading. */
const sameLine = (a: SensorStateProps, b: SensorStateProps) =>
  a.size === b.size &&
  a.tile.sensor === b.tile.sensor &&
  a.tile.status === b.tile.status &&
  a.tile.freshness === b.tile.freshness;

interface SensorStateProps {
  tile: TileView;
  size?: 'sm' | 'md';
}

export const SensorState = memo(function SensorState({ tile, size = 'sm' }: SensorStateProps) {
  const { t } = useClassTranslation();
  const { sensor, status, freshness } = tile;
  const name =
    sensor.kind === 'simulated'
      ? t('tile.simulated', { scenario: t(`scenarios.${sensor.scenario}`) })
      : (status.deviceName ?? sensor.name ?? t('tile.noStrap'));
  const connection =
    status.state === 'connected' ? t(`signal.${freshness}`) : t(`connection.${status.state}`);
  const battery = status.batteryPct === null ? null : t('tile.battery', { pct: status.batteryPct });
  const errorKey = status.state === 'connected' ? null : statusErrorKey(status.error);
  return (
    <>
      <Text size={size} c="gray.7" data-testid="sensor-state">
        {[name, connection, battery].filter(Boolean).join(' · ')}
      </Text>
      {errorKey && (
        <Text size={size} c="red.9">
          {t(errorKey)}
        </Text>
      )}
    </>
  );
}, sameLine);
