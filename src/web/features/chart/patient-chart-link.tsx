/** A link to a patient's chart, for screens that name a patient (a session's report, say). */
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useCanReadRecords } from '../clinic';
import { useChartTranslation } from './chart-i18n';

export function PatientChartLink({ patientId, name }: { patientId: string; name: string }) {
  const { t } = useChartTranslation();
  // The front desk has no chart (no clinical records).
  if (!useCanReadRecords()) return null;
  return (
    <Anchor component={Link} to={paths.patientChart(patientId)} size="sm" data-print-hidden>
      {t('openChart', { name })}
    </Anchor>
  );
}
