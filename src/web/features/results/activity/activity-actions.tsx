/** Download the session as CSV (in the reader's dialect), print the report, delete after asking. */
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Activity } from '../../../../common/schemas/activity';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useCsvDownload, useCsvExport, WRAPPING_BUTTON } from '../../../lib/csv-export';
import { dataErrorMessage } from '../../../lib/error-message';
import { useCanWrite, useWorkspace } from '../../clinic';
import { RESULTS_NS } from '../results-i18n';
import { CsvFailed } from '../shared/csv-failed';
import { formatDateTime } from '../shared/format';
import { deleteActivity, recordExportedRead } from './activity-api';

interface ActivityActionsProps {
  activity: Activity;
  patientName: string;
  onDeleted: () => void;
}

export function ActivityActions({ activity, patientName, onDeleted }: ActivityActionsProps) {
  const { t, i18n } = useTranslation(RESULTS_NS);
  const { t: tApp } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const canWrite = useCanWrite();

  const csvExport = useCsvExport();
  const { clinicName } = useWorkspace();

  const csvDownload = useCsvDownload(async () => {
    const { csvFileName, sessionCsv } = await import('./session-csv');
    const csv = sessionCsv(activity, t, {
      patientName,
      clinicName,
      dialect: csvExport.dialect,
      timeZone: csvExport.timeZone,
      exportedAt: Date.now(),
    });
    return { csv, fileName: csvFileName(activity.patientId, activity.startedAt) };
  });
  const downloadCsv = async () => {
    if (await csvDownload.download()) recordExportedRead(activity, 'csv');
  };

  return (
    <Group gap="xs" data-print-hidden role="group" aria-label={t('detail.actions')}>
      <Button
        variant="light"
        {...WRAPPING_BUTTON}
        onClick={downloadCsv}
        disabled={activity.samples.t.length === 0 && activity.events.length === 0}
      >
        {t('detail.downloadCsv')} ({csvExport.dialectLabel})
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
      <CsvFailed shown={csvDownload.failed} />
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
