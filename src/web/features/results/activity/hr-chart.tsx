/** A session's HR over time with zone bands, pauses, the clinician's entries and the alarms. */
import { Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdvisory } from '../../../../common/alarms/alarm-rules';
import type { Activity } from '../../../../common/schemas/activity';
import { UplotChart } from '../../../components/uplot-chart';
import { ZONE_COLORS } from '../../../lib/zone-colors';
import { RESULTS_NS } from '../results-i18n';
import { formatDuration, formatWithUnit } from '../shared/format';
import { alarmTickKind, alarmTickText, type Translate } from './alarm-text';
import {
  type EventMark,
  eventMarks,
  eventValueText,
  hasHeartRate,
  hrAxisRange,
  hrChartData,
  pauseSpans,
  shortLabel,
  zoneBands,
} from './chart-data';
import { hrChartOptions } from './hr-chart-options';

/** Entry colours, dark enough to read on the white label behind them. */
const MARK_COLORS = {
  marker: '#343a40',
  rpe: '#6741d9',
  bp: '#364fc7',
  spo2: '#0b7285',
  note: '#087f5b',
  alarm: '#c92a2a',
  advisory: '#d9480f',
  'alarm-ack': '#862e9c',
} as const;

/** An alarm's label is longer than other entries': its rule and reading must both show. */
const ALARM_LABEL_CHARS = 30;

function chartMark({ tS, event }: EventMark, t: Translate, locale: string) {
  if (event.kind === 'alarm' || event.kind === 'alarm-ack') {
    const advisory = event.kind === 'alarm' && isAdvisory(event.value.rule);
    return {
      tS,
      color: MARK_COLORS[advisory ? 'advisory' : event.kind],
      label: shortLabel(
        alarmTickKind(event, t),
        alarmTickText(event, t, locale),
        ALARM_LABEL_CHARS,
      ),
    };
  }
  return {
    tS,
    color: MARK_COLORS[event.kind],
    label: shortLabel(t(`events.${event.kind}`), eventValueText(event, locale)),
  };
}

export function HrChart({ activity }: { activity: Activity }) {
  const { t, i18n } = useTranslation(RESULTS_NS);
  const locale = i18n.language;
  const { samples, events, summary, hrMaxBpm } = activity;

  const data = useMemo(() => hrChartData(samples), [samples]);
  const options = useMemo(() => {
    const marks = eventMarks(events).map((mark) => chartMark(mark, t, locale));
    return hrChartOptions({
      bands: zoneBands(hrMaxBpm),
      pauses: pauseSpans(events, summary.durationMs),
      marks,
      yRange: hrAxisRange(data[1]),
      hrLabel: `${t('detail.chartTitle')} (${t('units.bpm')})`,
      elapsedLabel: t('detail.elapsed'),
    });
  }, [events, hrMaxBpm, summary.durationMs, data, t, locale]);

  if (!hasHeartRate(samples)) {
    return <Text c="gray.7">{t('detail.noHeartRate')}</Text>;
  }
  const bpm = t('units.bpm');
  const label = t('detail.chartLabel', {
    duration: formatDuration(summary.durationMs),
    avg: formatWithUnit(summary.hrAvg, bpm, locale),
    max: formatWithUnit(summary.hrMax, bpm, locale),
  });
  return (
    <div>
      <UplotChart options={options} data={data} height={240} label={label} />
      {!hrMaxBpm && (
        <Text size="xs" c="gray.7" mt={4}>
          {t('detail.zonesUnknown')}
        </Text>
      )}
      <Group gap="sm" mt={4} aria-hidden="true">
        {hrMaxBpm &&
          ZONE_COLORS.map((color, zone) => (
            <Group key={color} gap={4} wrap="nowrap">
              <span style={{ width: 10, height: 10, borderRadius: 2, background: color }} />
              <Text size="xs">{t('detail.zone', { zone: zone + 1 })}</Text>
            </Group>
          ))}
        {events.some((event) => event.kind === 'pause') && (
          <Group gap={4} wrap="nowrap">
            <span style={{ width: 10, height: 10, background: 'rgba(73, 80, 87, 0.3)' }} />
            <Text size="xs">{t('detail.legendPause')}</Text>
          </Group>
        )}
      </Group>
    </div>
  );
}
