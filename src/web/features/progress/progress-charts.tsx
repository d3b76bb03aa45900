/**
 * The Progress tab's charts (PRODUCT.md section 10): attendance per week against the prescribed
 * frequency, time in target, peak and average HR, workload, BP and SpO₂, alarms per session.
 * Each canvas is labelled for screen readers; its legend is text on the page.
 */
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import type uPlot from 'uplot';
import type { ProgrammeSummary } from '../../../common/schemas/programme-summary';
import { UplotChart } from '../../components/uplot-chart';
import { COLORS, categoryOptions, type SeriesSpec, timeOptions } from './chart-options';
import { useProgressTranslation } from './progress-i18n';

interface FrameProps {
  title: string;
  label: string;
  series: SeriesSpec[];
  options: Omit<uPlot.Options, 'width' | 'height'> | null;
  data: uPlot.AlignedData;
  empty?: string;
  height?: number;
}

function ChartFrame({ title, label, series, options, data, empty, height = 180 }: FrameProps) {
  return (
    // minWidth 0: a grid cell would otherwise keep the canvas's old width when the page narrows.
    <Paper withBorder p="sm" radius="md" style={{ minWidth: 0, overflow: 'hidden' }}>
      <Stack gap={6}>
        <Title order={3} size="h5">
          {title}
        </Title>
        {options ? (
          <>
            <Group gap="md" aria-hidden="true">
              {series.map((s) => (
                <Group key={s.label} gap={6} wrap="nowrap">
                  <span
                    style={{
                      width: 12,
                      height: s.kind === 'bars' ? 10 : 3,
                      background: s.color,
                      display: 'inline-block',
                    }}
                  />
                  <Text size="xs">{s.label}</Text>
                </Group>
              ))}
            </Group>
            <UplotChart options={options} data={data} height={height} label={label} />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

type Entry = ProgrammeSummary['entries'][number];
const bp = (e: Entry, key: 'systolic' | 'diastolic') => (e.kind === 'bp' ? e[key] : null);

const indexes = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

export function AttendanceChart({ summary }: { summary: ProgrammeSummary }) {
  const { t } = useProgressTranslation();
  const { weeks } = summary;
  // Of each week's sessions, those done at home (PRODUCT.md section 12), once there are any.
  const withHome = weeks.some((w) => (w.home ?? 0) > 0);
  const series: SeriesSpec[] = useMemo(
    () => [
      { label: t('charts.attended'), color: COLORS.primary, kind: 'bars' },
      { label: t('charts.prescribed'), color: COLORS.prescribed, kind: 'dashed' },
      ...(withHome
        ? [{ label: t('charts.atHome'), color: COLORS.third, kind: 'line' as const }]
        : []),
    ],
    [t, withHome],
  );
  const options = useMemo(
    () => categoryOptions(weeks.length, (i) => String(i), series, { integer: true }),
    [weeks.length, series],
  );
  const data: uPlot.AlignedData = useMemo(
    () => [
      indexes(weeks.length),
      weeks.map((w) => w.sessions),
      weeks.map((w) => w.prescribed),
      ...(withHome ? [weeks.map((w) => w.home ?? 0)] : []),
    ],
    [weeks, withHome],
  );
  return (
    <ChartFrame
      title={t('charts.attendance')}
      label={t('charts.attendanceLabel', { perWeek: summary.sessionsPerWeek })}
      series={series}
      options={options}
      data={data}
    />
  );
}

type Session = ProgrammeSummary['sessions'][number];

/** One chart over the sessions (x: session number) of the values `pick` takes from each. */
function SessionChart(props: {
  summary: ProgrammeSummary;
  title: string;
  label: string;
  series: SeriesSpec[];
  pick: ((s: Session) => number | null)[];
  y?: { min?: number; max?: number; integer?: boolean };
  empty: string;
}) {
  const { sessions } = props.summary;
  const { series, y } = props;
  const { pick } = props;
  const values = useMemo(() => pick.map((p) => sessions.map(p)), [pick, sessions]);
  const data: uPlot.AlignedData = useMemo(
    () => [indexes(sessions.length), ...values],
    [sessions.length, values],
  );
  const hasData = values.some((column) => column.some((v) => v !== null));
  const options = useMemo(
    () => (hasData ? categoryOptions(sessions.length, (i) => String(i), series, y) : null),
    [hasData, sessions.length, series, y],
  );
  return (
    <ChartFrame
      title={props.title}
      label={props.label}
      series={series}
      options={options}
      data={data}
      empty={props.empty}
    />
  );
}

/** What each session chart plots, per session (module constants: the charts are memoised on them). */
const PICK = {
  inTarget: [(s) => s.timeInTargetPct],
  hr: [(s) => s.hrMax, (s) => s.hrAvg],
  workload: [(s) => s.avgPowerW, (s) => s.avgSpeedKmh, (s) => s.estimatedMets],
  alarms: [(s) => s.alarmCount],
} satisfies Record<string, ((s: Session) => number | null)[]>;

export function SessionCharts({ summary }: { summary: ProgrammeSummary }) {
  const { t } = useProgressTranslation();
  const s = useMemo(
    () => ({
      inTarget: [{ label: t('stats.inTarget'), color: COLORS.primary, kind: 'bars' as const }],
      hr: [
        { label: t('charts.peak'), color: COLORS.secondary, kind: 'line' as const },
        { label: t('charts.average'), color: COLORS.primary, kind: 'line' as const },
      ],
      workload: [
        { label: t('charts.watts'), color: COLORS.third, kind: 'line' as const },
        { label: t('charts.speed'), color: COLORS.primary, kind: 'line' as const },
        { label: t('charts.mets'), color: COLORS.prescribed, kind: 'line' as const },
      ],
      alarms: [{ label: t('stats.alarms'), color: COLORS.secondary, kind: 'bars' as const }],
    }),
    [t],
  );
  const noSessions = t('noSessions');
  const pct = useMemo(() => ({ min: 0, max: 100 }), []);
  const counts = useMemo(() => ({ integer: true }), []);
  return (
    <>
      <SessionChart
        summary={summary}
        title={t('charts.timeInTarget')}
        label={t('charts.timeInTargetLabel')}
        series={s.inTarget}
        pick={PICK.inTarget}
        y={pct}
        empty={noSessions}
      />
      <SessionChart
        summary={summary}
        title={t('charts.heartRate')}
        label={t('charts.heartRateLabel')}
        series={s.hr}
        pick={PICK.hr}
        empty={noSessions}
      />
      <SessionChart
        summary={summary}
        title={t('charts.workload')}
        label={t('charts.workloadLabel')}
        series={s.workload}
        pick={PICK.workload}
        empty={t('charts.noWorkload')}
      />
      <SessionChart
        summary={summary}
        title={t('charts.alarms')}
        label={t('charts.alarmsLabel')}
        series={s.alarms}
        pick={PICK.alarms}
        y={counts}
        empty={noSessions}
      />
    </>
  );
}

export function VitalsChart({ summary }: { summary: ProgrammeSummary }) {
  const { t, i18n } = useProgressTranslation();
  const series: SeriesSpec[] = useMemo(
    () => [
      { label: t('charts.systolic'), color: COLORS.secondary, kind: 'line' },
      { label: t('charts.diastolic'), color: COLORS.third, kind: 'line' },
      { label: t('charts.spo2'), color: COLORS.primary, kind: 'line', scale: 'pct' },
    ],
    [t],
  );
  const entries = useMemo(() => [...summary.entries].sort((a, b) => a.at - b.at), [summary]);
  const options = useMemo(
    () => (entries.length > 0 ? timeOptions(i18n.language, series, { min: 80, max: 100 }) : null),
    [entries.length, i18n.language, series],
  );
  const data: uPlot.AlignedData = useMemo(
    () => [
      entries.map((e) => e.at / 1000),
      entries.map((e) => bp(e, 'systolic')),
      entries.map((e) => bp(e, 'diastolic')),
      entries.map((e) => (e.kind === 'spo2' ? e.value : null)),
    ],
    [entries],
  );
  return (
    <ChartFrame
      title={t('charts.vitals')}
      label={t('charts.vitalsLabel')}
      series={series}
      options={options}
      data={data}
      empty={t('charts.noVitals')}
    />
  );
}
