/**
 * The big current heart rate, coloured by zone, with the zone's name, % of HR max and the
 * target position as text: colour is never the only cue.
 */
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HrTarget } from '../../../common/metrics/zones';
import { ZONE_COLORS } from '../../lib/zone-colors';
import { RECORDING_NS } from './recording-i18n';
import { shownZoneIndex, targetPosition } from './target-zone';

/** A reading gone old: grey, still 4.7:1 on white (the zone name under it is small text). */
const STALE_COLOR = '#6c757d';

interface HeartRateDisplayProps {
  hr: number | null;
  /** Dimmed when the reading is old (sensor silent). */
  stale: boolean;
  hrMaxBpm: number | null;
  /** HR max from the clinic's age formula, not a measured test: "% of max" says estimated. */
  hrMaxEstimated?: boolean;
  target: HrTarget | null;
  /** Without a band (Borg-only, atrial fibrillation): the RPE range and the HR safety maximum. */
  borgTarget?: { low: number; high: number } | null;
  safetyMaxBpm?: number | null;
}

/** "Borg 11–13 · safety max 102 bpm": what guides a session without a HR band (no advice). */
function NoBandLine(props: Pick<HeartRateDisplayProps, 'borgTarget' | 'safetyMaxBpm'>) {
  const { t } = useTranslation(RECORDING_NS);
  const { borgTarget: borg, safetyMaxBpm: max } = props;
  const parts = [
    borg && t('live.borgTarget', { low: borg.low, high: borg.high }),
    max != null && t('live.safetyMax', { max }),
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <Text fw={600} data-testid="live-no-band">
      {parts.join(' · ')}
    </Text>
  );
}

export function HeartRateDisplay(props: HeartRateDisplayProps) {
  const { hr, stale, hrMaxBpm, hrMaxEstimated, target } = props;
  const { t } = useTranslation(RECORDING_NS);
  const zone = shownZoneIndex(hr, hrMaxBpm, props);
  const zoneNames = t('live.zoneNames', { returnObjects: true }) as string[];
  const color = stale ? STALE_COLOR : zone === null ? undefined : ZONE_COLORS[zone];
  return (
    <Stack gap={2} align="center" ta="center">
      <Text size="sm" c="gray.7" id="live-hr-label">
        {t('live.heartRate')}
      </Text>
      <Text
        component="p"
        m={0}
        fz={{ base: 88, sm: 112 }}
        fw={800}
        lh={1}
        style={{ color, fontVariantNumeric: 'tabular-nums' }}
        aria-labelledby="live-hr-label"
        data-testid="live-hr"
      >
        {hr ?? '—'}
        <Text component="span" fz="h3" fw={600} c="gray.7">
          {' '}
          {t('live.bpm')}
        </Text>
      </Text>
      {hr === null ? (
        <Text c="gray.7">{t('live.noHr')}</Text>
      ) : (
        <>
          {zone !== null && hrMaxBpm !== null && (
            <Text fw={700} style={{ color }} data-testid="live-zone">
              {t('live.zone', { zone: zone + 1, name: zoneNames[zone] })} ·{' '}
              {t(hrMaxEstimated ? 'live.pctOfMaxEstimated' : 'live.pctOfMax', {
                pct: Math.round((hr / hrMaxBpm) * 100),
              })}
            </Text>
          )}
          {target ? (
            <Text fw={600}>
              {t(`live.target.${targetPosition(hr, target)}`, {
                low: target.lowBpm,
                high: target.highBpm,
              })}
            </Text>
          ) : (
            <NoBandLine borgTarget={props.borgTarget} safetyMaxBpm={props.safetyMaxBpm} />
          )}
        </>
      )}
    </Stack>
  );
}
