/**
 * The chart's Assessments tab: for each kind (exercise test, 6-minute walk, vital signs,
 * questionnaire) baseline against latest and every assessment, with forms to record and edit them
 * and the live 6-minute walk. Viewers read; members write.
 */
import { Button, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { ASSESSMENT_KINDS, type AssessmentKind } from '../../../common/schemas/assessment';
import { FormModal } from '../../components/form-modal';
import { type ChartAssessment, useActiveProgramme, useAssessments } from '../records';
import { AssessmentForm } from './assessment-form';
import { AssessmentKindCard } from './assessment-kind-card';
import { useAssessmentsTranslation } from './assessments-i18n';
import { LiveWalkModal } from './live-walk';

type Editing = { kind: AssessmentKind; saved: ChartAssessment | null } | null;

export function AssessmentsTab({ patientId, canWrite }: { patientId: string; canWrite: boolean }) {
  const { t } = useAssessmentsTranslation();
  const { status, assessments } = useAssessments(patientId);
  const { programme } = useActiveProgramme(patientId);
  const [editing, setEditing] = useState<Editing>(null);
  const [walking, setWalking] = useState(false);

  if (status === 'loading' && assessments.length === 0) {
    return <Skeleton height={160} radius="md" aria-busy="true" aria-label={t('loading')} />;
  }
  const title = editing
    ? editing.saved
      ? t('editTitle', { kind: t(`kinds.${editing.kind}`), version: editing.saved.version })
      : t(`newTitle.${editing.kind}`)
    : '';
  return (
    <Stack gap="md">
      {ASSESSMENT_KINDS.map((kind) => (
        <AssessmentKindCard
          key={kind}
          kind={kind}
          assessments={assessments.filter((a) => a.kind === kind)}
          programmeStart={programme?.startDate ?? null}
          canWrite={canWrite}
          onAdd={() => setEditing({ kind, saved: null })}
          onEdit={(saved) => setEditing({ kind, saved })}
          extraAction={
            kind === 'six-minute-walk' && (
              <Button size="sm" onClick={() => setWalking(true)}>
                {t('walk.start')}
              </Button>
            )
          }
        />
      ))}
      {canWrite && (
        <>
          <FormModal opened={editing !== null} onClose={() => setEditing(null)} title={title}>
            {editing && (
              <AssessmentForm
                patientId={patientId}
                kind={editing.kind}
                saved={editing.saved}
                onDone={() => setEditing(null)}
              />
            )}
          </FormModal>
          <LiveWalkModal patientId={patientId} opened={walking} onClose={() => setWalking(false)} />
        </>
      )}
    </Stack>
  );
}
