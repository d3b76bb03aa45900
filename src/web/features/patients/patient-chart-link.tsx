/** A link to a patient's chart, for screens that name a patient (a session's report, say). */
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useCanReadRecords } from '../clinic';

export function PatientChartLink({ patientId, name }: { patientId: string; name: string }) {
  const { t } = useTranslation();
  // The front desk has no chart (no clinical records).
  if (!useCanReadRecords()) return null;
  return (
    <Anchor component={Link} to={paths.patientChart(patientId)} size="sm" data-print-hidden>
      {t('patients.openChart', { name })}
    </Anchor>
  );
}
