/** Who, when and what: the top of the session screen and of the printed report. */
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Activity } from '../../../../common/schemas/activity';
import { paths } from '../../../lib/paths';
import { PrintLetterhead, useProfessional } from '../../documents';
import { PatientChartLink } from '../../patients';
import { historySearchParams, NO_FILTERS } from '../history/history-filters';
import { RESULTS_NS } from '../results-i18n';
import { formatDateTime, formatDuration, formatWithUnit } from '../shared/format';
import type { Translate } from './alarm-text';

/** The activity on paper: its kind, length and the workload the machine recorded. */
function activityLine(activity: Activity, t: Translate, locale: string): string {
  const { durationMs, avgPowerW, avgSpeedKmh } = activity.summary;
  const parts = [t(`types.${activity.type}`), formatDuration(durationMs)];
  if (avgPowerW !== null) parts.push(formatWithUnit(avgPowerW, 'W', locale));
  if (avgSpeedKmh !== null) parts.push(formatWithUnit(avgSpeedKmh, 'km/h', locale, 1));
  return parts.join(' · ');
}

interface ActivityHeaderProps {
  activity: Activity;
  patientName: string;
}

export function ActivityHeader({ activity, patientName }: ActivityHeaderProps) {
  const { t, i18n } = useTranslation(RESULTS_NS);
  const locale = i18n.language;
  const professional = useProfessional(activity.recordedBy);
  const trendsSearch = historySearchParams(
    { ...NO_FILTERS, patientId: activity.patientId },
    'trends',
  );
  return (
    <Stack gap={4}>
      <PrintLetterhead
        title={t('report.title')}
        at={activity.startedAt}
        activity={activityLine(activity, t, locale)}
        professional={professional}
      />
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }} style={{ overflowWrap: 'anywhere' }}>
        {patientName}
      </Title>
      <Text c="gray.8" data-print-hidden>
        {formatDateTime(activity.startedAt, locale)} · {t(`types.${activity.type}`)}
      </Text>
      {activity.setting === 'home' && (
        <Text size="sm" fw={600} c="teal.9" data-testid="session-setting">
          {t('detail.home')}
        </Text>
      )}
      <Text size="sm" c="gray.7">
        {t('report.patientId')}: {activity.patientId}
      </Text>
      {activity.recordedBy?.name && (
        <Text size="sm" c="gray.7" data-print-hidden>
          {t('detail.recordedBy', { name: activity.recordedBy.name })}
        </Text>
      )}
      {activity.device?.name && (
        <Text size="sm" c="gray.7">
          {t('detail.device', { name: activity.device.name })}
        </Text>
      )}
      <Group gap="md" data-print-hidden>
        <PatientChartLink patientId={activity.patientId} name={patientName} />
        <Anchor component={Link} to={paths.results(trendsSearch)} size="sm">
          {t('trends.title', { name: patientName })}
        </Anchor>
      </Group>
    </Stack>
  );
}
