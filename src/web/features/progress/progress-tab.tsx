/**
 * The patient chart's Progress tab: where the programme stands (sessions done of planned,
 * attendance against the prescribed frequency, time in target, alarms) and its charts, from the
 * server's summary (frozen once discharged).
 */
import { Alert, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProgrammeSummary } from '../../../common/schemas/programme-summary';
import { formatDuration, RESULTS_NS } from '../results';
import { AdherenceTable } from './adherence-table';
import { programmeAlarmsText, programmeTimeAboveMaxMs } from './programme-alarms';
import { AttendanceChart, SessionCharts, VitalsChart } from './progress-charts';
import {
  attendancePct,
  formatDay,
  formatInstant,
  formatNumber,
  meanInTargetPct,
} from './progress-format';
import { useProgressTranslation } from './progress-i18n';
import { settingCountsText } from './setting-counts';
import { WithProgrammeSummary } from './with-programme-summary';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="xs" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Paper>
  );
}

export function SummaryHeading({ summary }: { summary: ProgrammeSummary }) {
  const { t, i18n } = useProgressTranslation();
  const locale = i18n.language;
  const { discharge } = summary;
  return (
    <Stack gap={4}>
      <Text fw={600}>
        {t('programme', { phase: summary.phase, date: formatDay(summary.startDate, locale) })}
      </Text>
      {discharge && (
        <Alert color="gray" variant="light" p="xs">
          {t('frozen', { date: formatInstant(discharge.at, locale), name: discharge.by.name })}
        </Alert>
      )}
    </Stack>
  );
}

function ProgressView({ summary }: { summary: ProgrammeSummary }) {
  const { t, i18n } = useProgressTranslation();
  const { t: tr } = useTranslation(RESULTS_NS);
  const locale = i18n.language;
  const attendance = attendancePct(summary.weeks);
  const inTarget = meanInTargetPct(summary.sessions);
  const alarms = programmeAlarmsText(summary, t, tr);
  const aboveMaxMs = programmeTimeAboveMaxMs(summary.sessions);
  const bySetting = settingCountsText(summary, t, locale);
  return (
    <Stack gap="md" data-progress-view>
      <SummaryHeading summary={summary} />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <Stat
          label={t('stats.sessions')}
          value={t('stats.sessionsValue', {
            done: summary.sessionsDone,
            planned: summary.plannedSessions,
          })}
        />
        <Stat
          label={t('stats.attendance')}
          value={
            attendance === null
              ? '—'
              : t('stats.attendanceValue', { pct: formatNumber(attendance, locale) })
          }
        />
        {bySetting && <Stat label={t('stats.settings')} value={bySetting} />}
        <Stat
          label={t('stats.inTarget')}
          value={inTarget === null ? '—' : `${formatNumber(inTarget, locale)} %`}
        />
        <Stat label={t('stats.alarms')} value={alarms} />
        <Stat
          label={t('stats.timeAboveMax')}
          value={aboveMaxMs === null ? '—' : formatDuration(aboveMaxMs)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <AttendanceChart summary={summary} />
        <AdherenceTable summary={summary} />
        <SessionCharts summary={summary} />
        <VitalsChart summary={summary} />
      </SimpleGrid>
    </Stack>
  );
}

/** What the chart gives each tab's body (chart-tab-props). */
export interface ChartTabBodyProps {
  patientId: string;
  canWrite: boolean;
}

export function ProgressTab({ patientId }: ChartTabBodyProps) {
  return (
    <WithProgrammeSummary patientId={patientId}>
      {({ summary }) => <ProgressView summary={summary} />}
    </WithProgrammeSummary>
  );
}
