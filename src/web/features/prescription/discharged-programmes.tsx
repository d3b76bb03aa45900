/**
 * The patient's discharged programmes on the Prescription tab, newest first and read-only: when
 * and by whom each was discharged, its last prescription with the target and safety maximum,
 * every review and signature, and every version. A discharge freezes the plan the clinic printed
 * (the server refuses any change), so its history stays in sight rather than vanishing with the
 * active programme.
 */
import { Stack, Text, Title } from '@mantine/core';
import { TitledCard } from '../../components/titled-card';
import { formatDateTime } from '../../lib/locale-format';
import {
  type ChartAssessment,
  type ChartPrescription,
  type ChartProgramme,
  type ProgrammeReviews,
  useProgrammeRecords,
} from '../records';
import { usePrescriptionTranslation } from './prescription-i18n';
import { PrescriptionVersions } from './prescription-versions';
import { programmeWords } from './prescription-words';
import { ReviewPanel } from './review-panel';
import { TargetSummary } from './target-summary';

interface DischargedProgrammesProps {
  patientId: string;
  patientName: string | null;
  tests: readonly ChartAssessment[];
  deviceLimitBpm: number | null;
}

export function DischargedProgrammes(props: DischargedProgrammesProps) {
  const records = useProgrammeRecords(props.patientId);
  const discharged = records.programmes.filter((p) => p.status === 'discharged');
  if (discharged.length === 0) return null;
  return (
    <Stack gap="md">
      {discharged.map((programme) => (
        <DischargedProgramme
          key={programme.programmeId}
          {...props}
          programme={programme}
          versions={records.prescriptions[programme.programmeId] ?? []}
          reviews={records.reviews[programme.programmeId] ?? null}
        />
      ))}
    </Stack>
  );
}

function DischargedProgramme({
  patientId,
  patientName,
  tests,
  deviceLimitBpm,
  programme,
  versions,
  reviews,
}: DischargedProgrammesProps & {
  programme: ChartProgramme;
  versions: readonly ChartPrescription[];
  reviews: ProgrammeReviews | null;
}) {
  const { t, i18n } = usePrescriptionTranslation();
  const { prescription } = programme;
  // The discharge is the programme's last write (only POST …/discharge sets the status).
  const date = formatDateTime(programme.updatedAt, i18n.language, { dateStyle: 'medium' });
  return (
    <TitledCard p="md" title={t('discharged.title', { phase: programme.phase })}>
      <Text size="sm" fw={600}>
        {t('discharged.by', { date, name: programme.updatedBy.name })}
      </Text>
      <Text size="sm">{programmeWords(programme, t, i18n.language)}</Text>
      <Text size="sm" c="gray.7">
        {t('discharged.readOnly')}
      </Text>
      {prescription ? (
        <TargetSummary
          prescription={prescription}
          sessionsPerWeek={programme.sessionsPerWeek}
          tests={tests}
          deviceLimitBpm={deviceLimitBpm}
          outdated={false}
        />
      ) : (
        <Text size="sm">{t('versions.none')}</Text>
      )}
      <Title order={3} fz="h5">
        {t('review.title')}
      </Title>
      <ReviewPanel
        plan={{ patientId, patientName, programme, prescription, tests, deviceLimitBpm }}
        reviews={reviews}
        canWrite={false}
      />
      <Title order={3} fz="h5">
        {t('versions.title')}
      </Title>
      <PrescriptionVersions versions={versions} inForce={false} />
    </TitledCard>
  );
}
