/**
 * One participant, live: heart rate in large digits coloured by zone, % of HR max, target band,
 * trend, time in target, sensor and signal. A stale value is greyed and says so; with no signal
 * there is no number at all. An alarm turns the tile red and pulsing.
 */
import { Badge, Group, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { ZONE_COLORS } from '../../lib/zone-colors';
import { formatDuration, targetPosition, zoneIndex } from '../recording';
import { isAdvisory, useAlarmWords } from './alarm-text';
import classes from './class.module.css';
import { useClassTranslation } from './class-i18n';
import { SensorState } from './sensor-state';
import { TileActions } from './tile-actions';
import type { TileView } from './tile-view';

const STALE_COLOR = '#6c757d';
const TREND_ARROWS = { up: '↑', down: '↓', steady: '→' } as const;

/** The tile's alarm look, if any: it keeps its own border colour over the zone's. */
function alarmClass(tile: TileView): string | undefined {
  const waiting = tile.alarms.filter((alarm) => !alarm.acknowledged);
  return waiting.some((alarm) => !isAdvisory(alarm.rule))
    ? classes.alarm
    : waiting.length > 0
      ? classes.advisory
      : tile.alarms.some((alarm) => alarm.ongoing)
        ? classes.acknowledged
        : undefined;
}

export const ParticipantTile = memo(function ParticipantTile({ tile }: { tile: TileView }) {
  const { t } = useClassTranslation();
  const words = useAlarmWords();
  const shown = tile.hr ?? tile.lastHr;
  const zone = tile.hr === null ? null : zoneIndex(tile.hr, tile.hrMaxBpm);
  const color = tile.hr === null ? STALE_COLOR : zone === null ? undefined : ZONE_COLORS[zone];
  const zoneNames = t('zoneNames', { returnObjects: true }) as string[];
  const headingId = `tile-${tile.id}`;
  const alarm = alarmClass(tile);

  return (
    <section
      className={[classes.tile, alarm].filter(Boolean).join(' ')}
      style={zone === null || alarm ? undefined : { borderColor: ZONE_COLORS[zone] }}
      aria-labelledby={headingId}
      data-testid="participant-tile"
      data-alarm={tile.alarms.some((alarm) => !alarm.acknowledged) || undefined}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text
            id={headingId}
            component="h2"
            m={0}
            fw={700}
            fz="lg"
            truncate
            className={classes.name}
          >
            {tile.patientName}
          </Text>
          {tile.phase !== 'running' && (
            <Badge color={tile.phase === 'stopped' ? 'gray' : 'yellow'} c="dark">
              {t(`phase.${tile.phase}`)}
            </Badge>
          )}
        </Group>
        <Group gap="xs" align="baseline" wrap="nowrap">
          <p
            className={classes.hr}
            style={{ color }}
            data-testid="tile-hr"
            data-reading-at={tile.readingAt ?? undefined}
          >
            {shown ?? '—'}
          </p>
          <Text fw={600} c="gray.7">
            {t('tile.bpm')}
          </Text>
          {tile.hr !== null && (
            <Text
              fz="xl"
              fw={700}
              aria-label={t(`trend.${tile.trend}`)}
              title={t(`trend.${tile.trend}`)}
            >
              {TREND_ARROWS[tile.trend]}
            </Text>
          )}
        </Group>
        {tile.freshness !== 'live' && (
          <Text fw={700} c="gray.8" data-testid="tile-freshness">
            {t(`signal.${tile.freshness}`)}
          </Text>
        )}
        {tile.hr !== null && zone !== null && tile.hrMaxBpm !== null && (
          <Text fw={700} style={{ color }}>
            {t('tile.zone', { zone: zone + 1, name: zoneNames[zone] })} ·{' '}
            {t('tile.pctOfMax', { pct: Math.round((tile.hr / tile.hrMaxBpm) * 100) })}
          </Text>
        )}
        {tile.target && (
          <Text size="sm">
            {tile.hr !== null && `${t(`tile.position.${targetPosition(tile.hr, tile.target)}`)} · `}
            {t('tile.target', { low: tile.target.lowBpm, high: tile.target.highBpm })} ·{' '}
            {t('tile.inTarget', { time: formatDuration(tile.timeInTargetMs) })}
          </Text>
        )}
        <SensorState tile={tile} />
        {tile.alarms.map((alarm) => (
          <Text
            key={`${alarm.rule}:${alarm.raisedAt}`}
            size="sm"
            fw={700}
            c={isAdvisory(alarm.rule) ? 'orange.9' : 'red.9'}
          >
            {words.reason(alarm)}
            {alarm.acknowledged && ` (${t('alarms.acknowledged')})`}
          </Text>
        ))}
        <TileActions tile={tile} />
      </Stack>
    </section>
  );
});
