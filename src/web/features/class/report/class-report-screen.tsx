/**
 * /class/:classId/report: every participant of a class side by side (duration, HR, time in
 * target, alarms, RPE), each linking to their session; printable on one A4 sheet.
 */
import './class-report-print.css';
import { Anchor, Box, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../lib/paths';
import {
  leaderOf,
  PrintLetterhead,
  PrintPageSize,
  PrintSignatures,
  useProfessional,
} from '../../documents';
import { patientNameOf, usePatientDirectory } from '../../patients';
import {
  dateTimeFormat,
  EmptyState,
  formatDateTime,
  formatDuration,
  LoadError,
  RESULTS_NS,
} from '../../results';
import { ClassReportActions } from './class-report-actions';
import { ClassReportCards } from './class-report-cards';
import { type ClassSession, classReportRows, classSpanOf } from './class-report-rows';
import { ClassReportTable } from './class-report-table';
import { useClassSessions } from './use-class-sessions';

export function ClassReportScreen() {
  const { t } = useTranslation(RESULTS_NS);
  const { classId = '' } = useParams();
  const read = useClassSessions(classId);
  const back = (
    <Anchor component={Link} to={paths.results()} size="sm" data-print-hidden>
      ← {t('detail.back')}
    </Anchor>
  );

  if (read.data === undefined && read.isPending) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label={t('classReport.loading')}>
        {back}
        <Skeleton height={36} width="60%" />
        <Skeleton height={240} />
      </Stack>
    );
  }
  if (read.data === undefined) {
    return (
      <Stack gap="md" align="flex-start">
        {back}
        <LoadError
          title={t('classReport.loadFailed')}
          error={read.error}
          onRetry={() => void read.refetch()}
        />
      </Stack>
    );
  }
  if (read.data.length === 0) {
    return (
      <Stack gap="md">
        {back}
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('classReport.title')}
        </Title>
        <EmptyState
          title={t('classReport.emptyTitle')}
          description={t('classReport.emptyDescription')}
        />
      </Stack>
    );
  }
  return <ClassReport classId={classId} sessions={read.data} back={back} />;
}

/** The class's activities in words, each once ("Cycle ergometer, Treadmill"). */
function activityTypesOf(sessions: readonly ClassSession[], t: (key: string) => string): string {
  return [...new Set(sessions.map(({ item }) => item.type))]
    .map((type) => t(`types.${type}`))
    .join(', ');
}

interface ClassReportProps {
  classId: string;
  sessions: ClassSession[];
  back: React.ReactNode;
}

function ClassReport({ classId, sessions, back }: ClassReportProps) {
  const { t, i18n } = useTranslation(RESULTS_NS);
  const locale = i18n.language;
  const leader = useProfessional(leaderOf(sessions.map(({ item }) => item.recordedBy)));
  const { names } = usePatientDirectory();
  const rows = useMemo(
    () => classReportRows(sessions, (id) => patientNameOf(names, id), locale),
    [sessions, names, locale],
  );
  const span = classSpanOf(sessions.map(({ item }) => item))!;
  const endTime = dateTimeFormat(locale, { timeStyle: 'short' }).format(span.endedAt);
  const heading = t('classReport.heading', { date: formatDateTime(span.startedAt, locale) });
  // In the table's head, on paper only: a class longer than one sheet repeats it on each.
  const letterhead = (
    <PrintLetterhead
      title={t('classReport.title')}
      at={span.startedAt}
      activity={t('classReport.activityLine', {
        types: activityTypesOf(sessions, t),
        duration: formatDuration(span.durationMs),
        count: rows.length,
      })}
      professional={leader}
    />
  );
  return (
    <Stack gap="md" data-class-report>
      {back}
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {heading}
        </Title>
        <Text c="gray.8">
          {t('classReport.span', {
            end: endTime,
            duration: formatDuration(span.durationMs),
            count: rows.length,
          })}
        </Text>
      </Stack>
      <ClassReportActions classId={classId} sessions={sessions} rows={rows} />
      {/* The table (1100 px wide) from 1200 px up and on paper; cards on phones and tablets. */}
      <Box visibleFrom="lg" data-class-report-wide>
        <ClassReportTable
          rows={rows}
          caption={t('classReport.caption', { count: rows.length })}
          letterhead={letterhead}
        />
      </Box>
      <Box hiddenFrom="lg" data-class-report-narrow>
        <ClassReportCards
          rows={rows}
          caption={t('classReport.cardsCaption', { count: rows.length })}
        />
      </Box>
      {rows.every((row) => row.timeInTargetMs === null) && (
        <Text size="xs" c="gray.7">
          {t('classReport.targetUnknown')}
        </Text>
      )}
      <PrintSignatures signers={[leader]} />
      <PrintPageSize orientation="landscape" marginMm={10} />
    </Stack>
  );
}
