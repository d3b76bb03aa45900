/**
 * The patient chart's Documents tab: the discharge flow, and the printable treatment plan and
 * discharge summary (A4, previewed here; Print opens the browser's dialog with only the document).
 */
import { Button, Group, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { ProgrammeSummary } from '../../../common/schemas/programme-summary';
import { usePatientDirectory } from '../patients';
import type { ChartProgramme, ProgrammeRecords } from '../records';
import { DischargeSection } from './discharge-form';
import { DischargeSummaryDocument } from './discharge-summary-document';
import type { PrintedPatient } from './print-frame';
import { useProgressTranslation } from './progress-i18n';
import type { ChartTabBodyProps } from './progress-tab';
import { TreatmentPlanDocument } from './treatment-plan-document';
import { WithProgrammeSummary } from './with-programme-summary';

type DocumentKind = 'itp' | 'discharge';

function usePrintedPatient(patientId: string): PrintedPatient {
  const { patients } = usePatientDirectory();
  const patient = patients.find((p) => p.patientId === patientId);
  return {
    patientId,
    name: patient?.patientName ?? patientId,
    birthDate: patient?.birthDate ?? null,
    clinicalProfile: patient?.clinicalProfile ?? null,
  };
}

function Documents(props: {
  patientId: string;
  programme: ChartProgramme;
  records: ProgrammeRecords & { reload: () => void };
  summary: ProgrammeSummary;
  onDischarged: ((summary: ProgrammeSummary) => void) | null;
}) {
  const { t } = useProgressTranslation();
  const { programme, summary } = props;
  const patient = usePrintedPatient(props.patientId);
  const reviews = props.records.reviews[programme.programmeId] ?? null;
  const [shown, setShown] = useState<DocumentKind | null>(null);
  const [printRequest, setPrintRequest] = useState(0);
  // Printed once the chosen document is mounted, so the dialog shows it.
  useEffect(() => {
    if (printRequest > 0) window.print();
  }, [printRequest]);
  const choose = (kind: DocumentKind) => {
    setShown(kind);
    setPrintRequest((n) => n + 1);
  };
  return (
    <Stack gap="lg">
      <DischargeSection summary={summary} onDischarged={props.onDischarged} />
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('print.preview')}
        </Title>
        <Group gap="xs">
          <Button variant="light" onClick={() => choose('itp')}>
            {t('print.printItp')}
          </Button>
          <Button variant="light" onClick={() => choose('discharge')} disabled={!summary.discharge}>
            {t('print.printDischarge')}
          </Button>
        </Group>
        {shown === 'itp' && (
          <TreatmentPlanDocument
            patient={patient}
            programme={programme}
            reviews={reviews}
            assessments={props.records.assessments}
          />
        )}
        {shown === 'discharge' && summary.discharge && (
          <DischargeSummaryDocument
            patient={patient}
            programme={programme}
            summary={summary}
            reviews={reviews}
          />
        )}
      </Stack>
    </Stack>
  );
}

export function DocumentsTab({ patientId, canWrite }: ChartTabBodyProps) {
  return (
    <WithProgrammeSummary patientId={patientId}>
      {({ programme, records, summary, replace }) => (
        <Documents
          patientId={patientId}
          programme={programme}
          records={records}
          summary={summary}
          onDischarged={
            canWrite && programme.status === 'active'
              ? (frozen) => {
                  replace(frozen);
                  records.reload();
                }
              : null
          }
        />
      )}
    </WithProgrammeSummary>
  );
}
