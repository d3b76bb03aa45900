/** Download the samples as CSV, print the report, delete (soft) after asking. */
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Activity } from '../../../../common/schemas/activity';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { saveBlob } from '../../../lib/download';
import { dataErrorMessage } from '../../../lib/error-message';
import { useCanWrite } from '../../clinic';
import { RESULTS_NS } from '../results-i18n';
import { formatDateTime } from '../shared/format';
import { deleteActivity, recordExportedRead } from './activity-api';
import { type CsvColumn, csvFileName, samplesToCsv } from './samples-csv';

interface ActivityActionsProps {
  activity: Activity;
  patientName: string;
  onDeleted: () => void;
}

const CSV_COLUMNS: CsvColumn[] = ['time', 'offsetS', 'hr', 'rr', 'speed', 'cadence', 'power'];

export function ActivityActions({ activity, patientName, onDeleted }: ActivityActionsProps) {
  const { t, i18n } = useTranslation(RESULTS_NS);
  const { t: tApp } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const canWrite = useCanWrite();

  const downloadCsv = () => {
    const headers = Object.fromEntries(CSV_COLUMNS.map((c) => [c, t(`csv.${c}`)])) as Record<
      CsvColumn,
      string
    >;
    const csv = samplesToCsv(activity.samples, activity.startedAt, headers);
    // The byte-order mark makes spreadsheet apps read the accents in the headers as UTF-8.
    const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
    saveBlob(blob, csvFileName(activity.patientId, activity.startedAt));
    recordExportedRead(activity, 'csv');
  };

  return (
    <Group gap="xs" data-print-hidden role="group" aria-label={t('detail.actions')}>
      <Button variant="light" onClick={downloadCsv} disabled={activity.samples.t.length === 0}>
        {t('detail.downloadCsv')}
      </Button>
      <Button
        variant="light"
        onClick={() => {
          recordExportedRead(activity, 'print');
          window.print();
        }}
      >
        {t('detail.print')}
      </Button>
      {canWrite && (
        <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
          {t('detail.delete')}
        </Button>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('detail.deleteTitle')}
        confirmLabel={t('detail.deleteConfirm')}
        onClose={() => setConfirming(false)}
        describeError={(error) => `${t('detail.deleteFailed')} ${dataErrorMessage(error, tApp)}`}
        onConfirm={async () => {
          await deleteActivity(activity);
          setConfirming(false);
          onDeleted();
        }}
      >
        <Text>
          {t('detail.deleteBody', {
            name: patientName,
            date: formatDateTime(activity.startedAt, i18n.language),
          })}
        </Text>
      </ConfirmDialog>
    </Group>
  );
}
