/**
 * A participant's sensor in one line: which strap, its connection and signal, battery, and
 * what to do when a connection was refused. Text, not only colour.
 */
import { Text } from '@mantine/core';
import { useClassTranslation } from './class-i18n';
import { statusErrorKey } from './sensor-errors';
import type { TileView } from './tile-view';

export function SensorState({ tile, size = 'sm' }: { tile: TileView; size?: 'sm' | 'md' }) {
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
}
