/** Who, when and what: the top of the session screen and of the printed report. */
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Activity } from '../../../../common/schemas/activity';
import { paths } from '../../../lib/paths';
import { useUser } from '../../auth';
import { PatientChartLink } from '../../chart';
import { historySearchParams, NO_FILTERS } from '../history/history-filters';
import { RESULTS_NS } from '../results-i18n';
import { formatDateTime } from '../shared/format';

interface ActivityHeaderProps {
  activity: Activity;
  patientName: string;
}

export function ActivityHeader({ activity, patientName }: ActivityHeaderProps) {
  const { t, i18n } = useTranslation(RESULTS_NS);
  const locale = i18n.language;
  const user = useUser();
  const trendsSearch = historySearchParams(
    { ...NO_FILTERS, patientId: activity.patientId },
    'trends',
  );
  return (
    <Stack gap={4}>
      <div data-print-only>
        <Text fw={700} fz="lg">
          Ritmo · {t('report.title')}
        </Text>
        <Text size="sm">
          {t('report.clinician')}: {user?.name || user?.email || '—'}
        </Text>
        <Text size="sm" c="gray.7">
          {t('report.printedAt', { date: formatDateTime(Date.now(), locale) })}
        </Text>
      </div>
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }} style={{ overflowWrap: 'anywhere' }}>
        {patientName}
      </Title>
      <Text c="gray.8">
        {formatDateTime(activity.startedAt, locale)} · {t(`types.${activity.type}`)}
      </Text>
      <Text size="sm" c="gray.7">
        {t('report.patientId')}: {activity.patientId}
      </Text>
      {activity.recordedBy?.name && (
        <Text size="sm" c="gray.7">
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
