/**
 * The chart's Prescription tab: the active programme (or a way to start one), its FITT
 * prescription with the server's target, safety maximum and why, the versions kept, and the
 * physician's review and signature. Viewers read; members write; physicians sign. Discharged
 * programmes stay below, read-only, with every version and signature (issue 34).
 */
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { TitledCard } from '../../components/titled-card';
import { usePatientDirectory } from '../patients';
import { useActiveProgramme, useAssessments } from '../records';
import { DischargedProgrammes } from './discharged-programmes';
import { PrescriptionModal } from './prescription-form';
import { usePrescriptionTranslation } from './prescription-i18n';
import { PrescriptionVersions } from './prescription-versions';
import { programmeWords } from './prescription-words';
import { ProgrammeModal } from './programme-form';
import { ReviewPanel } from './review-panel';
import { TargetSummary } from './target-summary';

export function PrescriptionTab({ patientId, canWrite }: { patientId: string; canWrite: boolean }) {
  const { t, i18n } = usePrescriptionTranslation();
  const active = useActiveProgramme(patientId);
  const { assessments: tests } = useAssessments(patientId, 'exercise-test');
  const patient = usePatientDirectory().patients.find((p) => p.patientId === patientId);
  const deviceLimitBpm = patient?.clinicalProfile?.deviceLimitBpm ?? null;
  const [editing, setEditing] = useState<'programme' | 'prescription' | null>(null);
  const { programme, prescription } = active;

  if (!programme && active.status === 'loading') {
    return <Skeleton height={120} radius="md" aria-busy="true" aria-label={t('loading')} />;
  }
  const discharged = (
    <DischargedProgrammes
      patientId={patientId}
      patientName={patient?.patientName ?? null}
      tests={tests}
      deviceLimitBpm={deviceLimitBpm}
    />
  );
  if (!programme) {
    return (
      <Stack gap="md">
        <TitledCard p="md" title={t('programme.title')}>
          <Text size="sm">{t('programme.none')}</Text>
          {canWrite && (
            <Group>
              <Button onClick={() => setEditing('programme')}>{t('programme.start')}</Button>
            </Group>
          )}
          <ProgrammeModal
            patientId={patientId}
            programme={null}
            opened={editing === 'programme'}
            onClose={() => setEditing(null)}
          />
        </TitledCard>
        {discharged}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <TitledCard p="md" title={t('programme.title')}>
        <Text size="sm">{programmeWords(programme, t, i18n.language)}</Text>
        {canWrite && (
          <Group>
            <Button variant="light" size="xs" onClick={() => setEditing('programme')}>
              {t('programme.edit')}
            </Button>
          </Group>
        )}
      </TitledCard>
      <TitledCard p="md" title={t('title')}>
        {prescription ? (
          <TargetSummary
            prescription={prescription}
            sessionsPerWeek={programme.sessionsPerWeek}
            tests={tests}
            deviceLimitBpm={deviceLimitBpm}
            outdated={programme.targetOutdated}
          />
        ) : (
          <Text size="sm">{t('none')}</Text>
        )}
        {canWrite && (
          <Group>
            <Button onClick={() => setEditing('prescription')}>
              {t(prescription ? 'change' : 'prescribe')}
            </Button>
          </Group>
        )}
      </TitledCard>
      <TitledCard p="md" title={t('review.title')}>
        <ReviewPanel
          plan={{
            patientId,
            patientName: patient?.patientName ?? null,
            programme,
            prescription,
            tests,
            deviceLimitBpm,
          }}
          reviews={active.reviews}
          canWrite={canWrite}
        />
      </TitledCard>
      <TitledCard p="md" title={t('versions.title')}>
        <PrescriptionVersions versions={active.prescriptions} inForce />
      </TitledCard>
      {discharged}
      <ProgrammeModal
        patientId={patientId}
        programme={programme}
        opened={editing === 'programme'}
        onClose={() => setEditing(null)}
      />
      <PrescriptionModal
        patientId={patientId}
        programme={programme}
        tests={tests}
        deviceLimitBpm={deviceLimitBpm}
        opened={editing === 'prescription'}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
