/**
 * The chart's header: who the patient is, what changes how they may exercise, and where the
 * programme stands (phase, risk, the prescription's target and safety maximum, sessions done of
 * those planned, when the physician's review is due). Facts missing are left out, not guessed.
 */
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Patient } from '../../../common/schemas/patient';
import { formatDateTime } from '../../lib/locale-format';
import type { ActiveProgramme } from '../records';
import { ageToday, exerciseFlags, prescriptionBand, reviewDueOf } from './chart-facts';
import { useChartTranslation } from './chart-i18n';

type ChartT = ReturnType<typeof useChartTranslation>['t'];

function PrescriptionLine({ active, t }: { active: ActiveProgramme; t: ChartT }) {
  const { prescription } = active;
  if (!prescription) {
    return <Text size="sm">{t('header.noPrescription')}</Text>;
  }
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {prescriptionBand(prescription, t)}
        {prescription.unsynced && ` · ${t('unsynced')}`}
      </Text>
      {active.programme?.targetOutdated && (
        <Text size="sm" c="orange.9">
          {t('header.targetOutdated')}
        </Text>
      )}
    </Stack>
  );
}

function ProgrammeFacts({
  active,
  sessionsDone,
  t,
  date,
}: {
  active: ActiveProgramme;
  sessionsDone: number | null;
  t: ChartT;
  date: (ms: number) => string;
}) {
  const { programme, reviews } = active;
  if (!programme) return null;
  const dueAt = reviewDueOf(programme.startDate, reviews?.reviews);
  const overdue = dueAt <= Date.now();
  const facts: ReactNode[] = [
    sessionsDone === null
      ? null
      : t('header.sessions', { done: sessionsDone, planned: programme.plannedSessions }),
    <Text key="review" span size="sm" c={overdue ? 'red.8' : undefined} fw={overdue ? 600 : 400}>
      {t(overdue ? 'header.reviewOverdue' : 'header.nextReview', { date: date(dueAt) })}
    </Text>,
  ];
  return (
    <Text size="sm">
      {facts.filter(Boolean).map((fact, i) => (
        <span key={typeof fact === 'string' ? fact : i}>
          {i > 0 && ' · '}
          {fact}
        </span>
      ))}
    </Text>
  );
}

export function ChartHeader({
  patient,
  active,
  sessionsDone,
  onEditProfile,
}: {
  patient: Patient;
  active: ActiveProgramme;
  /** Sessions since the programme's start; null until read. */
  sessionsDone: number | null;
  /** Opens the clinical profile form; absent for a viewer. */
  onEditProfile?: () => void;
}) {
  const { t, i18n } = useChartTranslation();
  const date = (ms: number) => formatDateTime(ms, i18n.language, { dateStyle: 'medium' });
  const age = ageToday(patient.birthDate);
  const facts = [
    age === null ? null : t('header.age', { count: age }),
    t(`header.sexes.${patient.sex}`),
    t('header.id', { id: patient.patientId }),
  ].filter(Boolean);
  const diagnosis = patient.clinicalProfile?.diagnosis || t('header.noDiagnosis');
  const icd10 = patient.clinicalProfile?.icd10;
  const flags = exerciseFlags(patient, t);
  const { programme } = active;

  return (
    <Paper withBorder p="md" component="header">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }} style={{ overflowWrap: 'anywhere' }}>
            {patient.patientName}
          </Title>
          {onEditProfile && (
            <Button variant="light" size="xs" onClick={onEditProfile}>
              {t(patient.clinicalProfile ? 'profile.edit' : 'profile.fill')}
            </Button>
          )}
        </Group>
        <Text size="sm" c="gray.7">
          {facts.join(' · ')}
        </Text>
        <Text fw={600}>{icd10 ? `${diagnosis} (${icd10})` : diagnosis}</Text>
        {!patient.clinicalProfile && (
          <Text size="sm" c="gray.7">
            {t('profile.missing')}
          </Text>
        )}
        <Group gap={6} wrap="wrap">
          {programme && (
            <>
              <Badge variant="light">{t('header.phase', { phase: programme.phase })}</Badge>
              <Badge variant="light" color={programme.riskClass === 'high' ? 'red' : 'gray'}>
                {t('header.risk', { risk: t(`header.riskClasses.${programme.riskClass}`) })}
              </Badge>
            </>
          )}
        </Group>
        {flags.length > 0 && (
          <Group gap={6} wrap="wrap" role="list" aria-label={t('header.flagsLabel')}>
            {flags.map((flag) => (
              <Badge key={flag} role="listitem" color="yellow" c="dark" tt="none">
                {flag}
              </Badge>
            ))}
          </Group>
        )}
        {/* Without a programme, say so first: "no prescription" follows from it. */}
        {!programme && <Text size="sm">{t('header.noProgramme')}</Text>}
        <PrescriptionLine active={active} t={t} />
        {programme && (
          <ProgrammeFacts active={active} sessionsDone={sessionsDone} t={t} date={date} />
        )}
      </Stack>
    </Paper>
  );
}
