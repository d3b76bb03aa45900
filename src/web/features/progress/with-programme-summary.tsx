/**
 * What the Progress and Documents tabs share: the programme shown (the active one, else the
 * newest discharged), its summary from the server, and the states before it is there (loading,
 * no programme yet, a failed read with a retry).
 */
import { Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ProgrammeSummary } from '../../../common/schemas/programme-summary';
import { QueryBoundary } from '../../components/query-boundary';
import type { ChartProgramme, ProgrammeRecords } from '../records';
import { useProgressTranslation } from './progress-i18n';
import { useProgrammeSummary, useShownProgramme } from './use-programme-summary';

export interface ShownSummary {
  programme: ChartProgramme;
  records: ProgrammeRecords & { reload: () => void };
  summary: ProgrammeSummary;
  /** Shows a newer summary (the frozen one a discharge answered). */
  replace: (summary: ProgrammeSummary) => void;
}

function Summary(props: {
  patientId: string;
  programme: ChartProgramme;
  records: ShownSummary['records'];
  children: (shown: ShownSummary) => ReactNode;
}) {
  const { t } = useProgressTranslation();
  const { read, replace } = useProgrammeSummary(props.patientId, props.programme);
  const { programme, records } = props;
  return (
    <QueryBoundary
      read={read}
      loading={<Skeleton height={240} aria-busy="true" aria-label={t('loading')} />}
      loadingLabel={t('loading')}
      errorTitle={t('loadFailed')}
    >
      {(summary) => props.children({ programme, records, summary, replace })}
    </QueryBoundary>
  );
}

export function WithProgrammeSummary({
  patientId,
  children,
}: {
  patientId: string;
  children: (shown: ShownSummary) => ReactNode;
}) {
  const { t } = useProgressTranslation();
  const { records, programme } = useShownProgramme(patientId);
  if (!programme) {
    if (records.status === 'loading')
      return <Skeleton height={240} aria-busy="true" aria-label={t('loading')} />;
    return <Text>{t('noProgramme')}</Text>;
  }
  return (
    <Summary patientId={patientId} programme={programme} records={records}>
      {children}
    </Summary>
  );
}
