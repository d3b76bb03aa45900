/**
 * One participant, live: heart rate in large digits coloured by zone, % of HR max, target band,
 * trend, time in target, sensor and signal. A stale value is greyed and says so; with no signal
 * there is no number at all. An alarm turns the tile red and pulsing.
 *
 * The readout redraws every second for each of up to twelve tiles on a slow tablet, so it is
 * plain elements with module classes; the parts that change rarely (heading, sensor line,
 * alarms, actions) are their own memoised components.
 */
import { Badge, Text } from '@mantine/core';
import { memo, useMemo } from 'react';
import {
  type AlarmPriority,
  alarmPriority,
  soundingPriority,
} from '../../../common/alarms/alarm-priority';
import type { SessionPrescription } from '../../../common/schemas/activity';
import { formatWithUnit } from '../../lib/locale-format';
import { ZONE_COLORS } from '../../lib/zone-colors';
import { useAlarmWords } from '../alarms';
import { formatDuration, shownZoneIndex, targetPosition } from '../recording';
import classes from './class.module.css';
import { useClassTranslation } from './class-i18n';
import { SensorState } from './sensor-state';
import { TileActions } from './tile-actions';
import type { ParticipantPhase, TileView } from './tile-view';

const STALE_COLOR = '#6c757d';
const TREND_ARROWS = { up: '↑', down: '↓', steady: '→' } as const;

/** Each priority's tile look and reason colour (IEC 60601-1-8: red, yellow, cyan). */
const TILE_LOOKS: Record<AlarmPriority, { tile: string; reason: string }> = {
  high: { tile: classes.alarm!, reason: classes.tileAlarm! },
  medium: { tile: classes.alarmMedium!, reason: classes.tileMedium! },
  low: { tile: classes.alarmLow!, reason: classes.tileLow! },
};

/** The tile's alarm look, if any (the highest priority waiting): it keeps its own border colour. */
function alarmClass(tile: TileView): string | undefined {
  const waiting = soundingPriority(tile.alarms);
  if (waiting) return TILE_LOOKS[waiting].tile;
  return tile.alarms.some((alarm) => alarm.ongoing) ? classes.acknowledged : undefined;
}

const TileHeading = memo(function TileHeading(props: {
  id: string;
  name: string;
  phase: ParticipantPhase;
}) {
  const { t } = useClassTranslation();
  return (
    <div className={classes.tileHeading}>
      <Text id={props.id} component="h2" m={0} fw={700} fz="lg" truncate className={classes.name}>
        {props.name}
      </Text>
      {props.phase !== 'running' && (
        <Badge color={props.phase === 'stopped' ? 'gray' : 'yellow'} c="dark">
          {t(`phase.${props.phase}`)}
        </Badge>
      )}
    </div>
  );
});

/** An alarm list changes when an alarm does, not when the monitor copies its array. */
const sameAlarms = (a: { alarms: TileView['alarms'] }, b: { alarms: TileView['alarms'] }) =>
  a.alarms.length === b.alarms.length && a.alarms.every((alarm, i) => alarm === b.alarms[i]);

const TileAlarms = memo(function TileAlarms({ alarms }: { alarms: TileView['alarms'] }) {
  const { t } = useClassTranslation();
  const words = useAlarmWords();
  return alarms.map((alarm) => (
    <p
      key={`${alarm.rule}:${alarm.raisedAt}`}
      className={TILE_LOOKS[alarmPriority(alarm.rule)].reason}
    >
      {words.reason(alarm)}
      {alarm.acknowledged && ` (${t('alarms.acknowledged')})`}
    </p>
  ));
}, sameAlarms);

/** "Prescription v2 · unsigned": the plan the participant started from, and if no one signed it. */
const PrescriptionLine = memo(function PrescriptionLine({
  prescription,
}: {
  prescription: SessionPrescription | null;
}) {
  const { t } = useClassTranslation();
  if (!prescription) return null;
  const { version, signed } = prescription;
  return (
    <p
      className={[classes.small, signed ? undefined : classes.unsigned].filter(Boolean).join(' ')}
      data-testid="tile-prescription"
    >
      {t('tile.prescription', { version, context: signed ? undefined : 'unsigned' })}
    </p>
  );
});

/** The words a readout needs, looked up once per language rather than per reading. */
function useReadoutWords() {
  const { t, i18n } = useClassTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: t changes with the language
  return useMemo(
    () => ({
      t,
      i18n,
      bpm: t('tile.bpm'),
      zoneNames: t('zoneNames', { returnObjects: true }) as string[],
      trend: { up: t('trend.up'), down: t('trend.down'), steady: t('trend.steady') },
      position: {
        below: t('tile.position.below'),
        in: t('tile.position.in'),
        above: t('tile.position.above'),
      },
      stale: t('signal.stale'),
      noSignal: t('signal.no-signal'),
    }),
    [t, i18n.language],
  );
}

export const ParticipantTile = memo(function ParticipantTile({ tile }: { tile: TileView }) {
  const words = useReadoutWords();
  const { t, i18n } = words;
  const shown = tile.hr ?? tile.lastHr;
  // Borg-guided (Borg-only, AF): no zone colour nor "% of max", only Borg and the safety maximum.
  const zone = shownZoneIndex(tile.hr, tile.hrMaxBpm, {
    target: tile.target,
    borgTarget: tile.setup.borgTarget,
  });
  const color = tile.hr === null ? STALE_COLOR : zone === null ? undefined : ZONE_COLORS[zone];
  const headingId = `tile-${tile.id}`;
  const alarm = alarmClass(tile);
  const { target } = tile;
  const band = useMemo(
    () => (target ? t('tile.target', { low: target.lowBpm, high: target.highBpm }) : null),
    [t, target],
  );
  const noBand = useMemo(() => {
    if (target) return null;
    const borg = tile.setup.borgTarget;
    const max = tile.limits.safetyMaxBpm;
    const parts = [
      borg && t('tile.borg', { low: borg.low, high: borg.high }),
      max !== null && t('tile.safetyMax', { max: formatWithUnit(max, words.bpm, i18n.language) }),
    ];
    return parts.filter(Boolean).join(' · ') || null;
  }, [t, i18n.language, words.bpm, target, tile.setup.borgTarget, tile.limits.safetyMaxBpm]);

  return (
    <section
      className={[classes.tile, alarm].filter(Boolean).join(' ')}
      style={zone === null || alarm ? undefined : { borderColor: ZONE_COLORS[zone] }}
      aria-labelledby={headingId}
      data-testid="participant-tile"
      data-alarm={tile.alarms.some((alarm) => !alarm.acknowledged) || undefined}
      data-alarm-priority={soundingPriority(tile.alarms) ?? undefined}
    >
      <TileHeading id={headingId} name={tile.patientName} phase={tile.phase} />
      <div className={classes.readout}>
        <p
          className={classes.hr}
          style={{ color }}
          data-testid="tile-hr"
          data-reading-at={tile.readingAt ?? undefined}
        >
          {shown ?? '—'}
        </p>
        <span className={classes.unit}>{words.bpm}</span>
        {tile.hr !== null && (
          <span
            className={classes.trend}
            role="img"
            aria-label={words.trend[tile.trend]}
            title={words.trend[tile.trend]}
          >
            {TREND_ARROWS[tile.trend]}
          </span>
        )}
      </div>
      {tile.freshness !== 'live' && (
        <p className={classes.freshness} data-testid="tile-freshness">
          {tile.freshness === 'stale' ? words.stale : words.noSignal}
        </p>
      )}
      {tile.hr !== null && zone !== null && tile.hrMaxBpm !== null && (
        <p className={classes.zoneLine} style={{ color }}>
          {t('tile.zone', { zone: zone + 1, name: words.zoneNames[zone] })} ·{' '}
          {t(tile.setup.hrMaxEstimated ? 'tile.pctOfMaxEstimated' : 'tile.pctOfMax', {
            pct: Math.round((tile.hr / tile.hrMaxBpm) * 100),
          })}
        </p>
      )}
      {target && (
        <p className={classes.small}>
          {tile.hr !== null && `${words.position[targetPosition(tile.hr, target)]} · `}
          {band} · {t('tile.inTarget', { time: formatDuration(tile.timeInTargetMs) })}
        </p>
      )}
      <PrescriptionLine prescription={tile.setup.prescription ?? null} />
      {/* No band (Borg-only, AF): the Borg range and the safety maximum, never "below target". */}
      {noBand && (
        <p className={classes.small} data-testid="tile-no-band">
          {noBand}
        </p>
      )}
      <SensorState tile={tile} />
      <TileAlarms alarms={tile.alarms} />
      <TileActions tile={tile} />
    </section>
  );
});
