/**
 * /me/history: the patient's own home sessions (`GET /api/home/sessions`) and, per week, how
 * many were done against the prescribed number (a bar each week), newest first.
 */
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ActivityListItem } from '../../../../common/schemas/activity';
import { QueryBoundary } from '../../../components/query-boundary';
import { formatDateTime, formatDay } from '../../../lib/locale-format';
import { useMeTranslation } from '../me-i18n';
import { useHomeSessions, useHomeToday } from '../me-queries';
import { WeekBar } from '../week-bar';
import { weeklyAdherence } from './weekly-adherence';

export function HistoryScreen() {
  const { t } = useMeTranslation();
  const sessions = useHomeSessions();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('history.title')}</Title>
      <QueryBoundary
        read={sessions}
        loadingLabel={t('history.loading')}
        errorTitle={t('history.error')}
        isEmpty={(list) => list.length === 0}
        empty={
          <Paper withBorder p="lg" radius="md">
            <Text fz="lg">{t('history.empty')}</Text>
          </Paper>
        }
      >
        {(list) => <HistoryView sessions={list} />}
      </QueryBoundary>
    </Stack>
  );
}

function HistoryView({ sessions }: { sessions: ActivityListItem[] }) {
  const { t, i18n } = useMeTranslation();
  const today = useHomeToday();
  // The prescribed number per week comes with the day's plan; without a plan, the count alone.
  const perWeek = today.data?.allowed ? today.data.sessionsPerWeek : 0;
  const weeks = weeklyAdherence(
    sessions.map((session) => session.startedAt),
    perWeek,
    new Date(),
  );
  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-labelledby="me-weeks">
        <Title order={2} fz="h3" id="me-weeks">
          {t('history.weeksTitle')}
        </Title>
        {weeks.map((week) => {
          const label = t('history.weekOf', { date: formatDay(week.weekStart, i18n.language) });
          const count =
            perWeek > 0
              ? t('history.weekCount', { done: week.done, count: perWeek })
              : String(week.done);
          return (
            <Paper key={week.weekStart} withBorder p="md" radius="md">
              <Stack gap={6}>
                <Text fw={600}>{label}</Text>
                <WeekBar done={week.done} target={perWeek} label={`${label}: ${count}`} />
                <Text>{count}</Text>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="me-sessions">
        <Title order={2} fz="h3" id="me-sessions">
          {t('history.sessionsTitle')}
        </Title>
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {sessions.map((session) => (
            <Paper key={session.activityId} component="li" withBorder p="md" radius="md">
              <Text fw={600}>
                {formatDateTime(session.startedAt, i18n.language, {
                  dateStyle: 'full',
                  timeStyle: 'short',
                })}
              </Text>
              <Text>
                {t(`modality.${session.type}`)} ·{' '}
                {t('history.minutes', {
                  count: Math.round((session.endedAt - session.startedAt) / 60_000),
                })}
              </Text>
            </Paper>
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}
