/** Time in each HR zone: one stacked bar for the shape, and a list with the exact times. */
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TEXT_ON_ZONE_COLOR, ZONE_COLORS } from '../../../lib/zone-colors';
import { RESULTS_NS } from '../results-i18n';
import { formatDuration, percentOf } from '../shared/format';
import { zoneBands, zoneRangeText } from './chart-data';

interface ZoneBarProps {
  timeInZonesMs: readonly number[];
  hrMaxBpm: number;
}

export function ZoneBar({ timeInZonesMs, hrMaxBpm }: ZoneBarProps) {
  const { t } = useTranslation(RESULTS_NS);
  const totalMs = timeInZonesMs.reduce((sum, ms) => sum + ms, 0);
  const bands = zoneBands(hrMaxBpm);
  const bpm = t('units.bpm');
  return (
    <Stack gap="xs">
      <div
        aria-hidden="true"
        style={{
          display: 'flex',
          height: 28,
          borderRadius: 6,
          overflow: 'hidden',
          background: '#f1f3f5',
        }}
      >
        {timeInZonesMs.map((ms, zone) => {
          const pct = percentOf(ms, totalMs);
          if (ms === 0) return null;
          return (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: zones are fixed positions Z1..Z5.
              key={zone}
              style={{
                flex: `${ms} 0 0`,
                background: ZONE_COLORS[zone],
                color: TEXT_ON_ZONE_COLOR,
                fontSize: 12,
                fontWeight: 600,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                overflow: 'hidden',
                // Keeps the colours when printing (browsers drop backgrounds by default).
                printColorAdjust: 'exact',
                WebkitPrintColorAdjust: 'exact',
              }}
            >
              {pct >= 8 ? `${pct}%` : ''}
            </div>
          );
        })}
      </div>
      <Group component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
        {timeInZonesMs.map((ms, zone) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: zones are fixed positions Z1..Z5.
          <Group component="li" key={zone} gap={6} wrap="nowrap">
            <span
              aria-hidden="true"
              style={{ width: 10, height: 10, borderRadius: 2, background: ZONE_COLORS[zone] }}
            />
            <Text size="sm">
              {t('detail.zoneRange', {
                zone: zone + 1,
                range: `${zoneRangeText(bands[zone]!)} ${bpm}`,
              })}
              {': '}
              <Text span fw={600} size="sm">
                {formatDuration(ms)}
              </Text>{' '}
              ({percentOf(ms, totalMs)}%)
            </Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
